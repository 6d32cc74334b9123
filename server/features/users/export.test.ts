import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/users/me/export', () => {
  it('downloads every record of the user as a JSON attachment, without hashes', async () => {
    const user = await registerUser(ctx.app, { email: 'exporter@example.com', firstName: 'Ex' });
    await asUser(ctx.app, user.token, 'PUT', '/api/users/profile', {
      bio: 'My bio',
      interests: ['Art'],
    });
    await asUser(ctx.app, user.token, 'PUT', '/api/users/settings', {
      appearance: { darkMode: false },
    });
    await asUser(ctx.app, user.token, 'POST', '/api/users/favorites/sophia');

    const response = await asUser(ctx.app, user.token, 'GET', '/api/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="amora-data-exporter-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'companions',
        'conversations',
        'exportedAt',
        'favorites',
        'followUps',
        'memories',
        'notifications',
        'profile',
        'sessions',
        'settings',
        'subscriptions',
        'tickets',
        'user',
      ].sort(),
    );
    expect(data.user).toMatchObject({
      id: user.user.id,
      email: 'exporter@example.com',
      firstName: 'Ex',
      role: 'user',
    });
    expect(data.profile).toMatchObject({ bio: 'My bio', interests: ['Art'] });
    expect(data.settings.appearance).toEqual({ darkMode: false });
    expect(data.favorites).toEqual([
      expect.objectContaining({ name: 'Sophia', modelId: expect.any(String) }),
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ createdAt: expect.any(String), lastUsedAt: expect.any(String) }),
    ]);
    expect(data.conversations).toEqual([]);
    expect(data.subscriptions).toEqual([]);
    expect(data.tickets).toEqual([]);
    expect(data.memories).toEqual([]);
    expect(data.notifications).toEqual({ browsers: [], companions: [] });
    expect(data.followUps).toEqual([]);

    const text = response.body;
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/passwordHash|tokenHash|password_hash|token_hash/);
    expect(text).not.toContain(user.token);
  });
});
