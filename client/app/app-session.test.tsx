import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import { cardsAnswer, fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { testI18n } from '#client/test-utils/render';
import { App } from './app';

const user = makeUser({ firstName: 'Ana', favorites: [] });
const companions = [makeCompanion()];
type Routes = Parameters<typeof fakeApi>[0];

function start(path: string, routes: Routes, language: 'en' | 'bg' = 'en') {
  localStorage.setItem('preferred-language', language);
  localStorage.setItem('language-selected', 'true');
  const api = fakeApi({ 'GET /api/models': cardsAnswer(companions), ...routes });
  vi.stubGlobal('fetch', api.fetchMock);
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<App queryClient={queryClient} i18n={testI18n} />);
  return api;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const signedOut = { 'GET /api/auth/session': () => Response.json({ user: null }) };
const signedIn = (settings = DEFAULT_SETTINGS) => ({
  'GET /api/auth/session': () => Response.json({ user }),
  'GET /api/users/settings': () => Response.json({ settings }),
});

beforeEach(() => {
  void testI18n.changeLanguage('en');
  document.documentElement.className = 'dark';
});
afterEach(() => vi.unstubAllGlobals());

describe('the session in the shell', () => {
  it('sends a visitor from a members-only page to sign-in and back after signing in', async () => {
    const api = start('/en/profile', {
      ...signedOut,
      'POST /api/auth/login': () => Response.json({ user, token: 'x' }),
      'GET /api/users/settings': () => Response.json({ settings: DEFAULT_SETTINGS }),
      'GET /api/users/profile': () =>
        Response.json({
          profile: {
            userId: user.id,
            bio: '',
            interests: [],
            communicationStyle: 'casual',
            location: null,
            createdAt: user.createdAt,
            updatedAt: user.createdAt,
          },
        }),
    });
    await waitFor(() => expect(currentPath()).toBe('/en/login?redirect=%2Fen%2Fprofile'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email or username'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentPath()).toBe('/en/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    const login = api.calls.find((call) => call.url.pathname === '/api/auth/login');
    expect(login?.body).toEqual({
      login: 'ana@example.com',
      password: 'Secret123',
      remember: false,
    });
  });

  it("applies a signed-in user's saved language and theme at start", async () => {
    start(
      '/en/dashboard',
      signedIn({ ...DEFAULT_SETTINGS, language: 'bg', appearance: { darkMode: false } }),
    );
    await waitFor(() => expect(currentPath()).toBe('/bg/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Здравей отново, Ana!' })).toBeTruthy();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('preferred-language')).toBe('bg');
  });

  it('redirects a signed-in user from home to the dashboard', async () => {
    start('/en', signedIn());
    await waitFor(() => expect(currentPath()).toBe('/en/dashboard'));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Favorites' })).toBeTruthy();
  });

  it('signs out locally even when the logout call fails', async () => {
    start('/en/models', {
      ...signedIn(),
      'POST /api/auth/logout': () => Response.json({ error: 'x', code: 'X' }, { status: 500 }),
    });
    const banner = await screen.findByRole('banner');
    fireEvent.click(await within(banner).findByRole('button', { name: /Account menu/ }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Logout' }));
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/en'));
  });

  it('saves a signed-in language switch on the server', async () => {
    const api = start('/en/models', {
      ...signedIn(),
      'PUT /api/users/settings': () =>
        Response.json({ settings: { ...DEFAULT_SETTINGS, language: 'bg' } }),
    });
    const banner = await screen.findByRole('banner');
    fireEvent.change(within(banner).getByRole('combobox', { name: 'Language' }), {
      target: { value: 'bg' },
    });
    await waitFor(() => expect(currentPath()).toBe('/bg/models'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ language: 'bg' }),
    );
  });
});
