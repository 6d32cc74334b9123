import { describe, expect, it } from 'vitest';
import { appBaseUrl } from './base-url';

describe('appBaseUrl', () => {
  const request = { protocol: 'https' as const, host: 'amora.test:8443' };

  it('prefers PUBLIC_URL, without a trailing slash', () => {
    expect(appBaseUrl({ publicUrl: 'https://amora.example/', port: 3000 }, request)).toBe(
      'https://amora.example',
    );
  });

  it("falls back to the request's protocol and host", () => {
    expect(appBaseUrl({ publicUrl: null, port: 3000 }, request)).toBe('https://amora.test:8443');
    expect(
      appBaseUrl({ publicUrl: null, port: 3000 }, { protocol: 'http', host: 'a.test:80' }),
    ).toBe('http://a.test');
  });

  it('uses localhost and the port without a request or with a broken Host', () => {
    expect(appBaseUrl({ publicUrl: null, port: 4100 })).toBe('http://localhost:4100');
    expect(
      appBaseUrl({ publicUrl: null, port: 4100 }, { protocol: 'http', host: 'bad host' }),
    ).toBe('http://localhost:4100');
  });
});
