import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsAnswer, fakeApi, makeCompanion } from '#client/test-utils/fixtures';
import { ACTIVE_CATALOGUE, companionsCatalogueQuery } from './api';
import { catalogueFilterAt, preloadCompanions } from './preload-companions';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const HOME = { pathname: '/en', search: '' };

describe('preloadCompanions', () => {
  it('prefetches the first page of the active catalogue, without portraits, once', async () => {
    const companions = ['a', 'b', 'c', 'd', 'e'].map((slug) => makeCompanion({ slug, name: slug }));
    const api = fakeApi({
      'GET /api/models': cardsAnswer(companions, 'next'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = new QueryClient();
    await preloadCompanions(queryClient, HOME);
    await preloadCompanions(queryClient, HOME);
    // Home shows the featured companions first: the catalogue's portraits would go unused.
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    // One page of 24, never the unpaged catalogue; the second start finds it in the cache.
    expect(api.calls.map((call) => call.url.search)).toEqual(['?lang=en&status=active&limit=24']);
    // Home and the dashboard read it under this key, and so does the catalogue page filtered to
    // active companions.
    const cached = queryClient.getQueryData(
      companionsCatalogueQuery(ACTIVE_CATALOGUE, 'en').queryKey,
    );
    expect(cached?.pages.map((page) => page.models.length)).toEqual([5]);
    const activeCatalogue = catalogueFilterAt({ pathname: '/en/models', search: '?status=active' });
    expect(companionsCatalogueQuery(activeCatalogue!, 'en').queryKey).toEqual(
      companionsCatalogueQuery(ACTIVE_CATALOGUE, 'en').queryKey,
    );
  });

  it('prefetches the same first page on a page other than home', async () => {
    const api = fakeApi({
      'GET /api/models': cardsAnswer([makeCompanion()], null),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await preloadCompanions(new QueryClient(), { pathname: '/bg/dashboard', search: '' });
    // In the language of the address: the cards' texts come in one language.
    expect(api.calls.map((call) => call.url.search)).toEqual(['?lang=bg&status=active&limit=24']);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('on the catalogue page, prefetches its first page with the address filters and preloads the portraits its cards load at once', async () => {
    const companions = ['a', 'b', 'c', 'd', 'e'].map((slug) => makeCompanion({ slug, name: slug }));
    const api = fakeApi({
      'GET /api/models': cardsAnswer(companions, 'next'),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = new QueryClient();
    await preloadCompanions(queryClient, { pathname: '/bg/models', search: '?search=ема' });

    // The public catalogue lists active companions only, and it says so to the server.
    expect(api.calls.map((call) => call.url.searchParams.toString())).toEqual([
      new URLSearchParams({ lang: 'bg', search: 'ема', status: 'active', limit: '24' }).toString(),
    ]);
    const links = Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['a', 'b', 'c'].map((slug) => `/api/media/${slug}-avatar`),
    );
    expect(links.every((link) => link.getAttribute('as') === 'image')).toBe(true);
    // The page asks with this key and finds the page in the cache; home's page is not asked for.
    const key = companionsCatalogueQuery({ search: 'ема', status: 'active' }, 'bg').queryKey;
    expect(queryClient.getQueryData(key)?.pages[0]?.models).toHaveLength(5);
    expect(
      queryClient.getQueryData(companionsCatalogueQuery(ACTIVE_CATALOGUE, 'bg').queryKey),
    ).toBeUndefined();
  });

  it('reads the catalogue filters as the page does', () => {
    expect(catalogueFilterAt({ pathname: '/en/models', search: '' })).toEqual({
      search: undefined,
      status: 'active',
    });
    expect(
      catalogueFilterAt({ pathname: '/en/models', search: '?search=bookish&status=nope' }),
    ).toEqual({ search: 'bookish', status: 'active' });
    // An old address's status filters nothing: the public catalogue has no Inactive.
    expect(catalogueFilterAt({ pathname: '/en/models', search: '?status=inactive' })).toEqual({
      search: undefined,
      status: 'active',
    });
    expect(catalogueFilterAt({ pathname: '/en/model/sophia', search: '' })).toBeNull();
    expect(catalogueFilterAt({ pathname: '/bg', search: '' })).toBeNull();
  });

  it('stays quiet when the catalogue cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await expect(preloadCompanions(new QueryClient(), HOME)).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
