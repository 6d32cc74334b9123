import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Companion } from '#common/contracts/companions';
import { cardOf, cardsAnswer, fakeApi, makeCompanion } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { CompanionsPage } from './companions-page';

afterEach(() => vi.unstubAllGlobals());

const sophia = makeCompanion();
const emma = makeCompanion({
  id: '2b0c9a52-2f4e-4c39-9a55-1f2d3c4b5a62',
  name: 'Emma',
  name_bg: 'Ема',
  age: null,
  location: null,
  is_active: false,
  is_premium: true,
  interests: 'Surfing',
  bg: { ...sophia.bg, location: null, interests: 'Сърф' },
});

describe('CompanionsPage', () => {
  it('shows a card per companion with badges, age, location and interests', async () => {
    const api = fakeApi({
      'GET /api/models': cardsAnswer([sophia, emma]),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    const sophiaCard = await screen.findByRole('article', { name: 'Sophia' });
    expect(within(sophiaCard).getByText('Active')).toBeTruthy();
    expect(within(sophiaCard).getByText('28 years old')).toBeTruthy();
    expect(within(sophiaCard).getByText('New York')).toBeTruthy();
    expect(within(sophiaCard).getByText('Books')).toBeTruthy();
    expect(within(sophiaCard).getByText('+2')).toBeTruthy();
    expect(within(sophiaCard).queryByText('Jazz')).toBeNull();
    // The whole card opens her profile: her name is the one link to it (its overlay covers the
    // card), and Start Chat and the heart are controls of their own, not inside that link.
    const profileLink = within(sophiaCard).getByRole('link', { name: 'Sophia' });
    expect(profileLink.getAttribute('href')).toBe('/en/model/sophia');
    expect(profileLink.closest('h2')).toBeTruthy();
    expect(profileLink.className).toContain('after:inset-0');
    expect(within(sophiaCard).queryByRole('link', { name: /View Profile/ })).toBeNull();
    expect(
      within(sophiaCard)
        .getByRole('link', { name: /Start Chat/ })
        .getAttribute('href'),
    ).toBe('/en/chat/sophia');
    const heart = within(sophiaCard).getByRole('link', { name: /Sign in to add Sophia/ });
    expect(heart.getAttribute('href')).toBe('/en/login?redirect=%2Fen%2Fmodels');
    for (const control of [heart, within(sophiaCard).getByRole('link', { name: /Start Chat/ })]) {
      expect(profileLink.contains(control)).toBe(false);
      expect(control.closest('a')).toBe(control);
    }

    const emmaCard = screen.getByRole('article', { name: 'Emma' });
    expect(within(emmaCard).getByText('Inactive')).toBeTruthy();
    expect(within(emmaCard).getByText('Premium')).toBeTruthy();
    expect(within(emmaCard).getByText('Age not specified')).toBeTruthy();
    expect(within(emmaCard).getByText('Location not specified')).toBeTruthy();
    expect(screen.getByText('2 companions')).toBeTruthy();
    // The public catalogue asks for the active companions, a page of 24 at a time.
    expect(api.calls[0]!.url.search).toBe('?lang=en&status=active&limit=24');
  });

  it('offers no status filter: nothing to pick Inactive with, and an old ?status= is ignored', async () => {
    const api = fakeApi({
      'GET /api/models': cardsAnswer([sophia], null),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models?status=inactive' });
    await screen.findByRole('article', { name: 'Sophia' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Inactive')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
    expect(api.calls.map((call) => call.url.search)).toEqual(['?lang=en&status=active&limit=24']);
  });

  it('uses the Bulgarian texts in Bulgarian', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/models': cardsAnswer([sophia], null) }).fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/bg/models', language: 'bg' });
    const card = await screen.findByRole('article', { name: 'София' });
    expect(within(card).getByText('Ню Йорк')).toBeTruthy();
    expect(within(card).getByText('Книги')).toBeTruthy();
    expect(within(card).getByText('28 години')).toBeTruthy();
  });

  it('sends the search to the server after a pause and keeps it in the URL', async () => {
    const api = fakeApi({
      'GET /api/models': cardsAnswer([sophia], null),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });
    await screen.findByRole('article', { name: 'Sophia' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companions' }), {
      target: { value: 'book' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en/models?search=book'),
    );
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.url.search === '?lang=en&search=book&status=active&limit=24'),
      ).toBe(true),
    );
  });

  it('reads the search from the URL', async () => {
    const api = fakeApi({
      'GET /api/models': cardsAnswer([sophia], null),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models?search=wit' });
    await screen.findByRole('article', { name: 'Sophia' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('wit');
    expect(api.calls[0]!.url.search).toBe('?lang=en&search=wit&status=active&limit=24');
  });

  it('shows the empty state and clears the filters', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/models': cardsAnswer([], null) }).fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models?search=zzz' });
    expect(await screen.findByText('No companions found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/models'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows the load error with Try Again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': (url) =>
          fail
            ? Response.json({ error: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })
            : cardsAnswer([sophia])(url),
      }).fetchMock,
    );
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the companions' }),
    ).toBeTruthy();
    expect(screen.getByText('The companions could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Sophia' })).toBeTruthy();
  });
});

let companionsMade = 0;

/** `count` companions with their own ids and names (`Companion 1`…), active unless told. */
function makeCompanions(count: number, prefix = 'Companion', isActive = true): Companion[] {
  // Ids are never shared, not even between two calls: the page keys its cards by id.
  const first = companionsMade;
  companionsMade += count;
  return Array.from({ length: count }, (_, index) =>
    makeCompanion({
      id: `00000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
      name: `${prefix} ${index + 1}`,
      name_bg: `${prefix} ${index + 1}`,
      slug: `${prefix.toLowerCase()}-${index + 1}`,
      is_active: isActive,
    }),
  );
}

/**
 * Pages `GET /api/models` as the server does (`limit`, `cursor` → `{models, nextCursor}`, the
 * cursor here being the offset); `search` keeps the names holding it. `before` runs first
 * and may answer instead (to fail or hold a request).
 */
function pagedCompanions(
  companions: Companion[],
  before?: (url: URL) => Response | undefined | Promise<Response | undefined>,
) {
  return async (url: URL) => {
    const early = await before?.(url);
    if (early) return early;
    const search = url.searchParams.get('search')?.toLowerCase();
    const listed = search
      ? companions.filter((companion) => companion.name.toLowerCase().includes(search))
      : companions;
    const limit = Number(url.searchParams.get('limit'));
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + limit;
    return Response.json({
      models: listed
        .slice(start, end)
        .map((companion) => cardOf(companion, url.searchParams.get('lang'))),
      nextCursor: end < listed.length ? String(end) : null,
    });
  };
}

const failure = () => Response.json({ error: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 });

describe('CompanionsPage paging', () => {
  it('shows the first page, appends the next on Show more and drops the button at the end', async () => {
    const api = fakeApi({ 'GET /api/models': pagedCompanions(makeCompanions(30)) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    await screen.findByRole('article', { name: 'Companion 24' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('article', { name: 'Companion 25' })).toBeNull();
    // The total is not known yet: the count says what is shown.
    expect(screen.getByText('Showing 24 companions')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more companions' }));
    await screen.findByRole('article', { name: 'Companion 30' });
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.getByRole('article', { name: 'Companion 1' })).toBeTruthy();
    expect(screen.getByText('30 companions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more companions' })).toBeNull();
    expect(api.calls.map((call) => call.url.search)).toEqual([
      '?lang=en&status=active&limit=24',
      '?lang=en&status=active&limit=24&cursor=24',
    ]);
  });

  it('shows Loading… on a button that does not act while the next page loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/models': pagedCompanions(makeCompanions(30), async (url) => {
        if (url.searchParams.has('cursor')) await held;
        return undefined;
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    fireEvent.click(await screen.findByRole('button', { name: 'Show more companions' }));
    const loading = await screen.findByRole('button', { name: 'Loading…' });
    const grid = screen.getByRole('article', { name: 'Companion 1' }).closest('ul')!;
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(loading);
    expect(api.calls.filter((call) => call.url.searchParams.has('cursor'))).toHaveLength(1);

    release();
    await screen.findByRole('article', { name: 'Companion 30' });
    expect(grid.getAttribute('aria-busy')).toBe('false');
    expect(api.calls.filter((call) => call.url.searchParams.has('cursor'))).toHaveLength(1);
  });

  it('keeps the first page when the next one fails, and retries', async () => {
    let failNext = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': pagedCompanions(makeCompanions(30), (url) =>
          failNext && url.searchParams.has('cursor') ? failure() : undefined,
        ),
      }).fetchMock,
    );
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    fireEvent.click(await screen.findByRole('button', { name: 'Show more companions' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'More companions could not be loaded.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 companions')).toBeTruthy();
    // Not the whole-page error: what was loaded stays.
    expect(screen.queryByRole('heading', { name: 'Could not load the companions' })).toBeNull();

    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('article', { name: 'Companion 30' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('30 companions')).toBeTruthy();
  });

  it('starts again from the first page when the search changes', async () => {
    const companions = [
      ...makeCompanions(30, 'Companion', true),
      ...makeCompanions(30, 'Resting', true),
    ];
    const api = fakeApi({ 'GET /api/models': pagedCompanions(companions) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    fireEvent.click(await screen.findByRole('button', { name: 'Show more companions' }));
    await screen.findByText('Showing 48 companions');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companions' }), {
      target: { value: 'Resting' },
    });
    // The search reaches the URL after a pause in typing. Looking through 48 cards every 50 ms (the
    // default) kept a loaded machine too busy to get there within a second: look less often.
    await waitFor(() => screen.getByText('Showing 24 companions'), {
      timeout: 5000,
      interval: 250,
    });
    screen.getByRole('article', { name: 'Resting 1' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('article', { name: 'Companion 1' })).toBeNull();
    expect(api.calls.at(-1)!.url.search).toBe('?lang=en&search=Resting&status=active&limit=24');

    fireEvent.click(screen.getByRole('button', { name: 'Show more companions' }));
    await screen.findByText('30 companions');
    expect(api.calls.at(-1)!.url.search).toBe(
      '?lang=en&search=Resting&status=active&limit=24&cursor=24',
    );
    expect(screen.queryByRole('button', { name: 'Show more companions' })).toBeNull();
  });

  it('loads the next page by itself when the button scrolls into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets.length = 0;
        }
      },
    );
    const api = fakeApi({ 'GET /api/models': pagedCompanions(makeCompanions(30)) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<CompanionsPage />, { path: '/en/models' });

    const button = await screen.findByRole('button', { name: 'Show more companions' });
    const watching = observers.find((observer) => observer.targets.length > 0)!;
    expect(watching.targets[0]!.contains(button)).toBe(true);
    expect(api.calls).toHaveLength(1);

    act(() =>
      watching.callback(
        [{ isIntersecting: true, target: watching.targets[0]! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await screen.findByRole('article', { name: 'Companion 30' });
    expect(api.calls.map((call) => call.url.search)).toEqual([
      '?lang=en&status=active&limit=24',
      '?lang=en&status=active&limit=24&cursor=24',
    ]);
  });

  it('speaks Bulgarian: count, Show more, the error and Try Again', async () => {
    let failNext = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': pagedCompanions(makeCompanions(30), (url) =>
          failNext && url.searchParams.has('cursor') ? failure() : undefined,
        ),
      }).fetchMock,
    );
    renderWithProviders(<CompanionsPage />, { path: '/bg/models', language: 'bg' });

    expect(await screen.findByText('Показани са 24 компаньонки')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Покажи още компаньонки' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не успяхме да заредим още компаньонки.',
    );
    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: 'Опитай отново' }));
    expect(await screen.findByText('30 компаньонки')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Покажи още компаньонки' })).toBeNull();
  });
});
