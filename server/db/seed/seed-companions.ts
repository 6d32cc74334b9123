import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { FIRST_LOCKED_GALLERY_INDEX } from '#common/contracts/companions';
import type { CompanionSeed, PortraitLook } from '#server/features/companions';
import type { Database } from '../client';
import { companions, media, companionPhotos, siteSettings } from '../schema';
import { companionToRow } from './companion-row';
import type { Transaction } from '../client';

export type PortraitRenderer = (look: PortraitLook) => Promise<Buffer[]>;

/** An arbitrary constant naming "seeding" among advisory locks: one process seeds at a time. */
const SEED_LOCK_KEY = 7_262_100_002;
const PORTRAIT_CONTENT_TYPE = 'image/webp';
/** site_settings has one row (id 1). */
const SETTINGS_ROW_ID = 1;

/**
 * Seeds the built-in companions once per database: while `site_settings.companions_seeded_at`
 * is null it inserts those that are missing (matched by legacy id) with their four portraits and
 * records the time, in the same transaction. Later runs change nothing, so a companion an admin
 * deleted is never re-created and an admin's edits survive every restart; portraits are only
 * rendered for companions actually inserted. All or nothing: one transaction, serialised across
 * processes by an advisory lock.
 * Returns the slugs inserted.
 */
export async function seedCompanions(
  db: Database,
  seeds: readonly CompanionSeed[],
  renderPortraits: PortraitRenderer,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await companionsAlreadySeeded(tx)) return [];
    const legacyIds = seeds.map((c) => c.legacyId);
    const present = await tx
      .select({ legacyId: companions.legacyId })
      .from(companions)
      .where(inArray(companions.legacyId, legacyIds));
    const presentIds = new Set(present.map((row) => row.legacyId));
    const inserted: string[] = [];
    for (const companion of seeds) {
      if (presentIds.has(companion.legacyId)) continue;
      if (await insertCompanion(tx, companion, renderPortraits)) inserted.push(companion.slug);
    }
    await tx
      .update(siteSettings)
      .set({ companionsSeededAt: sql`now()` })
      .where(eq(siteSettings.id, SETTINGS_ROW_ID));
    return inserted;
  });
}

/** Whether the seed already ran here; creates the settings row should it be missing. */
async function companionsAlreadySeeded(tx: Transaction): Promise<boolean> {
  await tx.insert(siteSettings).values({ id: SETTINGS_ROW_ID }).onConflictDoNothing();
  const [row] = await tx
    .select({ seededAt: siteSettings.companionsSeededAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ROW_ID));
  return Boolean(row?.seededAt);
}

async function insertCompanion(
  tx: Transaction,
  companion: CompanionSeed,
  renderPortraits: PortraitRenderer,
): Promise<boolean> {
  // A model an admin created with the same slug wins: skip rather than fail the whole seed.
  const [model] = await tx
    .insert(companions)
    .values(companionToRow(companion))
    .onConflictDoNothing()
    .returning({ id: companions.id });
  if (!model) return false;

  const images = await renderPortraits(companion.portrait);
  // One image at a time, so each media row surely lands at its own gallery position.
  for (const [position, bytes] of images.entries()) {
    const [stored] = await tx
      .insert(media)
      .values({
        contentType: PORTRAIT_CONTENT_TYPE,
        bytes,
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        premium: position >= FIRST_LOCKED_GALLERY_INDEX,
      })
      .returning({ id: media.id });
    if (!stored) throw new Error(`Storing portrait ${position} of ${companion.slug} failed`);
    await tx
      .insert(companionPhotos)
      .values({ companionId: model.id, position, mediaId: stored.id });
    if (position === 0) {
      await tx
        .update(companions)
        .set({ avatarMediaId: stored.id })
        .where(eq(companions.id, model.id));
    }
  }
  return true;
}
