import { describe, expect, it } from 'vitest';
import { cacheableAssetPaths, offlineLanguage, offlinePagePath, planFor, visitKey } from './plan';

const origin = 'https://amora.example';
const precached = new Set(['/index.html', '/offline.en.html']);
const request = (url: string, mode = 'no-cors', method = 'GET') =>
  planFor({ url: `${origin}${url}`, method, mode, origin }, precached);

describe('which requests the service worker answers', () => {
  it('never answers the API, whether fetched or opened as a page', () => {
    expect(request('/api/chats', 'cors')).toEqual({ kind: 'network' });
    expect(request('/api/docs', 'navigate')).toEqual({ kind: 'network' });
    expect(request('/api', 'navigate')).toEqual({ kind: 'network' });
  });

  it('answers the app pages network-first, one key per route', () => {
    expect(request('/bg/models/?q=1', 'navigate')).toEqual({ kind: 'page', path: '/bg/models' });
    expect(request('/', 'navigate')).toEqual({ kind: 'page', path: '/' });
  });

  it('leaves a file opened as a page (sitemap.xml) and other methods to the network', () => {
    expect(request('/sitemap.xml', 'navigate')).toEqual({ kind: 'network' });
    expect(request('/en/chat/1', 'navigate', 'POST')).toEqual({ kind: 'network' });
  });

  it('serves hashed build files and precached files from the cache first', () => {
    expect(request('/assets/chat-CY1982M9.js')).toEqual({ kind: 'cached-file' });
    expect(request('/offline.en.html')).toEqual({ kind: 'cached-file' });
    expect(request('/icons/icon-512.png')).toEqual({ kind: 'network' });
  });

  it('leaves other origins alone', () => {
    expect(
      planFor(
        { url: 'https://accounts.google.com/gsi/client', method: 'GET', mode: 'no-cors', origin },
        precached,
      ),
    ).toEqual({ kind: 'network' });
  });
});

describe('offline page and visits', () => {
  it('speaks the language of the address', () => {
    expect(offlineLanguage('/bg/models')).toBe('bg');
    expect(offlineLanguage('/bg')).toBe('bg');
    expect(offlineLanguage('/bgx')).toBe('en');
    expect(offlineLanguage('/en/chat/1')).toBe('en');
    expect(offlineLanguage('/')).toBe('en');
    expect(offlinePagePath('bg')).toBe('/offline.bg.html');
  });

  it('keys a route without its trailing slashes', () => {
    expect(visitKey('/en/models//')).toBe('/en/models');
    expect(visitKey('/')).toBe('/');
  });

  it('caches only same-origin hashed files a page reports', () => {
    expect(
      cacheableAssetPaths(
        [
          `${origin}/assets/a-1.js`,
          '/assets/b-2.css',
          `${origin}/assets/a-1.js`,
          `${origin}/api/session`,
          'https://cdn.example/assets/c.js',
          42,
          'http://[bad',
        ],
        origin,
      ),
    ).toEqual(['/assets/a-1.js', '/assets/b-2.css']);
  });
});
