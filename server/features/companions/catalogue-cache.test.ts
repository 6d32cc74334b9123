import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanionCard, CompanionDetail } from '#common/contracts/companions';
import { asUser, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function sophiaInList(query = ''): Promise<CompanionCard> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/models${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().models as CompanionCard[]).find(
    (companion) => companion.slug === 'sophia',
  )!;
}

async function profileOf(slug = 'sophia'): Promise<CompanionDetail> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/models/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json().model as CompanionDetail;
}

const execute = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement);

describe('the catalogue kept in memory', () => {
  it('answers from memory while the catalogue version stands, and rereads once it moves', async () => {
    expect((await sophiaInList()).personality).toBe('Warm, witty, bookish');
    expect((await sophiaInList('?limit=2')).personality).toBe('Warm, witty, bookish');
    await profileOf();

    // A change the version does not see (its trigger off) is not seen either: proof that the
    // answers come from memory, not from a query per request.
    await execute(sql`alter table ai_models disable trigger ai_models_catalogue_version`);
    try {
      await execute(
        sql`update ai_models set personality = 'Changed quietly' where slug = 'sophia'`,
      );
    } finally {
      await execute(sql`alter table ai_models enable trigger ai_models_catalogue_version`);
    }
    expect((await sophiaInList()).personality).toBe('Warm, witty, bookish');
    expect((await sophiaInList('?limit=2')).personality).toBe('Warm, witty, bookish');
    expect((await profileOf()).personality).toBe('Warm, witty, bookish');

    // Any statement on the companions moves the version: every answer is read again.
    await execute(sql`update ai_models set rating = rating where slug = 'emma'`);
    expect((await sophiaInList()).personality).toBe('Changed quietly');
    expect((await sophiaInList('?limit=2')).personality).toBe('Changed quietly');
    expect((await profileOf()).personality).toBe('Changed quietly');
    await execute(
      sql`update ai_models set personality = 'Warm, witty, bookish' where slug = 'sophia'`,
    );
    expect((await sophiaInList()).personality).toBe('Warm, witty, bookish');
  });

  it('shows a new conversation in the counts, a change of status and a removed photo at once', async () => {
    const user = await registerUser(ctx.app, { email: 'counted@example.com' });
    const before = (await profileOf()).conversations_count;
    const opened = await asUser(ctx.app, user.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
    expect(opened.statusCode).toBe(201);
    expect((await profileOf()).conversations_count).toBe(before + 1);

    await execute(sql`update ai_models set is_active = false where slug = 'maya'`);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/models' });
      expect(
        (response.json().models as CompanionCard[]).map((companion) => companion.slug),
      ).not.toContain('maya');
    } finally {
      await execute(sql`update ai_models set is_active = true where slug = 'maya'`);
    }

    const photos = (await profileOf()).gallery.length;
    await execute(
      sql`delete from model_photos where position = 0 and model_id = (select id from ai_models where slug = 'sophia')`,
    );
    expect((await profileOf()).gallery).toHaveLength(photos - 1);
  });

  it('decides the gallery lock per viewer, not once per kept answer', async () => {
    // Emma: the test above took one of Sophia's photos away.
    const anonymous = await profileOf('emma');
    expect(anonymous.gallery.slice(2)).toEqual([
      { url: null, locked: true },
      { url: null, locked: true },
    ]);
    // Admins count as premium: the same kept answer, the premium images open.
    const admin = await registerUser(ctx.app, { email: 'gallery-admin@example.com' });
    await execute(sql`update users set role = 'admin' where email = 'gallery-admin@example.com'`);
    const response = await asUser(ctx.app, admin.token, 'GET', '/api/models/emma');
    const gallery = (response.json().model as CompanionDetail).gallery;
    expect(gallery.every((image) => !image.locked && image.url?.startsWith('/api/media/'))).toBe(
      true,
    );
    expect((await profileOf('emma')).gallery.slice(2)).toEqual(anonymous.gallery.slice(2));
  });
});
