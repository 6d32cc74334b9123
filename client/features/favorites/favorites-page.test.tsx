import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardOf, fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { FavoriteButton } from '#client/features/companions/favorite-button';
import { FavoritesPage } from './favorites-page';

afterEach(() => vi.unstubAllGlobals());

const companion = makeCompanion();
/** The favourites route answers cards in the language asked for, like the catalogue. */
const favoritesAnswer = (url: URL) =>
  Response.json({ favorites: [cardOf(companion, url.searchParams.get('lang'))] });
const user = makeUser({ favorites: [companion.id] });

describe('FavoritesPage', () => {
  it('lists the favourites with Chat and Profile, and removes one at once', async () => {
    const api = fakeApi({
      'GET /api/users/favorites': favoritesAnswer,
      [`DELETE /api/users/favorites/${companion.id}`]: () => Response.json({ favorites: [] }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<FavoritesPage />, { path: '/bg/favorites', language: 'bg', user });

    expect(await screen.findByRole('heading', { name: 'Моите любими (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Чат' }).getAttribute('href')).toBe('/bg/chat/sophia');
    expect(screen.getByRole('link', { name: 'Профил' }).getAttribute('href')).toBe(
      '/bg/model/sophia',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Премахни София от любимите' }));
    expect(await screen.findByRole('heading', { name: 'Моите любими (0)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Разгледай компаньонките' })).toBeTruthy();
  });

  it('shows the error with Try Again', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/users/favorites': () =>
          Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 }),
      }).fetchMock,
    );
    renderWithProviders(<FavoritesPage />, { path: '/en/favorites', user });
    expect(await screen.findByText('Failed to load favorites')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('offers Sign In and Create Account when signed out', () => {
    renderWithProviders(<FavoritesPage />, { path: '/en/favorites' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Ffavorites',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toBeTruthy();
  });
});

describe('the favourite heart', () => {
  it('fills at once and goes back with a message when the server refuses', async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [`POST /api/users/favorites/${companion.id}`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      }).fetchMock,
    );
    renderWithProviders(<FavoriteButton companionId={companion.id} modelName="Sophia" />, {
      path: '/en/models',
      user: makeUser(),
    });
    const heart = screen.getByRole('button', { name: 'Favourite Sophia' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!(Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 }));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });
});
