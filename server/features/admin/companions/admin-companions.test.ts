import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { CompanionDetail } from '#common/contracts/companions';
import { companions } from '#server/db/schema';
import { asUser, bearer, registerUser, type TestUser } from '#server/test/accounts';
import type { TestApp } from '#server/test/test-app';
import { subscribe } from '#server/features/billing/billing-test-support';
import { registerWithRole } from '../admin-test-support';
import {
  basicFields,
  createCompanion,
  photo,
  sendForm,
  startCompanionAdminApp,
  type FormPart,
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

describe('access', () => {
  it('answers 401 to visitors and 403 to users and moderators on every route', async () => {
    const user = await registerUser(ctx.app);
    const moderator = await registerWithRole(ctx.app, ctx.database.db, 'moderator');
    const [sophia] = await ctx.database.db
      .select({ id: companions.id })
      .from(companions)
      .where(eq(companions.slug, 'sophia'));
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/models'],
      ['GET', '/api/admin/models/stats'],
      ['GET', '/api/admin/models/export'],
      ['GET', `/api/admin/models/${sophia!.id}`],
      ['POST', '/api/admin/models'],
      ['PUT', `/api/admin/models/${sophia!.id}`],
      ['DELETE', `/api/admin/models/${sophia!.id}`],
      ['POST', '/api/admin/models/import/preview'],
      ['POST', '/api/admin/models/import'],
      ['POST', '/api/models'],
      ['PUT', `/api/models/${sophia!.id}`],
      ['DELETE', `/api/models/${sophia!.id}`],
      ['GET', '/api/models/stats/overview'],
    ];
    for (const [method, url] of routes) {
      const visitor = await ctx.app.inject({ method, url });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const token of [user.token, moderator.token]) {
        const response = await asUser(ctx.app, token, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    // Nothing was deleted by the refused calls.
    expect((await get(`/api/models/${sophia!.id}`)).statusCode).toBe(200);
  });
});

describe('creating a companion with photos', () => {
  let created: AdminCompanion;

  beforeAll(async () => {
    created = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Nadia', {
        description_bg: 'Надя обича дългите разходки.',
        age: '33',
        location: 'Sofia',
        interests: 'hiking, jazz, chess',
        traits: '["curious","calm"]',
        is_premium: 'false',
        is_active: 'true',
      }),
      ...images.slice(0, 4).map((bytes, index) => photo(index, bytes)),
    ]);
  });

  it('answers 201 with the admin view: both languages, photos, stats, defaults', () => {
    expect(created).toMatchObject({
      slug: 'nadia',
      legacy_id: null,
      name: 'Nadia',
      // Blank Bulgarian texts take the English ones.
      name_bg: 'Nadia',
      personality_bg: 'Gentle, curious',
      description_bg: 'Надя обича дългите разходки.',
      age: 33,
      location: 'Sofia',
      interests: 'hiking, jazz, chess',
      traits: ['curious', 'calm'],
      tags: ['curious', 'calm'],
      category: 'friendship',
      is_active: true,
      is_premium: false,
      response_time: '2-5 minutes',
      response_time_bg: '2-5 минути',
      stats: { conversations: 0, messages: 0, rating: 0 },
    });
    expect(created.photos.map((p) => [p.position, p.premium])).toEqual([
      [0, false],
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(created.avatar_url).toBe(created.photos[0]!.url);
  });

  it('shows at once in the public catalogue and profile, images 3 and 4 locked for free users', async () => {
    const list = (await get('/api/models?search=nadia')).json() as { models: CompanionDetail[] };
    expect(list.models.map((m) => m.slug)).toEqual(['nadia']);
    const profile = (await get('/api/models/nadia')).json() as { model: CompanionDetail };
    expect(profile.model.avatar_url).toBe(created.avatar_url);
    expect(profile.model.gallery).toEqual([
      { url: created.photos[0]!.url, locked: false },
      { url: created.photos[1]!.url, locked: false },
      { url: null, locked: true },
      { url: null, locked: true },
    ]);
    const avatar = await get(created.avatar_url);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avatar.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await get(created.photos[2]!.url)).statusCode).toBe(403);
  });

  it('unlocks images 3 and 4 for a premium member', async () => {
    const member = await registerUser(ctx.app);
    await subscribe(ctx.app, member.token);
    const profile = (await get('/api/models/nadia', member.token)).json() as {
      model: CompanionDetail;
    };
    expect(profile.model.gallery.map((image) => image.url)).toEqual(
      created.photos.map((p) => p.url),
    );
    const premiumImage = await get(created.photos[3]!.url, member.token);
    expect(premiumImage.statusCode).toBe(200);
    expect(premiumImage.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('gives a second companion of the same name its own slug; a Cyrillic name is transliterated', async () => {
    const again = await createCompanion(ctx.app, admin.token, basicFields('Nadia'));
    expect(again.slug).toBe('nadia-2');
    expect(again.photos).toEqual([]);
    expect(again.avatar_url).toBe('');
    const cyrillic = await createCompanion(ctx.app, admin.token, basicFields('Щастлива Жана'));
    expect(cyrillic.slug).toBe('shtastliva-zhana');
  });
});

describe('validation', () => {
  const post = (parts: FormPart[]) =>
    sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', parts);

  it('requires name and description, with a message per field', async () => {
    const response = await post([['personality', 'Shy']]);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toMatch(/^Please fill in all required fields/);
    expect(body.fields).toEqual({
      name: 'Name is required',
      description: 'Description is required',
    });
    const blank = await post([
      ['name', '   '],
      ['description', 'x'],
    ]);
    expect(blank.json()).toMatchObject({ fields: { name: 'Name is required' } });
  });

  it('checks category, age, booleans, numbers, lists and unknown fields', async () => {
    const response = await post([
      ...basicFields('Bad', { category: 'companion', age: '17', is_premium: 'maybe' }),
      ['rating', 'high'],
      ['persona', '[1]'],
      ['favourite_colour', 'blue'],
    ]);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(fields.age).toBe('Age must be at least 18');
    expect(fields.is_premium).toBe('Must be true or false');
    expect(fields.rating).toBe('Must be a number');
    expect(fields.persona).toBe('Must be a JSON object');
    expect(fields.favourite_colour).toBe('Unknown field');
    expect(fields.category).toBeDefined();
    const unknownPersonaKey = await post([
      ...basicFields('Bad'),
      ['persona', JSON.stringify({ en: { prompt: 'Hi', mood: 'x' } })],
    ]);
    expect(unknownPersonaKey.json()).toMatchObject({
      fields: { 'persona.en.mood': 'Unknown field' },
    });
  });

  it('answers 400 (never 500) to broken or foreign bodies, and stores nothing', async () => {
    const before = await ctx.database.db.select({ id: companions.id }).from(companions);
    const json = await asUser(ctx.app, admin.token, 'POST', '/api/admin/models', {
      name: 'Json',
      description: 'Sent as JSON',
    });
    expect(json.statusCode).toBe(415);
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/models',
      headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut',
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/models',
      headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
    const strayFile = await post([
      ...basicFields('Stray'),
      { field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: images[0]! },
    ]);
    expect(strayFile.statusCode).toBe(400);
    expect(strayFile.json()).toMatchObject({ fields: { avatar: 'Unknown field' } });
    const fivePhotos = await post([
      ...basicFields('Five'),
      ...images.map((bytes, index) => photo(index, bytes)),
    ]);
    expect(fivePhotos.statusCode).toBe(400);
    expect(fivePhotos.json()).toMatchObject({ fields: { photos: 'At most 4 photos' } });
    const nul = await post([
      ...basicFields('Nul', { personality: 'a\u0000b' }),
      ['persona', '{"en":{"prompt":"x\\u0000y"}}'],
    ]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      fields: {
        personality: 'must not contain NUL characters',
        persona: 'must not contain NUL characters',
      },
    });
    for (const [name, value] of [
      ['age', '18.5'],
      ['age', '1e308'],
      ['rating', 'Infinity'],
      ['rating', '7'],
      ['traits', '[1, {"a": 2}]'],
      ['traits', '[not json'],
      ['name', 'x'.repeat(61)],
      ['keepPhotos', '["nope"]'],
    ] as const) {
      const response = await post(basicFields('Odd', { [name]: value }));
      expect(response.statusCode, `${name}=${value}: ${response.body}`).toBe(400);
    }
    const after = await ctx.database.db.select({ id: companions.id }).from(companions);
    expect(after.length).toBe(before.length);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/models/${unknown}`, admin.token)).statusCode).toBe(404);
    const put = await sendForm(
      ctx.app,
      admin.token,
      'PUT',
      `/api/admin/models/${unknown}`,
      basicFields('X'),
    );
    expect(put.statusCode).toBe(404);
    expect(
      (await asUser(ctx.app, admin.token, 'DELETE', `/api/admin/models/${unknown}`)).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/models/not-a-uuid', admin.token)).statusCode).toBe(400);
  });
});
