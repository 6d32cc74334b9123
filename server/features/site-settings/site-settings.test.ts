import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '#server/db/schema';
import { asUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  DEFAULT_SETTINGS,
  putSettings,
  registerWithRole,
} from '#server/features/admin/admin-test-support';
import {
  DEFAULT_SITE_SETTINGS,
  forgetCachedSiteSettings,
  readSiteSettings,
  updateSiteSettings,
} from './service';

let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
});
afterEach(async () => {
  vi.useRealTimers();
  await putSettings(ctx.app, admin.token, {});
});
afterAll(() => ctx.close());

describe('site settings service', () => {
  it('starts with the default settings', async () => {
    expect(await readSiteSettings(ctx.database.db)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(DEFAULT_SITE_SETTINGS).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a write at once and records who made it', async () => {
    const db = ctx.database.db;
    await readSiteSettings(db);
    const saved = await updateSiteSettings(
      db,
      { ...DEFAULT_SETTINGS, site_name: 'Amora Test', max_file_size: 5 },
      admin.user.id,
    );
    expect(saved).toMatchObject({ site_name: 'Amora Test', max_file_size: 5 });
    expect(await readSiteSettings(db)).toEqual(saved);
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    expect(row).toMatchObject({ siteName: 'Amora Test', updatedBy: admin.user.id });
  });

  it("sees another process's change within two seconds", async () => {
    const db = ctx.database.db;
    vi.useFakeTimers({ toFake: ['Date'] });
    await readSiteSettings(db);
    // As another process would: straight to the database.
    await db.update(siteSettings).set({ aiEnabled: false }).where(eq(siteSettings.id, 1));
    expect((await readSiteSettings(db)).ai_enabled).toBe(true);
    vi.setSystemTime(Date.now() + 2_100);
    expect((await readSiteSettings(db)).ai_enabled).toBe(false);
    await db.update(siteSettings).set({ aiEnabled: true }).where(eq(siteSettings.id, 1));
    forgetCachedSiteSettings(db);
    expect((await readSiteSettings(db)).ai_enabled).toBe(true);
  });
});

describe('GET and PUT /api/admin/settings', () => {
  it('answers the settings and replaces them', async () => {
    const read = await asUser(ctx.app, admin.token, 'GET', '/api/admin/settings');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ settings: DEFAULT_SETTINGS });

    const changed = {
      site_name: '  Amora Beta ',
      maintenance_mode: false,
      registration_enabled: false,
      ai_enabled: false,
      max_file_size: 25,
      supported_formats: ['webp', 'png', 'png'],
    };
    const response = await asUser(ctx.app, admin.token, 'PUT', '/api/admin/settings', changed);
    expect(response.statusCode).toBe(200);
    const expected = {
      site_name: 'Amora Beta',
      maintenance_mode: false,
      registration_enabled: false,
      ai_enabled: false,
      max_file_size: 25,
      supported_formats: ['png', 'webp'],
    };
    expect(response.json()).toEqual({ settings: expected });
    const again = await asUser(ctx.app, admin.token, 'GET', '/api/admin/settings');
    expect(again.json()).toEqual({ settings: expected });
  });

  it.each([
    [{ max_file_size: 0 }],
    [{ max_file_size: 51 }],
    [{ max_file_size: 2.5 }],
    [{ supported_formats: [] }],
    [{ supported_formats: ['bmp'] }],
    [{ site_name: '   ' }],
    [{ site_name: 'x'.repeat(101) }],
    [{ maintenance_mode: 'yes' }],
    [{ ai_enabled: null }],
  ])('answers 400 for %j and changes nothing', async (change) => {
    const response = await asUser(ctx.app, admin.token, 'PUT', '/api/admin/settings', {
      ...DEFAULT_SETTINGS,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await readSiteSettings(ctx.database.db)).toEqual(DEFAULT_SETTINGS);
  });

  it('answers 400 for a body missing a setting', async () => {
    const { ai_enabled: _dropped, ...partial } = DEFAULT_SETTINGS;
    const response = await asUser(ctx.app, admin.token, 'PUT', '/api/admin/settings', partial);
    expect(response.statusCode).toBe(400);
  });
});
