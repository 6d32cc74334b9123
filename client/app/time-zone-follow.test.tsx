import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '#common/contracts/settings';
import { cardsAnswer, fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { testI18n } from '#client/test-utils/render';
import { App } from './app';

/** Until the user picks a time zone, the saved one follows the browser's (decision 024). */

afterEach(() => vi.unstubAllGlobals());

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A zone other than the browser's, whatever zone the tests run in.
const elsewhere = browserZone === 'Pacific/Chatham' ? 'Asia/Kathmandu' : 'Pacific/Chatham';

function start(reachOut: Partial<Settings['reachOut']>) {
  localStorage.setItem('preferred-language', 'en');
  localStorage.setItem('language-selected', 'true');
  const settings = { ...DEFAULT_SETTINGS, reachOut: { ...DEFAULT_SETTINGS.reachOut, ...reachOut } };
  const api = fakeApi({
    'GET /api/models': cardsAnswer([makeCompanion()]),
    'GET /api/auth/session': () => Response.json({ user: makeUser() }),
    'GET /api/users/settings': () => Response.json({ settings }),
    'GET /api/chats': () => Response.json({ conversations: [], nextCursor: null, unreadTotal: 0 }),
    'PUT /api/users/settings': () => Response.json({ settings }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  window.history.replaceState(null, '', '/en/models');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<App queryClient={queryClient} i18n={testI18n} />);
  return api;
}

describe('the time zone of quiet hours', () => {
  it('is set to the browser’s while the user never picked one', async () => {
    const api = start({ timeZone: elsewhere, timeZoneAuto: true });
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        reachOut: { timeZone: browserZone },
      }),
    );
  });

  it('stays as the user picked it', async () => {
    const api = start({ timeZone: elsewhere, timeZoneAuto: false });
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.pathname === '/api/users/settings')).toBe(true),
    );
    // The settings are applied (the theme) before anything would be saved.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
