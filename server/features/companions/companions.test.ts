import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_MAX_BYTES,
  companionCardSchema,
  type CompanionCard,
  type CompanionDetail,
} from '#common/contracts/companions';
import { LANGUAGES } from '#common/i18n/languages';
import { companions, users } from '#server/db/schema';
import { COMPANIONS } from '#server/db/seed/companions';
import { asUser, PASSWORD, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function list(
  query = '',
): Promise<{ status: number; models: CompanionCard[]; body: unknown }> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/models${query}` });
  const body = response.json();
  return { status: response.statusCode, models: body.models ?? [], body };
}

async function profile(id: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/models/${encodeURIComponent(id)}`,
  });
  return { status: response.statusCode, body: response.json() };
}

const slugs = (companions: CompanionCard[]) => companions.map((m) => m.slug);
const companion = (slug: string) => COMPANIONS.find((c) => c.slug === slug)!;

describe('GET /api/models', () => {
  it('lists the six active companions in number order, as cards in English by default', async () => {
    const { status, models: companions } = await list();
    expect(status).toBe(200);
    expect(slugs(companions)).toEqual(['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia']);
    const sophia = companions[0]!;
    const seed = companion('sophia');
    // Exactly the card's fields: the rest of the profile comes from GET /api/models/{id}.
    expect(sophia).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'sophia',
      name: 'Sophia',
      personality: seed.en.personality,
      avatar_url: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}$/),
      is_active: true,
      is_premium: false,
      age: 28,
      location: seed.en.location,
      interests: seed.en.interests.slice(0, 3),
      more_interests: seed.en.interests.length - 3,
    });
    expect((await list('?lang=en')).models).toEqual(companions);
  });

  it('answers the cards in Bulgarian with lang=bg, and only in Bulgarian', async () => {
    const { status, models: companions, body } = await list('?lang=bg');
    expect(status).toBe(200);
    const sophia = companions[0]!;
    const seed = companion('sophia');
    expect(sophia).toMatchObject({
      slug: 'sophia',
      name: 'София',
      personality: seed.bg.personality,
      location: seed.bg.location,
      interests: seed.bg.interests.slice(0, 3),
      more_interests: seed.bg.interests.length - 3,
    });
    const text = JSON.stringify(body);
    for (const english of [seed.en.personality, seed.en.interests[0]!, seed.en.location!]) {
      expect(text).not.toContain(english);
    }
  });

  it.each(LANGUAGES)(
    'keeps every card of the seeded companions within the budget in %s',
    async (language) => {
      const { models: companions } = await list(`?lang=${language}&limit=24`);
      expect(companions).toHaveLength(6);
      for (const card of companions) {
        expect(companionCardSchema.strict().parse(card)).toEqual(card);
        const bytes = Buffer.byteLength(JSON.stringify(card));
        expect(bytes, `${card.slug} in ${language}: ${bytes} bytes`).toBeLessThanOrEqual(
          CARD_MAX_BYTES,
        );
      }
    },
  );

  it('answers 400 VALIDATION_FAILED for a language it does not speak', async () => {
    const { status, body } = await list('?lang=de');
    expect(status).toBe(400);
    expect((body as { fields: Record<string, string> }).fields).toHaveProperty('lang');
  });

  it('never sends the persona (secrets, prompt)', async () => {
    const { body } = await list('?status=all');
    const text = JSON.stringify(body);
    expect(text).not.toContain('"persona"');
    expect(text).not.toContain(companion('sophia').en.prompt.slice(0, 40));
    expect(text).not.toContain(companion('sophia').en.secrets[0]!);
  });

  it('searches English text ignoring case', async () => {
    const { models: companions } = await list('?search=MYSTERIOUS');
    expect(slugs(companions)).toContain('isabelle');
    for (const model of companions) {
      const seed = companion(model.slug);
      const haystack = [seed.en.name, seed.en.personality, seed.en.description, seed.bg.name]
        .concat([seed.bg.personality, seed.bg.description])
        .join(' ');
      expect(haystack.toLowerCase()).toContain('mysterious');
    }
  });

  it('searches Bulgarian text ignoring case (Cyrillic upper case)', async () => {
    const word = companion('isabelle').bg.personality.split(',')[0]!.trim().toUpperCase();
    const { models: companions } = await list(`?search=${encodeURIComponent(word)}`);
    expect(slugs(companions)).toContain('isabelle');
    const byName = await list(`?search=${encodeURIComponent('СОФИЯ')}`);
    expect(slugs(byName.models)).toEqual(['sophia']);
  });

  it('treats % and _ as literal characters, not wildcards', async () => {
    expect((await list('?search=%25')).models).toEqual([]);
    expect((await list('?search=_')).models).toEqual([]);
    expect((await list('?search=')).models).toHaveLength(6);
  });

  it('filters by status and category', async () => {
    await ctx.database.db
      .update(companions)
      .set({ isActive: false })
      .where(eq(companions.slug, 'giulia'));
    try {
      expect(slugs((await list()).models)).not.toContain('giulia');
      expect(slugs((await list('?status=active')).models)).toHaveLength(5);
      // Switched-off companions are not public: for anyone but an admin, status is ignored.
      expect(slugs((await list('?status=inactive')).models)).toHaveLength(5);
      expect(slugs((await list('?status=all')).models)).not.toContain('giulia');
      const member = await registerUser(ctx.app, { email: 'status-member@example.com' });
      const asMember = await asUser(ctx.app, member.token, 'GET', '/api/models?status=inactive');
      expect(asMember.statusCode).toBe(200);
      expect(slugs((asMember.json() as { models: CompanionCard[] }).models)).toHaveLength(5);
      const admin = await registerUser(ctx.app, { email: 'status-admin@example.com' });
      await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
      const byAdmin = (query: string) =>
        asUser(ctx.app, admin.token, 'GET', `/api/models${query}`).then(
          (response) => (response.json() as { models: CompanionCard[] }).models,
        );
      expect(slugs(await byAdmin('?status=inactive'))).toEqual(['giulia']);
      expect(slugs(await byAdmin('?status=all'))).toHaveLength(6);
      expect(slugs(await byAdmin(''))).not.toContain('giulia');
    } finally {
      await ctx.database.db
        .update(companions)
        .set({ isActive: true })
        .where(eq(companions.slug, 'giulia'));
    }
    const romance = await list('?category=romance');
    expect(slugs(romance.models)).toEqual(['sophia', 'isabelle', 'lucia']);
  });

  it.each([
    ['?status=deleted', 'status'],
    ['?category=spicy', 'category'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 VALIDATION_FAILED for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((body as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect((body as { error: string }).error).toMatch(/^Invalid query: /);
  });
});

describe('GET /api/models in pages', () => {
  it('pages through every companion in listing order with limit and cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
      const { status, body } = await list(query);
      expect(status).toBe(200);
      const page = body as { models: CompanionCard[]; nextCursor: string | null };
      expect(page.models.length).toBeLessThanOrEqual(4);
      seen.push(...slugs(page.models));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia']);
  });

  it('answers every companion and no cursor without a limit', async () => {
    const { body } = await list();
    expect((body as { nextCursor: unknown }).nextCursor).toBeNull();
    expect((body as { models: unknown[] }).models).toHaveLength(6);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=5&cursor=not-a-cursor', 'cursor'],
  ])('answers 400 VALIDATION_FAILED for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((body as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });
});

describe('conversations_count', () => {
  const mayaCount = async () => (await profile('maya')).body.model.conversations_count as number;

  it('follows conversations as they start and as their users leave', async () => {
    const before = await mayaCount();
    const user = await registerUser(ctx.app, { email: 'counted@example.com' });
    const opened = await asUser(ctx.app, user.token, 'POST', '/api/chats', { aiModelId: 'maya' });
    expect(opened.statusCode).toBe(201);
    // Opening it again answers the same conversation: still one more.
    await asUser(ctx.app, user.token, 'POST', '/api/chats', { aiModelId: 'maya' });
    expect(await mayaCount()).toBe(before + 1);

    const deleted = await asUser(ctx.app, user.token, 'DELETE', '/api/users/me', {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await mayaCount()).toBe(before);
  });
});

describe('GET /api/models/:id', () => {
  it('finds a companion by UUID, by number and by name in either language and any case', async () => {
    const { models: companions } = await list();
    const emma = companions.find((m) => m.slug === 'emma')!;
    for (const id of [emma.id, '2', 'emma', 'EMMA', 'Ема', 'ЕМА']) {
      const { status, body } = await profile(id);
      expect(status, id).toBe(200);
      expect(body.model.id).toBe(emma.id);
    }
  });

  it('sends a gallery of four whose images 3 and 4 are locked without their address', async () => {
    const { body } = await profile('sophia');
    const gallery = (body.model as CompanionDetail).gallery;
    expect(gallery).toHaveLength(4);
    expect(gallery[0]).toEqual({ url: body.model.avatar_url, locked: false });
    expect(gallery[1]).toMatchObject({ locked: false });
    expect(gallery[1]!.url).toMatch(/^\/api\/media\//);
    expect(gallery.slice(2)).toEqual([
      { url: null, locked: true },
      { url: null, locked: true },
    ]);
  });

  it.each(['99', '0', '99999999999', 'nobody', '6f1c1b0e-0000-4000-8000-000000000000'])(
    'answers 404 NOT_FOUND for the unknown id %s',
    async (id) => {
      const { status, body } = await profile(id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND' });
      expect(body.error).toContain(id);
    },
  );

  it.each(['so phia', 'emma!', "x'; drop table ai_models; --", 'a'.repeat(65)])(
    'answers 400 VALIDATION_FAILED for the malformed id %j',
    async (id) => {
      const { status, body } = await profile(id);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(body.fields).toHaveProperty('id');
    },
  );
});
