import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeModel } from '../../test-utils/fixtures';
import { modelsListQuery } from './api';
import { preloadCompanions } from './preload-companions';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('preloadCompanions', () => {
  it('prefetches the catalogue and preloads the first four portraits once', async () => {
    const models = ['a', 'b', 'c', 'd', 'e'].map((slug) => makeModel({ slug, name: slug }));
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/models': () => Response.json({ models }) }).fetchMock,
    );
    const queryClient = new QueryClient();
    await preloadCompanions(queryClient);
    await preloadCompanions(queryClient);
    const links = Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/media/a-avatar',
      '/api/media/b-avatar',
      '/api/media/c-avatar',
      '/api/media/d-avatar',
    ]);
    expect(links.every((link) => link.getAttribute('as') === 'image')).toBe(true);
    expect(queryClient.getQueryData(modelsListQuery().queryKey)).toHaveLength(5);
  });

  it('stays quiet when the catalogue cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await expect(preloadCompanions(new QueryClient())).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
