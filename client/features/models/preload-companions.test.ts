import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeModel } from '../../test-utils/fixtures';
import { modelsCatalogueQuery, modelsListQuery } from './api';
import { catalogueFilterAt, preloadCompanions } from './preload-companions';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const HOME = { pathname: '/en', search: '' };

describe('preloadCompanions', () => {
  it('prefetches the catalogue and preloads the first four portraits once', async () => {
    const models = ['a', 'b', 'c', 'd', 'e'].map((slug) => makeModel({ slug, name: slug }));
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/models': () => Response.json({ models }) }).fetchMock,
    );
    const queryClient = new QueryClient();
    await preloadCompanions(queryClient, HOME);
    await preloadCompanions(queryClient, HOME);
    const links = Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/media/a-avatar',
      '/api/media/b-avatar',
      '/api/media/c-avatar',
      '/api/media/d-avatar',
    ]);
    expect(links.every((link) => link.getAttribute('as') === 'image')).toBe(true);
    // Home and the dashboard read the whole list under this key.
    expect(queryClient.getQueryData(modelsListQuery().queryKey)).toHaveLength(5);
  });

  it('on the catalogue page, prefetches its first page with the address filters', async () => {
    const models = ['a', 'b', 'c', 'd', 'e'].map((slug) => makeModel({ slug, name: slug }));
    const api = fakeApi({
      'GET /api/models': () => Response.json({ models, nextCursor: 'next' }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = new QueryClient();
    await preloadCompanions(queryClient, { pathname: '/bg/models', search: '?status=active' });

    expect(api.calls.map((call) => call.url.search)).toEqual(['?status=active&limit=24']);
    const links = Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['a', 'b', 'c', 'd'].map((slug) => `/api/media/${slug}-avatar`),
    );
    // The page asks with this key and finds the page in the cache.
    const cached = queryClient.getQueryData(modelsCatalogueQuery({ status: 'active' }).queryKey);
    expect(cached?.pages[0]?.models).toHaveLength(5);
    expect(queryClient.getQueryData(modelsListQuery().queryKey)).toBeUndefined();
  });

  it('reads the catalogue filters as the page does', () => {
    expect(catalogueFilterAt({ pathname: '/en/models', search: '' })).toEqual({
      search: undefined,
      status: 'all',
    });
    expect(
      catalogueFilterAt({ pathname: '/en/models', search: '?search=bookish&status=nope' }),
    ).toEqual({ search: 'bookish', status: 'all' });
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
