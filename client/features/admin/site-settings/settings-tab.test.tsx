import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '#common/contracts/admin';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { AI_ENGINE, SITE_SETTINGS } from '../admin-test-data';
import { SettingsTab } from './settings-tab';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ role: 'admin' });

function settingsApi() {
  return fakeApi({
    'GET /api/admin/settings': () => Response.json({ settings: SITE_SETTINGS }),
    'PUT /api/admin/settings': (_url, init) =>
      Response.json({ settings: JSON.parse(String(init?.body)) as SiteSettings }),
    'GET /api/admin/discount-codes': () => Response.json({ discountCodes: [] }),
    'GET /api/admin/ai-engine': () => Response.json({ aiEngine: AI_ENGINE }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('SettingsTab: site settings', () => {
  it('says what is wrong with each field and sends nothing until it is fixed', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsTab />, { path: '/en/admin?tab=settings', user: admin });

    const siteName = await screen.findByRole('textbox', { name: 'Site name' });
    expect((siteName as HTMLInputElement).value).toBe('Amora');
    const size = screen.getByRole('spinbutton', { name: 'Maximum photo size (MB)' });
    expect((size as HTMLInputElement).value).toBe('10');
    // The warning sits next to the maintenance switch.
    expect(
      screen.getByText("Careful: while this is on, members can't chat, pay or sign in."),
    ).toBeTruthy();

    fireEvent.change(siteName, { target: { value: '   ' } });
    fireEvent.change(size, { target: { value: '0' } });
    for (const format of [/^JPG/, /^PNG/, /^GIF/])
      fireEvent.click(screen.getByRole('checkbox', { name: format }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Please enter the site name.')).toBeTruthy();
    expect(screen.getByText('Choose from 1 to 50 MB.')).toBeTruthy();
    expect(screen.getByText('Allow at least one format.')).toBeTruthy();
    expect(siteName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(siteName));

    fireEvent.change(size, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of megabytes.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(siteName, { target: { value: ' Amora Beta ' } });
    fireEvent.change(size, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'WebP (small, modern files)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    fireEvent.click(screen.getByRole('switch', { name: 'AI replies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        site_name: 'Amora Beta',
        maintenance_mode: true,
        registration_enabled: true,
        ai_enabled: false,
        max_file_size: 12,
        supported_formats: ['webp'],
      }),
    );
    await waitFor(() => expect(screen.queryByText('Please enter the site name.')).toBeNull());
    expect(field('Site name').value).toBe('Amora Beta');
  });

  it('shows Failed to save settings when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/admin/settings': () => Response.json({ settings: SITE_SETTINGS }),
        'PUT /api/admin/settings': () =>
          Response.json({ error: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
        'GET /api/admin/discount-codes': () => Response.json({ discountCodes: [] }),
        'GET /api/admin/ai-engine': () => Response.json({ aiEngine: AI_ENGINE }),
      }).fetchMock,
    );
    renderWithProviders(<SettingsTab />, { path: '/en/admin?tab=settings', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to save settings')).toBeTruthy();
  });
});
