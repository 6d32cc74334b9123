import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser, makePublicConfig } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import type { GoogleAccountsId } from './google-identity';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

function submit(login = 'ana@example.com', password = 'Secret123') {
  fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const failing = (status: number, body: object) => () => Response.json(body, { status });

describe('LoginPage', () => {
  it.each([
    [
      failing(401, { error: 'x', code: 'INVALID_CREDENTIALS' }),
      'Invalid email or password. Please try again.',
    ],
    [failing(403, { error: 'x', code: 'ACCOUNT_SUSPENDED' }), 'This account has been suspended.'],
    [
      failing(429, { error: 'x', code: 'RATE_LIMITED', retryAfter: 125 }),
      'Too many attempts. Please wait 3 minutes and try again.',
    ],
    [failing(500, { error: 'x', code: 'INTERNAL_ERROR' }), 'An error occurred. Please try again.'],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please try again.',
    ],
  ])('shows the documents’ text for a failure (%#)', async (handler, text) => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: null })),
        'POST /api/auth/login': handler,
      }).fetchMock,
    );
    renderWithProviders(<LoginPage />, { path: '/en/login' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('goes to the safe redirect target after signing in', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: null })),
        'POST /api/auth/login': () => Response.json({ user: makeUser(), token: 't' }),
      }).fetchMock,
    );
    renderWithProviders(<LoginPage />, {
      path: '/en/login?redirect=%2Fen%2Fsettings%3Ftab%3Dprivacy',
    });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en/settings?tab=privacy'),
    );
  });

  it('ignores an unsafe redirect target', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: null })),
        'POST /api/auth/login': () => Response.json({ user: makeUser(), token: 't' }),
      }).fetchMock,
    );
    renderWithProviders(<LoginPage />, { path: '/en/login?redirect=https%3A%2F%2Fevil.example' });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/dashboard'));
  });

  it("renders Google's button when the server has a client id and sends its credential", async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    const google: GoogleAccountsId = {
      initialize: vi.fn((config) => {
        callback = config.callback;
      }),
      renderButton: vi.fn((parent: HTMLElement) => {
        parent.append(Object.assign(document.createElement('div'), { textContent: 'G' }));
      }),
    };
    window.google = { accounts: { id: google } };
    const api = fakeApi({
      'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: 'client-1' })),
      'POST /api/auth/google/login': () =>
        Response.json({ error: 'x', code: 'INVALID_GOOGLE_TOKEN' }, { status: 401 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<LoginPage />, { path: '/en/login' });

    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1' }),
    );
    callback?.({ credential: 'a-google-id-token' });
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid Google token');
    const call = api.calls.find((entry) => entry.url.pathname === '/api/auth/google/login');
    expect(call?.body).toEqual({ credential: 'a-google-id-token', remember: true });
  });

  it('tells a Google user whose address is not verified to sign in with the password and link Google', async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (config) => {
            callback = config.callback;
          },
          renderButton: () => undefined,
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/config': () => Response.json(makePublicConfig({ googleClientId: 'client-1' })),
        'POST /api/auth/google/login': () =>
          Response.json({ error: 'x', code: 'EMAIL_NOT_VERIFIED' }, { status: 409 }),
      }).fetchMock,
    );
    renderWithProviders(<LoginPage />, { path: '/en/login' });
    await waitFor(() => expect(callback).toBeDefined());
    callback?.({ credential: 'a-google-id-token' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sign in with your password and link Google in Settings',
    );
  });
});
