import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePublicConfig, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { GoogleLinkSection } from './google-link-section';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

/** Google's script as the page sees it: the test plays the user choosing their account. */
function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (config) => {
          callback = config.callback;
        },
        renderButton: (parent) => {
          parent.append(Object.assign(document.createElement('div'), { textContent: 'G' }));
        },
      },
    },
  };
  return {
    choose: async (credential: string) => {
      await waitFor(() => expect(callback).toBeDefined());
      callback?.({ credential });
    },
  };
}

const withGoogle = () => Response.json(makePublicConfig({ googleClientId: 'client-1' }));

describe('GoogleLinkSection', () => {
  it('links Google with the credential and says so', async () => {
    const google = fakeGoogle();
    const api = fakeApi({
      'GET /api/config': withGoogle,
      'POST /api/auth/google/link': () => Response.json({ user: makeUser({ google: true }) }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<GoogleLinkSection user={makeUser()} />, { path: '/en/settings' });
    expect(await screen.findByRole('heading', { name: 'Sign in with Google' })).toBeTruthy();
    await google.choose('a-google-id-token');
    expect((await screen.findByText(/Google account is linked/)).getAttribute('role')).toBe(
      'status',
    );
    const call = api.calls.find((entry) => entry.url.pathname === '/api/auth/google/link');
    expect(call?.body).toEqual({ credential: 'a-google-id-token' });
  });

  it("says in words that the Google account belongs to another account (the server's 409)", async () => {
    const google = fakeGoogle();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': withGoogle,
        'POST /api/auth/google/link': () =>
          Response.json({ error: 'x', code: 'GOOGLE_ALREADY_LINKED' }, { status: 409 }),
      }).fetchMock,
    );
    renderWithProviders(<GoogleLinkSection user={makeUser()} />, { path: '/en/settings' });
    await google.choose('a-google-id-token');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'linked to another Amora account',
    );
  });

  it('says when the network failed', async () => {
    const google = fakeGoogle();
    const api = fakeApi({ 'GET /api/config': withGoogle });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/google/link')) throw new TypeError('Failed to fetch');
      return api.fetchMock(input, init);
    });
    renderWithProviders(<GoogleLinkSection user={makeUser()} />, { path: '/en/settings' });
    await google.choose('a-google-id-token');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
  });

  it('is not offered without Google sign-in on the server, nor when Google is linked', async () => {
    fakeGoogle();
    const api = fakeApi({ 'GET /api/config': () => Response.json(makePublicConfig()) });
    vi.stubGlobal('fetch', api.fetchMock);
    const { unmount } = renderWithProviders(<GoogleLinkSection user={makeUser()} />, {
      path: '/en/settings',
    });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();

    vi.stubGlobal('fetch', fakeApi({ 'GET /api/config': withGoogle }).fetchMock);
    renderWithProviders(<GoogleLinkSection user={makeUser({ google: true })} />, {
      path: '/en/settings',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('speaks Bulgarian', async () => {
    const google = fakeGoogle();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': withGoogle,
        'POST /api/auth/google/link': () => Response.json({ user: makeUser({ google: true }) }),
      }).fetchMock,
    );
    renderWithProviders(<GoogleLinkSection user={makeUser()} />, {
      path: '/bg/settings',
      language: 'bg',
    });
    expect(await screen.findByRole('heading', { name: 'Вход с Google' })).toBeTruthy();
    await google.choose('a-google-id-token');
    expect((await screen.findByText(/Профилът ти в Google е свързан/)).getAttribute('role')).toBe(
      'status',
    );
  });
});
