import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { registerWithRole } from './admin-test-support';

/**
 * Every admin route, taken from the server's own route table (the OpenAPI document, which the
 * swagger plugin fills from every route as it is added), is refused to visitors (401), users
 * and moderators (403). A new admin route is covered without touching this file.
 */

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With every path parameter filled with a valid-looking UUID. */
  url: string;
}

const SOME_UUID = '3f2a8c1e-5b7d-4e9f-8a6b-1c2d3e4f5a6b';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let ctx: TestApp;
let routes: AdminRoute[];
let user: TestUser;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  // Everything under /api/admin, and admin routes elsewhere (the /api/models aliases of
  // docs/api.md): a route is an admin route by its path or by its `admin` tag.
  const isAdmin = (path: string, operation: { tags?: string[] } | undefined) =>
    path.startsWith('/api/admin') || (operation?.tags ?? []).includes('admin');
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => method in operations && isAdmin(path, operations[method])).map(
      (method) => ({
        method: method.toUpperCase() as AdminRoute['method'],
        url: path.replace(/\{[^}]+\}/g, SOME_UUID),
      }),
    ),
  );
  user = await registerUser(ctx.app);
  moderator = await registerWithRole(ctx.app, ctx.database.db, 'moderator');
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
});
afterAll(() => ctx.close());

function call(route: AdminRoute, token: string | null) {
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  if (token) return asUser(ctx.app, token, route.method, route.url, body);
  return ctx.app.inject({
    method: route.method,
    url: route.url,
    ...(body ? { payload: body } : {}),
  });
}

describe('the admin route table', () => {
  it('holds every admin feature', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/users',
        `PATCH /api/admin/users/${SOME_UUID}`,
        'GET /api/admin/discount-codes',
        'POST /api/admin/discount-codes',
        `PATCH /api/admin/discount-codes/${SOME_UUID}`,
        `DELETE /api/admin/discount-codes/${SOME_UUID}`,
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/outbox',
        'GET /api/admin/ai-engine',
        'POST /api/admin/ai-engine/test',
        // Character Cards of catalogue companions (decision 021).
        'POST /api/admin/models/import/card/preview',
        'POST /api/admin/models/import/card',
        `GET /api/admin/models/${SOME_UUID}/export/card`,
      ]),
    );
    // Companion management is among them, so every test below covers it too.
    expect(routes.some((route) => route.url.startsWith('/api/admin/models'))).toBe(true);
  });

  it('asks a visitor to sign in (401) on every admin route', async () => {
    for (const route of routes) {
      const response = await call(route, null);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses users and moderators (403) on every admin route', async () => {
    for (const [who, member] of [
      ['user', user],
      ['moderator', moderator],
    ] as const) {
      for (const route of routes) {
        const response = await call(route, member.token);
        expect(response.statusCode, `${who}: ${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets an admin through, and answers an empty request without a server error', async () => {
    for (const route of routes) {
      const response = await call(route, admin.token);
      const label = `${route.method} ${route.url}: ${response.statusCode} ${response.body}`;
      expect([401, 403], label).not.toContain(response.statusCode);
      expect(response.statusCode, label).toBeLessThan(500);
    }
  });
});
