import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { isDocumentType, securityHeaders } from '#server/plugins/security-headers';
import { createTestApp, type TestApp } from '#server/test/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const ASSET = 'assets/index-3f9a1c2b.js';

let clientDir: string;
let ctx: TestApp;
let withoutClient: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'amora-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, ASSET), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  [ctx, withoutClient] = await Promise.all([createTestApp({ clientDir }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), withoutClient.close()]);
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['PATCH', '/api/models'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
  ] as const)('%s %s answers 404 NOT_FOUND as JSON', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
  });
});

describe('security headers', () => {
  const PAGE_POLICIES = [
    'content-security-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'referrer-policy',
    'origin-agent-cluster',
    'x-permitted-cross-domain-policies',
  ];

  it('gives documents (the web app, SVG) a strict CSP, no framing and the page policies', async () => {
    for (const url of ['/en/models', '/favicon.svg']) {
      const { headers, statusCode } = await get(url);
      expect(statusCode, url).toBe(200);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('gives JSON answers, errors included, only what applies to them', async () => {
    for (const url of ['/api/health', '/api/models?limit=24', '/api/nope', '/api/chats']) {
      const { headers } = await get(url);
      expect(headers['content-type'], url).toMatch(/^application\/json/);
      // Never sniffed into a page or a script, never readable by another origin's page.
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const policy of PAGE_POLICIES)
        expect(headers[policy], `${url} ${policy}`).toBeUndefined();
    }
  });

  it('gives scripts and other files nosniff and the resource policy, not the page policies', async () => {
    const { headers } = await get(`/${ASSET}`);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('adds HSTS to every answer behind HTTPS, and only there', () => {
    const https = securityHeaders(loadConfig({ PUBLIC_URL: 'https://amora.example' }));
    expect(https.everyAnswer['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(https.documents['content-security-policy']).toContain('upgrade-insecure-requests');
    const http = securityHeaders(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }));
    expect(http.everyAnswer['strict-transport-security']).toBeUndefined();
    expect(Object.keys(http.everyAnswer).sort()).toEqual([
      'cross-origin-resource-policy',
      'x-content-type-options',
    ]);
  });

  it('tells documents from other answers by their type', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
    ])
      expect(isDocumentType(type), type).toBe(true);
    for (const type of [
      'application/json; charset=utf-8',
      'text/event-stream',
      'image/webp',
      'text/plain',
      undefined,
    ])
      expect(isDocumentType(type), String(type)).toBe(false);
  });
});

describe('compression', () => {
  it('gzips JSON when the client accepts it', async () => {
    const response = await get('/api/models', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.models).toHaveLength(6);
  });

  it('sends plain JSON to a client that does not', async () => {
    const response = await get('/api/models');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().models).toHaveLength(6);
  });
});

describe('OpenAPI', () => {
  it('documents every route with a summary and a tag at /api/docs/json', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(
      ([route, methods]) =>
        Object.entries(methods as Record<string, { summary?: string; tags?: string[] }>).map(
          ([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation }),
        ),
    );
    expect(operations.map((o) => o.key).sort()).toEqual([
      'DELETE /api/admin/discount-codes/{id}',
      'DELETE /api/admin/models/{id}',
      'DELETE /api/chats/{id}',
      'DELETE /api/chats/{id}/memories',
      'DELETE /api/chats/{id}/memories/{memoryId}',
      'DELETE /api/chats/{id}/messages',
      'DELETE /api/models/{id}',
      'DELETE /api/notifications/subscriptions',
      'DELETE /api/stripe/payment-methods/{id}',
      'DELETE /api/users/favorites/{modelId}',
      'DELETE /api/users/me',
      'DELETE /api/users/me/companions/{id}',
      'DELETE /api/users/me/companions/{id}/avatar',
      'GET /api/admin/ai-engine',
      'GET /api/admin/discount-codes',
      'GET /api/admin/models',
      'GET /api/admin/models/export',
      'GET /api/admin/models/stats',
      'GET /api/admin/models/{id}',
      'GET /api/admin/models/{id}/export/card',
      'GET /api/admin/outbox',
      'GET /api/admin/overview',
      'GET /api/admin/settings',
      'GET /api/admin/users',
      'GET /api/auth/reset-password/{token}/status',
      'GET /api/auth/session',
      'GET /api/auth/verify',
      'GET /api/chats',
      'GET /api/chats/usage',
      'GET /api/chats/{id}',
      'GET /api/chats/{id}/memories',
      'GET /api/chats/{id}/messages',
      'GET /api/companion-portraits',
      'GET /api/companion-portraits/{portrait}',
      'GET /api/config',
      'GET /api/health',
      'GET /api/media/{id}',
      'GET /api/metrics',
      'GET /api/models',
      'GET /api/models/stats/overview',
      'GET /api/models/{id}',
      'GET /api/notifications/companions',
      'GET /api/notifications/push-key',
      'GET /api/notifications/subscriptions',
      'GET /api/notifications/unsubscribe',
      'GET /api/plans',
      'GET /api/stripe/confirm-session',
      'GET /api/stripe/current-subscription',
      'GET /api/stripe/payment-methods',
      'GET /api/stripe/sandbox/sessions/{id}',
      'GET /api/stripe/user-subscriptions',
      'GET /api/support/tickets',
      'GET /api/support/tickets/{id}',
      'GET /api/users/favorites',
      'GET /api/users/me/companions',
      'GET /api/users/me/companions/{id}',
      'GET /api/users/me/companions/{id}/export',
      'GET /api/users/me/export',
      'GET /api/users/profile',
      'GET /api/users/profile-data',
      'GET /api/users/settings',
      'PATCH /api/admin/discount-codes/{id}',
      'PATCH /api/admin/users/{id}',
      'PATCH /api/chats/{id}/memories/{memoryId}',
      'PATCH /api/support/tickets/{id}',
      'PATCH /api/users/me/companions/{id}',
      'POST /api/admin/ai-engine/test',
      'POST /api/admin/discount-codes',
      'POST /api/admin/models',
      'POST /api/admin/models/import',
      'POST /api/admin/models/import/card',
      'POST /api/admin/models/import/card/preview',
      'POST /api/admin/models/import/preview',
      'POST /api/auth/forgot-password',
      'POST /api/auth/google/link',
      'POST /api/auth/google/login',
      'POST /api/auth/google/register',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/refresh',
      'POST /api/auth/register',
      'POST /api/auth/resend-verification',
      'POST /api/auth/reset-password',
      'POST /api/auth/undo-email-change',
      'POST /api/auth/verify-email',
      'POST /api/chats',
      'POST /api/chats/{id}/ai-response',
      'POST /api/chats/{id}/memories',
      'POST /api/chats/{id}/messages/{messageId}/edit',
      'POST /api/chats/{id}/read',
      'POST /api/chats/{id}/regenerate',
      'POST /api/early-access',
      'POST /api/models',
      'POST /api/notifications/subscriptions',
      'POST /api/notifications/test',
      'POST /api/notifications/unsubscribe',
      'POST /api/realtime/session',
      'POST /api/realtime/transcript',
      'POST /api/stripe/attach-payment-method',
      'POST /api/stripe/cancel-scheduled-change',
      'POST /api/stripe/cancel-subscription',
      'POST /api/stripe/create-checkout-session',
      'POST /api/stripe/create-setup-intent',
      'POST /api/stripe/customer-portal',
      'POST /api/stripe/preview-plan-change',
      'POST /api/stripe/quote',
      'POST /api/stripe/reactivate-subscription',
      'POST /api/stripe/sandbox/pay',
      'POST /api/stripe/update-subscription',
      'POST /api/stripe/webhook',
      'POST /api/support/tickets',
      'POST /api/support/tickets/{id}/escalate',
      'POST /api/support/tickets/{id}/messages',
      'POST /api/support/tickets/{id}/resolve',
      'POST /api/users/favorites/{modelId}',
      'POST /api/users/me/companions',
      'POST /api/users/me/companions/import',
      'POST /api/users/me/companions/import/preview',
      'PUT /api/admin/models/{id}',
      'PUT /api/admin/settings',
      'PUT /api/models/{id}',
      'PUT /api/notifications/companions/{companionId}',
      'PUT /api/users/me/companions/{id}/avatar',
      'PUT /api/users/me/companions/{id}/avatar/portrait',
      'PUT /api/users/me/email',
      'PUT /api/users/me/password',
      'PUT /api/users/profile',
      'PUT /api/users/profile/communication-style',
      'PUT /api/users/profile/interests',
      'PUT /api/users/settings',
    ]);
    for (const { key, operation } of operations) {
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags?.length, key).toBeGreaterThan(0);
    }
  });

  it('says which routes need a session: the cookie or a bearer token', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    const signedIn = [
      ['get', '/api/auth/verify'],
      ['post', '/api/auth/refresh'],
      ['post', '/api/auth/logout'],
      ['get', '/api/users/profile'],
      ['put', '/api/users/settings'],
      ['delete', '/api/users/me'],
      ['post', '/api/users/favorites/{modelId}'],
    ];
    for (const [method, route] of signedIn) {
      expect(document.paths[route!][method!].security, `${method} ${route}`).toEqual([
        { sessionCookie: [] },
        { bearerToken: [] },
      ]);
    }
    expect(document.paths['/api/auth/login'].post.security).toBeUndefined();
  });

  it('serves the documentation page at /api/docs', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the web app', () => {
  it.each(['/', '/en/models', '/bg/model/sophia', '/en/model/1?tab=gallery'])(
    'answers index.html for the client route %s, never cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets as immutable and other files for revalidation', async () => {
    const asset = await get(`/${ASSET}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of index.html', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
  });

  it('explains how to build the web app when it is missing', async () => {
    const response = await withoutClient.app.inject({ method: 'GET', url: '/en/models' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build:client');
    const api = await withoutClient.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
  });
});
