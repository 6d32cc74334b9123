import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import type { AddressForm } from '#common/contracts/user';
import { fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { testI18n } from '#client/test-utils/render';
import { App } from './app';

afterEach(() => vi.unstubAllGlobals());

it('greets in Bulgarian in the form of address chosen in the profile, neutral until then', async () => {
  // A server that keeps the choice on the user, as server/features/users does.
  let addressAs: AddressForm = 'neutral';
  const user = () => makeUser({ firstName: 'Ana', addressAs });
  const profile = {
    userId: user().id,
    bio: '',
    interests: [],
    communicationStyle: 'casual',
    location: null,
    createdAt: user().createdAt,
    updatedAt: user().createdAt,
  };
  const api = fakeApi({
    'GET /api/auth/session': () => Response.json({ user: user() }),
    'GET /api/users/settings': () =>
      Response.json({ settings: { ...DEFAULT_SETTINGS, language: 'bg' } }),
    'GET /api/models': () => Response.json({ models: [makeCompanion()] }),
    'GET /api/users/profile': () => Response.json({ profile }),
    'PUT /api/users/profile': (_url, init) => {
      addressAs = (JSON.parse(String(init?.body)) as { addressAs: AddressForm }).addressAs;
      return Response.json({ profile });
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  localStorage.setItem('preferred-language', 'bg');
  localStorage.setItem('language-selected', 'true');
  window.history.replaceState(null, '', '/bg/dashboard');
  render(
    <App
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      i18n={testI18n}
    />,
  );

  const greeting = () => screen.findByRole('heading', { level: 1, name: /, Ana!$/ });
  expect((await greeting()).textContent).toBe('Здравей отново, Ana!');

  // In-app navigation, as a link would do it (the page and the session stay).
  const go = (path: string) =>
    act(() => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  const choose = async (option: string, expected: string) => {
    go('/bg/profile');
    const select = await screen.findByLabelText('Обръщай се към мен');
    fireEvent.change(select, { target: { value: option } });
    await waitFor(() => expect(addressAs).toBe(option));
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    go('/bg/dashboard');
    expect((await greeting()).textContent).toBe(expected);
  };
  await choose('female', 'Добре дошла отново, Ana!');
  await choose('male', 'Добре дошъл отново, Ana!');
  await choose('neutral', 'Здравей отново, Ana!');
  const saved = api.calls.filter((call) => call.method === 'PUT');
  expect(saved.map((call) => call.body)).toEqual([
    { addressAs: 'female' },
    { addressAs: 'male' },
    { addressAs: 'neutral' },
  ]);
}, 20_000);
