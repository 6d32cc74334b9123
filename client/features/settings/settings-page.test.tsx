import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

const settingsApi = () =>
  fakeApi({
    'GET /api/users/settings': () => Response.json({ settings: DEFAULT_SETTINGS }),
    'GET /api/stripe/user-subscriptions': () => Response.json({ subscriptions: [] }),
    'PUT /api/users/settings': () =>
      Response.json({
        settings: {
          ...DEFAULT_SETTINGS,
          privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'private' },
        },
      }),
    'DELETE /api/users/me': () => new Response(null, { status: 204 }),
  });

describe('SettingsPage', () => {
  it('opens the tab named in ?tab= and saves privacy on the server', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, { path: '/en/settings?tab=privacy', user: makeUser() });
    expect(screen.getByRole('tab', { name: 'Privacy' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByText('Private'));
    fireEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        privacy: { profileVisibility: 'private', onlineStatus: true, activityStatus: false },
      }),
    );
  });

  it('turns explicit content on only after the 18+ confirmation, and off at once (Bulgarian)', async () => {
    let stored = DEFAULT_SETTINGS;
    const api = fakeApi({
      'GET /api/users/settings': () => Response.json({ settings: stored }),
      'GET /api/stripe/user-subscriptions': () => Response.json({ subscriptions: [] }),
      'PUT /api/users/settings': (_url, init) => {
        const change = JSON.parse(String(init?.body)) as { content: { explicit: boolean } };
        stored = { ...stored, content: { explicit: change.content.explicit } };
        return Response.json({ settings: stored });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, {
      path: '/bg/settings?tab=privacy',
      language: 'bg',
      user: makeUser(),
    });
    const toggle = await screen.findByRole('switch', { name: 'Откровено съдържание' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', {
      name: 'Да включим ли откровеното съдържание?',
    });
    const turnOn = within(dialog).getByRole('button', { name: 'Включи' });
    expect((turnOn as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Потвърждавам, че съм на 18 или повече години',
      }),
    );
    fireEvent.click(turnOn);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { content: { explicit: true, ageConfirmed: true } },
    ]);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      content: { explicit: false },
    });
  });

  it('leaves explicit content off when the confirmation is cancelled', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, { path: '/en/settings?tab=privacy', user: makeUser() });
    fireEvent.click(await screen.findByRole('switch', { name: 'Explicit content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on explicit content?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('switch', { name: 'Explicit content' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('falls back to Account for an unknown tab and says the plan is Free', () => {
    vi.stubGlobal('fetch', settingsApi().fetchMock);
    renderWithProviders(<SettingsPage />, { path: '/en/settings?tab=nope', user: makeUser() });
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByText("You're on the Free plan")).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/settings?tab=subscription');
  });

  it('asks a Google-only user to type DELETE, then signs out and goes home', async () => {
    const api = settingsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, {
      path: '/en/settings',
      user: makeUser({ hasPassword: false, google: true }),
    });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'delete' },
    });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en'));
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirm: 'DELETE' });
  });
});
