import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

function notificationsApi() {
  return fakeApi({
    'GET /api/users/settings': () => Response.json({ settings: DEFAULT_SETTINGS }),
    'PUT /api/users/settings': (_url, init) => {
      const change = JSON.parse(String(init?.body)) as { reachOut: object };
      return Response.json({
        settings: {
          ...DEFAULT_SETTINGS,
          reachOut: { ...DEFAULT_SETTINGS.reachOut, ...change.reachOut },
        },
      });
    },
  });
}

describe('Settings > Notifications, when she writes first', () => {
  it('saves check-ins, quiet hours, a chosen time zone and the channel', async () => {
    const api = notificationsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, {
      path: '/en/settings?tab=notifications',
      user: makeUser(),
    });
    const checkIn = await screen.findByLabelText('Check in after silence');
    expect((checkIn as HTMLSelectElement).value).toBe('3');
    expect(screen.getByRole('option', { name: 'After 7 days' })).toBeTruthy();
    fireEvent.change(checkIn, { target: { value: 'never' } });

    const from = screen.getByLabelText('Quiet from') as HTMLInputElement;
    expect(from.value).toBe('22:00');
    expect(screen.getByText('Continues past midnight to the next morning.')).toBeTruthy();
    fireEvent.change(from, { target: { value: '23:30' } });
    fireEvent.change(screen.getByLabelText('Quiet until'), { target: { value: '07:15' } });

    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    // Nothing chosen yet: the device's own zone is the selected choice.
    expect(zone.value).toBe('auto');
    fireEvent.change(zone, { target: { value: 'Europe/Sofia' } });
    fireEvent.click(screen.getByRole('radio', { name: /E-mail/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        reachOut: {
          checkInAfterDays: null,
          quietHours: { enabled: true, start: '23:30', end: '07:15' },
          timeZone: 'Europe/Sofia',
          timeZoneAuto: false,
          channel: 'email',
        },
      }),
    );
  });

  it('turns quiet hours off, in Bulgarian', async () => {
    const api = notificationsApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SettingsPage />, {
      path: '/bg/settings?tab=notifications',
      language: 'bg',
      user: makeUser(),
    });
    const quiet = await screen.findByRole('switch', { name: 'Часове за тишина' });
    fireEvent.click(quiet);
    expect((screen.getByLabelText('Тишина от') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'След 2 дни' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Известия/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        reachOut: { quietHours: { enabled: false, start: '22:00', end: '08:00' } },
      }),
    );
  });
});
