import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortraitLook } from '#server/features/companions/persona';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { companions, media, companionPhotos, siteSettings } from '../schema';
import { COMPANIONS } from './companions';
import { seedDatabase } from './index';
import { renderPortraits } from './portraits';
import { seedCompanions } from './seed-companions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(); // a copy of the seeded template
});
afterAll(() => database.drop());

/** As on a database the seed has not run on yet (e.g. one migrated before the seeding mark). */
async function forgetSeeding() {
  await database.db.update(siteSettings).set({ companionsSeededAt: null });
}

async function seededAt() {
  const [row] = await database.db
    .select({ value: siteSettings.companionsSeededAt })
    .from(siteSettings);
  return row?.value ?? null;
}

async function countRows(table: typeof companions | typeof media | typeof companionPhotos) {
  const [row] = await database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe('seedCompanions', () => {
  it('stored the six companions with four portraits each, images 3 and 4 premium', async () => {
    const models = await database.db
      .select({ id: companions.id, slug: companions.slug, avatar: companions.avatarMediaId })
      .from(companions)
      .orderBy(asc(companions.legacyId));
    expect(models.map((m) => m.slug)).toEqual(COMPANIONS.map((c) => c.slug));
    for (const model of models) {
      const photos = await database.db
        .select({ position: companionPhotos.position, mediaId: media.id, premium: media.premium })
        .from(companionPhotos)
        .innerJoin(media, eq(media.id, companionPhotos.mediaId))
        .where(eq(companionPhotos.companionId, model.id))
        .orderBy(asc(companionPhotos.position));
      expect(photos.map((p) => [p.position, p.premium])).toEqual([
        [0, false],
        [1, false],
        [2, true],
        [3, true],
      ]);
      expect(model.avatar).toBe(photos[0]?.mediaId);
    }
  });

  it('is idempotent and renders nothing when every companion exists', async () => {
    let renders = 0;
    const countingRenderer = (look: PortraitLook) => {
      renders += 1;
      return renderPortraits(look);
    };
    expect(await seedCompanions(database.db, COMPANIONS, countingRenderer)).toEqual([]);
    expect(renders).toBe(0);
    expect(await countRows(companions)).toBe(6);
    expect(await countRows(media)).toBe(24);
  });

  it("never overwrites an admin's edits", async () => {
    await database.db
      .update(companions)
      .set({ name: 'Sophie', isActive: false })
      .where(eq(companions.slug, 'sophia'));
    await seedDatabase(database.db);
    const [sophia] = await database.db
      .select({ name: companions.name, isActive: companions.isActive })
      .from(companions)
      .where(eq(companions.legacyId, 1));
    expect(sophia).toEqual({ name: 'Sophie', isActive: false });
  });

  it('recorded when it seeded, and never re-creates a companion an admin deleted', async () => {
    expect(await seededAt()).toBeInstanceOf(Date);
    await database.db.delete(companions).where(eq(companions.slug, 'emma'));
    let renders = 0;
    const countingRenderer = (look: PortraitLook) => {
      renders += 1;
      return renderPortraits(look);
    };
    expect(await seedCompanions(database.db, COMPANIONS, countingRenderer)).toEqual([]);
    expect(await seedDatabase(database.db)).toEqual({ companions: [] });
    expect(renders).toBe(0);
    expect(await countRows(companions)).toBe(5);
  });

  it('before the first seeding, adds what is missing, rendering only hers, and marks it done', async () => {
    await forgetSeeding();
    const rendered: string[] = [];
    const recordingRenderer = (look: PortraitLook) => {
      rendered.push(look.seed);
      return renderPortraits(look);
    };
    const inserted = await seedCompanions(database.db, COMPANIONS, recordingRenderer);
    expect(inserted).toEqual(['emma']);
    expect(rendered).toEqual([COMPANIONS.find((c) => c.slug === 'emma')?.portrait.seed]);
    expect(await countRows(companions)).toBe(6);
    expect(await seededAt()).toBeInstanceOf(Date);
    expect(await seedCompanions(database.db, COMPANIONS, recordingRenderer)).toEqual([]);
    expect(rendered).toHaveLength(1);
  });

  it('inserts all or nothing: a failure rolls the whole seed back, the mark included', async () => {
    await database.db.delete(companionPhotos);
    await database.db.delete(companions);
    await forgetSeeding();
    let renders = 0;
    const failingThirdTime = (look: PortraitLook) => {
      renders += 1;
      if (renders === 3) throw new Error('renderer failed');
      return renderPortraits(look);
    };
    await expect(seedCompanions(database.db, COMPANIONS, failingThirdTime)).rejects.toThrow(
      'renderer failed',
    );
    expect(await countRows(companions)).toBe(0);
    expect(await seededAt()).toBeNull();
  });
});
