import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { CompanionDetail } from '#common/contracts/companions';
import { seedDatabase } from '#server/db/seed';
import { companions, media } from '#server/db/schema';
import { asUser, bearer, registerUser, type TestUser } from '#server/test/accounts';
import type { TestApp } from '#server/test/test-app';
import {
  basicFields,
  createCompanion,
  photo,
  sendForm,
  startCompanionAdminApp,
} from './admin-companions-test-support';

let ctx: TestApp;
let admin: TestUser;
let images: Buffer[];

beforeAll(async () => {
  ({ ctx, admin, images } = await startCompanionAdminApp());
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function adminModel(id: string): Promise<AdminCompanion> {
  const response = await asUser(ctx.app, admin.token, 'GET', `/api/admin/models/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { model: AdminCompanion }).model;
}

describe('editing photos', () => {
  it('keeps, reorders and appends photos; images moved across the premium line get new ids', async () => {
    const companion = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Reorder'),
      ...images.slice(0, 3).map((bytes, index) => photo(index, bytes)),
    ]);
    const [first, second, third] = companion.photos.map((p) => p.media_id);
    // Third (premium) first, drop the second, keep the first, add one new photo.
    const response = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [
        ...basicFields('Reorder', { personality: 'Bold' }),
        ['keepPhotos', JSON.stringify([third, first])],
        photo(0, images[4]!),
      ],
    );
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as { model: AdminCompanion }).model;
    expect(edited.personality).toBe('Bold');
    expect(edited.photos).toHaveLength(3);
    // The old premium image moved to the avatar: stored again, public, under a new id.
    expect(edited.photos[0]!.media_id).not.toBe(third);
    expect(edited.photos[0]!.premium).toBe(false);
    expect(edited.photos[1]!.media_id).toBe(first);
    expect(edited.photos[2]!.premium).toBe(true);
    expect(edited.avatar_url).toBe(edited.photos[0]!.url);
    const moved = await get(edited.photos[0]!.url);
    const original = await asUser(ctx.app, admin.token, 'GET', `/api/media/${first}`);
    expect(moved.statusCode).toBe(200);
    expect(original.statusCode).toBe(200);
    // Removed and replaced images are gone from the database.
    for (const gone of [second!, third!]) {
      const rows = await ctx.database.db.select().from(media).where(eq(media.id, gone));
      expect(rows).toEqual([]);
    }
    // Without keepPhotos every photo is kept; kept plus new over 4 is refused.
    const tooMany = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [...basicFields('Reorder'), photo(0, images[0]!), photo(1, images[1]!)],
    );
    expect(tooMany.statusCode).toBe(400);
    const foreign = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [
        ...basicFields('Reorder'),
        ['keepPhotos', JSON.stringify(['00000000-0000-4000-8000-000000000000'])],
      ],
    );
    expect(foreign.json()).toMatchObject({ fields: { keepPhotos: 'Unknown photo id' } });
    expect((await adminModel(companion.id)).photos).toHaveLength(3);
    const cleared = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [...basicFields('Reorder'), ['keepPhotos', '[]']],
    );
    expect((cleared.json() as { model: AdminCompanion }).model).toMatchObject({
      photos: [],
      avatar_url: '',
    });
  });

  it("edits a built-in companion's texts and persona; the public profile follows", async () => {
    const sophia = (await get('/api/admin/models?search=sophia', admin.token)).json() as {
      models: AdminCompanion[];
    };
    const companion = sophia.models[0]!;
    expect(companion.persona.en.prompt).not.toBe('');
    const persona = { ...companion.persona, en: { ...companion.persona.en, values: ['honesty'] } };
    const response = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [
        ...basicFields('Sophie', { name_bg: 'Софи', category: companion.category }),
        ['persona', JSON.stringify(persona)],
        ['keepPhotos', JSON.stringify(companion.photos.map((p) => p.media_id))],
      ],
    );
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as { model: AdminCompanion }).model;
    expect(edited.persona.en.values).toEqual(['honesty']);
    expect(edited.photos.map((p) => p.media_id)).toEqual(companion.photos.map((p) => p.media_id));
    const profile = (await get('/api/models/sophia')).json() as { model: CompanionDetail };
    expect(profile.model).toMatchObject({ name: 'Sophie', name_bg: 'Софи', legacy_id: 1 });

    // A form with only some fields leaves the others (persona, photos, age…) as they were.
    const partial = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${companion.id}`,
      [
        ['name', 'Sophia'],
        ['description', companion.description],
      ],
    );
    expect(partial.statusCode).toBe(200);
    const restored = (partial.json() as { model: AdminCompanion }).model;
    expect(restored).toMatchObject({
      name: 'Sophia',
      name_bg: 'Софи',
      age: companion.age,
      category: companion.category,
      personality: 'Gentle, curious',
      persona: persona,
    });
    expect(restored.photos).toEqual(edited.photos);
  });
});

describe('listing and figures', () => {
  it('filters by status, category and search in both languages, pages with a cursor', async () => {
    const hidden = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Hidden', {
        is_active: 'false',
        category: 'casual',
        description_bg: 'Тайнствена',
      }),
    ]);
    const inactive = (await get('/api/admin/models?status=inactive', admin.token)).json() as {
      models: AdminCompanion[];
    };
    expect(inactive.models.map((m) => m.id)).toEqual([hidden.id]);
    const bulgarian = (
      await get(`/api/admin/models?search=${encodeURIComponent('тайнств')}`, admin.token)
    ).json() as {
      models: AdminCompanion[];
    };
    expect(bulgarian.models.map((m) => m.id)).toEqual([hidden.id]);
    const casual = (await get('/api/admin/models?category=casual', admin.token)).json() as {
      models: AdminCompanion[];
    };
    expect(casual.models.every((m) => m.category === 'casual')).toBe(true);
    expect(casual.models.map((m) => m.slug)).toContain('emma');

    const all = (await get('/api/admin/models?limit=100', admin.token)).json() as {
      models: AdminCompanion[];
      nextCursor: string | null;
    };
    expect(all.nextCursor).toBeNull();
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/models?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(url, admin.token)).json() as {
        models: AdminCompanion[];
        nextCursor: string | null;
      };
      paged.push(...page.models.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.models.map((m) => m.id));
    expect(all.models.slice(0, 6).map((m) => m.legacy_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await get('/api/admin/models?cursor=bogus', admin.token)).statusCode).toBe(400);
  });

  it('counts companions, conversations and messages from the database', async () => {
    const response = await get('/api/admin/models/stats', admin.token);
    expect(response.statusCode).toBe(200);
    const stats = response.json() as Record<string, number>;
    const rows = await ctx.database.db
      .select({ isActive: companions.isActive, isPremium: companions.isPremium })
      .from(companions);
    expect(stats).toMatchObject({
      total: rows.length,
      active: rows.filter((r) => r.isActive).length,
      inactive: rows.filter((r) => !r.isActive).length,
      premium: rows.filter((r) => r.isPremium).length,
    });
    expect((await get('/api/models/stats/overview', admin.token)).json()).toEqual(stats);
  });
});

describe('deleting', () => {
  it('removes a built-in companion for good: 404 afterwards, not re-created by the seed', async () => {
    const emma = (await get('/api/models/emma')).json() as { model: CompanionDetail };
    const user = await registerUser(ctx.app);
    const opened = await asUser(ctx.app, user.token, 'POST', '/api/chats', {
      aiModelId: emma.model.id,
    });
    expect(opened.statusCode).toBe(201);
    const response = await asUser(
      ctx.app,
      admin.token,
      'DELETE',
      `/api/admin/models/${emma.model.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect((await get('/api/models/emma')).statusCode).toBe(404);
    expect((await get(`/api/admin/models/${emma.model.id}`, admin.token)).statusCode).toBe(404);
    expect((await asUser(ctx.app, user.token, 'GET', '/api/chats')).json()).toMatchObject({
      conversations: [],
    });
    expect(await seedDatabase(ctx.database.db)).toEqual({ companions: [] });
    expect((await get('/api/models/emma')).statusCode).toBe(404);
    expect((await get('/api/models/2')).statusCode).toBe(404);
  });
});
