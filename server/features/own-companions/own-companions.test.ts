import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanionCard, CompanionsListResponse } from '#common/contracts/companions';
import type { OwnCompanion, OwnCompanionsResponse } from '#common/contracts/own-companions';
import { companions, conversations, media } from '#server/db/schema';
import { registerWithRole } from '#server/features/admin/admin-test-support';
import { sendForm } from '#server/features/admin/companions/admin-companions-test-support';
import { subscribe } from '#server/features/billing/billing-test-support';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { bulgarianDraft, createOwn, englishDraft } from './own-companions-test-support';

let ctx: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let nadia: OwnCompanion;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  alice = await registerUser(ctx.app);
  bob = await registerUser(ctx.app);
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
  nadia = await createOwn(ctx.app, alice.token);
});
afterAll(() => ctx.close());

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08080' } })
    .png()
    .toBuffer();

describe('creating and listing', () => {
  it('stores her as written, private to her owner, with the plan limit in the list', async () => {
    expect(nadia).toMatchObject({
      name: 'Nadia',
      name_bg: '',
      language: 'en',
      machine_translated: null,
      age: 29,
      location: 'Lisbon',
      allows_explicit: false,
      conversations_count: 0,
    });
    expect(nadia.persona.en.backstory.career).toContain('sailing boats');
    expect(nadia.persona.en.appearance).toContain('dark curls');
    const list = await asUser(ctx.app, alice.token, 'GET', '/api/users/me/companions');
    expect(list.json()).toMatchObject({ limit: 1, used: 1, canCreate: false });
    expect((list.json() as OwnCompanionsResponse).companions.map((c) => c.id)).toEqual([nadia.id]);
  });

  it('refuses a second companion on the free plan', async () => {
    const second = await asUser(ctx.app, alice.token, 'POST', '/api/users/me/companions', {
      ...englishDraft('Mira'),
    });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'COMPANION_LIMIT_REACHED', limit: 1, used: 1 });
  });

  it("shows her first in the owner's catalogue (flagged owned, in either language) and nobody else's", async () => {
    const mine = await asUser(ctx.app, alice.token, 'GET', '/api/models?lang=bg');
    const cards = (mine.json() as CompanionsListResponse).models;
    expect(cards[0]).toMatchObject({
      id: nadia.id,
      owned: true,
      name: 'Nadia',
      location: 'Lisbon',
    });
    const theirs = await asUser(ctx.app, bob.token, 'GET', '/api/models');
    expect((theirs.json() as CompanionsListResponse).models.map((c) => c.id)).not.toContain(
      nadia.id,
    );
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/models' });
    expect((visitor.json() as CompanionsListResponse).models.map((c) => c.id)).not.toContain(
      nadia.id,
    );
    const profile = await asUser(ctx.app, alice.token, 'GET', `/api/models/${nadia.slug}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ model: { id: nadia.id, owned: true } });
  });

  it("requires the written language's name, and keeps the other language empty", async () => {
    const user = await registerUser(ctx.app);
    const missing = await asUser(ctx.app, user.token, 'POST', '/api/users/me/companions', {
      language: 'bg',
      name: 'Only English',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('name_bg');
    const desi = await createOwn(ctx.app, user.token, bulgarianDraft());
    expect(desi).toMatchObject({ language: 'bg', name: '', name_bg: 'Десислава' });
    const card = await asUser(ctx.app, user.token, 'GET', '/api/models?lang=en');
    expect((card.json() as CompanionsListResponse).models[0]).toMatchObject({
      id: desi.id,
      name: 'Десислава',
      location: 'Пловдив',
    });
  });

  it('strips markup from every text', async () => {
    const user = await registerUser(ctx.app);
    const made = await createOwn(
      ctx.app,
      user.token,
      englishDraft('Lea', {
        description: 'Lea <b>loves</b> the sea.<script>alert(1)</script>',
      }),
    );
    expect(made.description).toBe('Lea loves the sea.');
  });
});

describe('under 18', () => {
  it.each([
    ['description', { description: 'She is 16 and loves the sea.' }],
    [
      'persona.en.backstory.childhood',
      { persona: { en: { backstory: { childhood: 'a 15-year-old girl' } } } },
    ],
    [
      'persona.bg.backstory.current_situation',
      { persona: { bg: { backstory: { current_situation: 'Тя е на 16 години.' } } } },
    ],
    ['description_bg', { description_bg: 'Шестнадесетгодишна ученичка.' }],
  ])('refuses a form that states an age under 18 in %s', async (field, extra) => {
    const user = await registerUser(ctx.app);
    const response = await asUser(ctx.app, user.token, 'POST', '/api/users/me/companions', {
      ...englishDraft('Young'),
      persona: undefined,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNDER_18', field });
    const list = await asUser(ctx.app, user.token, 'GET', '/api/users/me/companions');
    expect(list.json()).toMatchObject({ used: 0 });
  });

  it('refuses an age under 18 and an edit that states one', async () => {
    const young = await asUser(ctx.app, bob.token, 'POST', '/api/users/me/companions', {
      ...englishDraft('Young'),
      age: 17,
    });
    expect(young.statusCode).toBe(400);
    const edit = await asUser(
      ctx.app,
      alice.token,
      'PATCH',
      `/api/users/me/companions/${nadia.id}`,
      {
        personality_bg: 'Мила, на 15 години',
      },
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ code: 'UNDER_18', field: 'personality_bg' });
  });
});

describe('editing', () => {
  it('changes only the fields sent and the persona of the language named', async () => {
    const response = await asUser(
      ctx.app,
      alice.token,
      'PATCH',
      `/api/users/me/companions/${nadia.id}`,
      {
        location: 'Porto',
        name_bg: 'Надя',
        persona: { bg: { values: ['честност'] } },
      },
    );
    expect(response.statusCode).toBe(200);
    const edited = (response.json() as { companion: OwnCompanion }).companion;
    expect(edited).toMatchObject({ location: 'Porto', name: 'Nadia', name_bg: 'Надя', age: 29 });
    expect(edited.persona.en.backstory.career).toContain('sailing boats');
    expect(edited.persona.bg.values).toEqual(['честност']);
    nadia = edited;
  });

  it('refuses to empty the written name and to allow explicit content while the setting is off', async () => {
    const empty = await asUser(
      ctx.app,
      alice.token,
      'PATCH',
      `/api/users/me/companions/${nadia.id}`,
      {
        name: '',
      },
    );
    expect(empty.statusCode).toBe(400);
    const explicit = await asUser(
      ctx.app,
      alice.token,
      'PATCH',
      `/api/users/me/companions/${nadia.id}`,
      { allows_explicit: true },
    );
    expect(explicit.statusCode).toBe(400);
    expect(explicit.json().fields).toHaveProperty('allows_explicit');
  });
});

describe('avatar', () => {
  it('re-encodes an upload as WebP, served to the owner only', async () => {
    const upload = await sendForm(
      ctx.app,
      alice.token,
      'PUT',
      `/api/users/me/companions/${nadia.id}/avatar`,
      [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: await png() }],
    );
    expect(upload.statusCode).toBe(200);
    const url = (upload.json() as { companion: OwnCompanion }).companion.avatar_url;
    expect(url).toMatch(/^\/api\/media\//);
    const mine = await asUser(ctx.app, alice.token, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toMatch(/^private/);
    expect((await asUser(ctx.app, bob.token, 'GET', url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (415)', async () => {
    const upload = await sendForm(
      ctx.app,
      alice.token,
      'PUT',
      `/api/users/me/companions/${nadia.id}/avatar`,
      [
        {
          field: 'avatar',
          filename: 'x.png',
          contentType: 'image/png',
          bytes: Buffer.from('not an image'),
        },
      ],
    );
    expect(upload.statusCode).toBe(415);
  });

  it('takes a generated portrait and replaces the old image', async () => {
    const before = (
      await asUser(ctx.app, alice.token, 'GET', `/api/users/me/companions/${nadia.id}`)
    ).json() as { companion: OwnCompanion };
    const response = await asUser(
      ctx.app,
      alice.token,
      'PUT',
      `/api/users/me/companions/${nadia.id}/avatar/portrait`,
      { portrait: 'portrait-3' },
    );
    expect(response.statusCode).toBe(200);
    const after = (response.json() as { companion: OwnCompanion }).companion;
    expect(after.portrait).toBe('portrait-3');
    expect(after.avatar_url).not.toBe(before.companion.avatar_url);
    const oldId = before.companion.avatar_url.split('/').at(-1)!;
    expect(await ctx.database.db.select().from(media).where(eq(media.id, oldId))).toEqual([]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/companion-portraits' });
    expect(list.json().portraits).toHaveLength(8);
    const image = await ctx.app.inject({
      method: 'GET',
      url: '/api/companion-portraits/portrait-3',
    });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('removes her picture: no avatar, and the stored image is gone', async () => {
    const upload = await sendForm(
      ctx.app,
      alice.token,
      'PUT',
      `/api/users/me/companions/${nadia.id}/avatar`,
      [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: await png() }],
    );
    const url = (upload.json() as { companion: OwnCompanion }).companion.avatar_url;
    const path = `/api/users/me/companions/${nadia.id}/avatar`;
    expect((await asUser(ctx.app, bob.token, 'DELETE', path)).statusCode).toBe(404);
    const removed = await asUser(ctx.app, alice.token, 'DELETE', path);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ companion: { avatar_url: '', portrait: null } });
    expect((await asUser(ctx.app, alice.token, 'GET', url)).statusCode).toBe(404);
  });
});

describe("another user's companion is 404 everywhere", () => {
  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', `/api/users/me/companions/${id}`],
    ['PATCH', `/api/users/me/companions/${id}`, { location: 'Nowhere' }],
    ['DELETE', `/api/users/me/companions/${id}?confirm=true`],
    ['PUT', `/api/users/me/companions/${id}/avatar/portrait`, { portrait: 'portrait-1' }],
    ['DELETE', `/api/users/me/companions/${id}/avatar`],
    ['GET', `/api/users/me/companions/${id}/export?format=json`],
    ['GET', `/api/users/me/companions/${id}/export?format=png`],
    ['GET', `/api/models/${id}`],
    ['POST', '/api/chats', { aiModelId: id }],
    ['POST', `/api/users/favorites/${id}`],
  ];

  it('for another user and (for the companion routes) for an admin', async () => {
    for (const [method, url, body] of routes(nadia.id)) {
      const response = await asUser(ctx.app, bob.token, method as 'GET', url, body);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const byAdmin = await asUser(ctx.app, admin.token, 'GET', `/api/admin/models/${nadia.id}`);
    expect(byAdmin.statusCode).toBe(404);
    const adminExport = await asUser(
      ctx.app,
      admin.token,
      'GET',
      `/api/admin/models/${nadia.id}/export/card`,
    );
    expect(adminExport.statusCode).toBe(404);
    const adminList = await asUser(ctx.app, admin.token, 'GET', '/api/admin/models?limit=100');
    expect(adminList.json().models.map((m: { id: string }) => m.id)).not.toContain(nadia.id);
    const exported = await asUser(ctx.app, admin.token, 'GET', '/api/admin/models/export');
    expect(exported.body).not.toContain(nadia.id);
    const slug = await asUser(ctx.app, bob.token, 'GET', `/api/models/${nadia.slug}`);
    expect(slug.statusCode).toBe(404);
    const stillThere = await asUser(
      ctx.app,
      alice.token,
      'GET',
      `/api/users/me/companions/${nadia.id}`,
    );
    expect(stillThere.json()).toMatchObject({ companion: { location: 'Porto' } });
  });

  it("and the avatar upload of another user's companion", async () => {
    const upload = await sendForm(
      ctx.app,
      bob.token,
      'PUT',
      `/api/users/me/companions/${nadia.id}/avatar`,
      [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: await png() }],
    );
    expect(upload.statusCode).toBe(404);
  });
});

describe('plan limits under concurrent creation', () => {
  it("lets only the limit's worth of parallel creations through (free 1, premium 10)", async () => {
    const free = await registerUser(ctx.app);
    const freeResults = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        asUser(ctx.app, free.token, 'POST', '/api/users/me/companions', englishDraft(`Free ${i}`)),
      ),
    );
    expect(freeResults.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(freeResults.filter((r) => r.statusCode === 403)).toHaveLength(4);

    const premium = await registerUser(ctx.app);
    await subscribe(ctx.app, premium.token, 'premium');
    const premiumResults = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        asUser(
          ctx.app,
          premium.token,
          'POST',
          '/api/users/me/companions',
          englishDraft(`Premium ${i}`),
        ),
      ),
    );
    expect(premiumResults.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const list = await asUser(ctx.app, premium.token, 'GET', '/api/users/me/companions');
    expect(list.json()).toMatchObject({ limit: 10, used: 10, canCreate: false });
  });

  it('is unlimited on pro', async () => {
    const pro = await registerUser(ctx.app);
    await subscribe(ctx.app, pro.token, 'pro');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        asUser(ctx.app, pro.token, 'POST', '/api/users/me/companions', englishDraft(`Pro ${i}`)),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const list = await asUser(ctx.app, pro.token, 'GET', '/api/users/me/companions');
    expect(list.json()).toMatchObject({ limit: null, used: 12, canCreate: true });
  });
});

describe('deleting', () => {
  it('asks for confirmation with the counts, then deletes her conversations in one go', async () => {
    const user = await registerUser(ctx.app);
    const mira = await createOwn(ctx.app, user.token, englishDraft('Mira'));
    const chat = await openChat(ctx.app, user.token, mira.id);
    await sendOk(ctx.app, user.token, chat.id, 'Hello Mira!');
    await asUser(ctx.app, user.token, 'POST', `/api/users/favorites/${mira.id}`);
    const ask = await asUser(ctx.app, user.token, 'DELETE', `/api/users/me/companions/${mira.id}`);
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      conversations: 1,
      messages: 2,
    });
    const done = await asUser(
      ctx.app,
      user.token,
      'DELETE',
      `/api/users/me/companions/${mira.id}?confirm=true`,
    );
    expect(done.statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.id));
    expect(rows).toEqual([]);
    const chats = await asUser(ctx.app, user.token, 'GET', '/api/chats');
    expect(chats.json().conversations).toEqual([]);
    const favorites = await asUser(ctx.app, user.token, 'GET', '/api/users/favorites');
    expect((favorites.json() as { favorites: CompanionCard[] }).favorites).toEqual([]);
  });
});

describe('the account', () => {
  it('"Download my data" lists her, and deleting the account deletes her', async () => {
    const user = await registerUser(ctx.app);
    const made = await createOwn(ctx.app, user.token, englishDraft('Ines'));
    const data = await asUser(ctx.app, user.token, 'GET', '/api/users/me/export');
    expect(data.json().companions).toEqual([
      expect.objectContaining({ id: made.id, name: 'Ines', location: 'Lisbon' }),
    ]);
    const deleted = await asUser(ctx.app, user.token, 'DELETE', '/api/users/me', {
      password: user.password,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(companions).where(eq(companions.id, made.id));
    expect(rows).toEqual([]);
  });

  it('"Download my data" names a companion written only in Bulgarian by her Bulgarian name', async () => {
    const user = await registerUser(ctx.app);
    const made = await createOwn(ctx.app, user.token, bulgarianDraft('Веселина'));
    await asUser(ctx.app, user.token, 'POST', `/api/users/favorites/${made.id}`);
    const data = (await asUser(ctx.app, user.token, 'GET', '/api/users/me/export')).json();
    expect(data.companions).toEqual([
      expect.objectContaining({ id: made.id, name_bg: 'Веселина' }),
    ]);
    expect(data.favorites).toEqual([
      { modelId: made.id, name: 'Веселина', addedAt: expect.any(String) },
    ]);
  });
});
