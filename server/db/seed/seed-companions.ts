import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { FIRST_LOCKED_GALLERY_INDEX } from '../../../common/contracts/models';
import type { CompanionSeed, PortraitLook } from '../../features/models/persona';
import type { Database } from '../client';
import { aiModels, media, modelPhotos } from '../schema';
import { companionToRow } from './companion-row';

export type PortraitRenderer = (look: PortraitLook) => Promise<Buffer[]>;

/** An arbitrary constant naming "seeding" among advisory locks: one process seeds at a time. */
const SEED_LOCK_KEY = 7_262_100_002;
const PORTRAIT_CONTENT_TYPE = 'image/webp';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts the built-in companions that are missing, matched by legacy id, with their four
 * portraits. A companion that exists is never touched, so an admin's later edits survive every
 * restart; portraits are only rendered for companions actually inserted. All or nothing: one
 * transaction, serialised across processes by an advisory lock.
 * Returns the slugs inserted.
 */
export async function seedCompanions(
  db: Database,
  companions: readonly CompanionSeed[],
  renderPortraits: PortraitRenderer,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const legacyIds = companions.map((c) => c.legacyId);
    const present = await tx
      .select({ legacyId: aiModels.legacyId })
      .from(aiModels)
      .where(inArray(aiModels.legacyId, legacyIds));
    const presentIds = new Set(present.map((row) => row.legacyId));
    const inserted: string[] = [];
    for (const companion of companions) {
      if (presentIds.has(companion.legacyId)) continue;
      if (await insertCompanion(tx, companion, renderPortraits)) inserted.push(companion.slug);
    }
    return inserted;
  });
}

async function insertCompanion(
  tx: Transaction,
  companion: CompanionSeed,
  renderPortraits: PortraitRenderer,
): Promise<boolean> {
  // A model an admin created with the same slug wins: skip rather than fail the whole seed.
  const [model] = await tx
    .insert(aiModels)
    .values(companionToRow(companion))
    .onConflictDoNothing()
    .returning({ id: aiModels.id });
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
    await tx.insert(modelPhotos).values({ modelId: model.id, position, mediaId: stored.id });
    if (position === 0) {
      await tx.update(aiModels).set({ avatarMediaId: stored.id }).where(eq(aiModels.id, model.id));
    }
  }
  return true;
}
