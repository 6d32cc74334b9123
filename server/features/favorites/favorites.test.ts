import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritesListResponseSchema } from '#common/contracts/favorites';
import { companions } from '#server/db/schema';
import { asUser, createTestClock, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

const clock = createTestClock();
let ctx: TestApp;
let me: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
  me = await registerUser(ctx.app, { email: 'fan@example.com' });
  for (const row of await ctx.database.db.select().from(companions)) ids[row.slug] = row.id;
});
afterAll(() => ctx.close());

async function change(method: 'POST' | 'DELETE', companionId: string) {
  clock.advance(1000);
  return asUser(
    ctx.app,
    me.token,
    method,
    `/api/users/favorites/${encodeURIComponent(companionId)}`,
  );
}

describe('favorites', () => {
  it('adds by UUID, number or name, newest first, and answers the ids', async () => {
    expect((await change('POST', ids.sophia!)).json()).toEqual({ favorites: [ids.sophia] });
    expect((await change('POST', '2')).json().favorites).toEqual([ids.emma, ids.sophia]);
    const third = await change('POST', 'Изабел');
    expect(third.statusCode).toBe(200);
    expect(third.json().favorites).toEqual([ids.isabelle, ids.emma, ids.sophia]);
  });

  it('is idempotent both ways', async () => {
    const again = await change('POST', 'sophia');
    expect(again.json().favorites).toEqual([ids.isabelle, ids.emma, ids.sophia]);
    const removed = await change('DELETE', 'EMMA');
    expect(removed.json().favorites).toEqual([ids.isabelle, ids.sophia]);
    const removedAgain = await change('DELETE', 'emma');
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json().favorites).toEqual([ids.isabelle, ids.sophia]);
  });

  it.each(['99', 'nobody', '6f1c1b0e-0000-4000-8000-000000000000'])(
    'answers 404 for the unknown model %s',
    async (companionId) => {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await change(method, companionId);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    },
  );

  it('answers 400 for a malformed id', async () => {
    const response = await change('POST', 'so phia!');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('modelId');
  });

  it('lists the favourite companions in the contract shape, inactive ones too', async () => {
    await ctx.database.db
      .update(companions)
      .set({ isActive: false })
      .where(eq(companions.slug, 'isabelle'));
    const response = await asUser(ctx.app, me.token, 'GET', '/api/users/favorites');
    expect(response.statusCode).toBe(200);
    const { favorites } = favoritesListResponseSchema.parse(response.json());
    expect(favorites.map((f) => f.slug)).toEqual(['isabelle', 'sophia']);
    expect(favorites[1]).toMatchObject({
      id: ids.sophia,
      name: 'Sophia',
      age: 28,
      is_premium: false,
      is_active: true,
    });
    expect(favorites[0]).toMatchObject({ slug: 'isabelle', is_active: false });
    // The catalogue's cards, in the language asked for.
    const inBulgarian = await asUser(ctx.app, me.token, 'GET', '/api/users/favorites?lang=bg');
    expect(inBulgarian.json().favorites[1]).toMatchObject({ slug: 'sophia', name: 'София' });
    expect(favorites[1]!.avatar_url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.json())).not.toContain('"persona"');
  });

  it('puts the ids on the user object', async () => {
    const user = (await asUser(ctx.app, me.token, 'GET', '/api/auth/verify')).json().user;
    expect(user.favorites).toEqual([ids.isabelle, ids.sophia]);
  });

  it('goes with the companion when it is deleted', async () => {
    await ctx.database.db.delete(companions).where(eq(companions.slug, 'isabelle'));
    const response = await asUser(ctx.app, me.token, 'GET', '/api/users/favorites');
    expect(response.json().favorites.map((f: { slug: string }) => f.slug)).toEqual(['sophia']);
  });
});
