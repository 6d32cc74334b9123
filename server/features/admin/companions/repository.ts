import { and, asc, count, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { CompanionCategory, CompanionStatusFilter } from '#common/contracts/companions';
import type { Queryable, Transaction } from '#server/db/client';
import { companions, conversations, media, messages, companionPhotos } from '#server/db/schema';
import type { ListPosition } from '#server/features/companions';
import type { EditableCompanionValues } from './companion-values';

export type AdminCompanionRow = typeof companions.$inferSelect;

/**
 * Companion management is the catalogue's: users' private companions (owner set) are neither
 * listed, counted, found, edited, exported nor deleted here (docs/decisions/021).
 */
const catalogueOnly = isNull(companions.ownerUserId);
const catalogueRow = (id: string) => and(catalogueOnly, eq(companions.id, id));

/** Built-in companions by number, then the others by name (as the public catalogue lists them). */
const NO_LEGACY_ID = 2_147_483_647;
const sortNumber = sql<number>`coalesce(${companions.legacyId}, ${NO_LEGACY_ID})`;

/** Where a page ends: the sort key of its last row (the same order as the public listing). */
export type { ListPosition };

export interface AdminCompanionFilter {
  search?: string;
  category?: CompanionCategory;
  status: CompanionStatusFilter;
  after?: ListPosition;
  limit: number;
}

/** `%` and `_` typed into search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const SEARCHED_COLUMNS = [
  companions.name,
  companions.nameBg,
  companions.personality,
  companions.personalityBg,
  companions.description,
  companions.descriptionBg,
];

/** One page (limit + 1 rows, so the caller knows whether another page follows). */
export async function findCompanionPage(db: Queryable, filter: AdminCompanionFilter) {
  const conditions: SQL[] = [catalogueOnly];
  if (filter.status !== 'all') conditions.push(eq(companions.isActive, filter.status === 'active'));
  if (filter.category) conditions.push(eq(companions.category, filter.category));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(...SEARCHED_COLUMNS.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }
  if (filter.after) {
    const { sortNumber: number, name, id } = filter.after;
    conditions.push(
      sql`(${sortNumber}, ${companions.name}, ${companions.id}) > (${number}, ${name}, ${id})`,
    );
  }
  const rows = await db
    .select({ companion: companions, sortNumber })
    .from(companions)
    .where(and(...conditions))
    .orderBy(asc(sortNumber), asc(companions.name), asc(companions.id))
    .limit(filter.limit + 1);
  return rows;
}

export async function findCompanionRow(
  db: Queryable,
  id: string,
): Promise<AdminCompanionRow | null> {
  const [row] = await db.select().from(companions).where(catalogueRow(id));
  return row ?? null;
}

export async function findCompanionRowsBySlug(db: Queryable, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(companions)
    .where(and(catalogueOnly, inArray(companions.slug, [...slugs])));
}

export async function findAllCompanionRows(db: Queryable) {
  return db
    .select()
    .from(companions)
    .where(catalogueOnly)
    .orderBy(asc(sortNumber), asc(companions.name), asc(companions.id));
}

export interface PhotoRow {
  companionId: string;
  position: number;
  mediaId: string;
  /** The stored image's flag: served to premium viewers only. */
  premium: boolean;
}

export async function findPhotos(
  db: Queryable,
  companionIds: readonly string[],
): Promise<PhotoRow[]> {
  if (companionIds.length === 0) return [];
  return db
    .select({
      companionId: companionPhotos.companionId,
      position: companionPhotos.position,
      mediaId: companionPhotos.mediaId,
      premium: media.premium,
    })
    .from(companionPhotos)
    .innerJoin(media, eq(media.id, companionPhotos.mediaId))
    .where(inArray(companionPhotos.companionId, [...companionIds]))
    .orderBy(asc(companionPhotos.companionId), asc(companionPhotos.position));
}

export interface CompanionCounts {
  conversations: number;
  messages: number;
}

/** Conversations and messages per model, two grouped queries for a whole page. */
export async function countActivity(
  db: Queryable,
  companionIds: readonly string[],
): Promise<Map<string, CompanionCounts>> {
  const counts = new Map<string, CompanionCounts>(
    companionIds.map((id) => [id, { conversations: 0, messages: 0 }]),
  );
  if (companionIds.length === 0) return counts;
  const ids = [...companionIds];
  const [conversationRows, messageRows] = await Promise.all([
    db
      .select({ companionId: conversations.companionId, value: count() })
      .from(conversations)
      .where(inArray(conversations.companionId, ids))
      .groupBy(conversations.companionId),
    db
      .select({ companionId: conversations.companionId, value: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(conversations.companionId, ids))
      .groupBy(conversations.companionId),
  ]);
  for (const row of conversationRows) counts.get(row.companionId)!.conversations = row.value;
  for (const row of messageRows) counts.get(row.companionId)!.messages = row.value;
  return counts;
}

/** The figures of the management screen's header. */
export async function countOverview(db: Queryable) {
  const [[models], [conversationCount], [messageCount]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${companions.isActive})::int`,
        premium: sql<number>`count(*) filter (where ${companions.isPremium})::int`,
      })
      .from(companions)
      .where(catalogueOnly),
    db.select({ value: count() }).from(conversations),
    db.select({ value: count() }).from(messages),
  ]);
  return {
    total: models?.total ?? 0,
    active: models?.active ?? 0,
    premium: models?.premium ?? 0,
    conversations: conversationCount?.value ?? 0,
    messages: messageCount?.value ?? 0,
  };
}

/** Serialises choosing slugs (creates, imports): an arbitrary constant among advisory lock keys. */
const SLUG_LOCK_KEY = 7_262_100_007;

/** Held until the transaction ends. */
export async function lockSlugs(db: Transaction): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_KEY})`);
}

/** Slugs in use that start with `base` (to pick a free one for a new companion). */
export async function findSlugsLike(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: companions.slug })
    .from(companions)
    .where(like(companions.slug, `${base}%`));
  return new Set(rows.map((row) => row.slug));
}

export async function isLegacyIdTaken(db: Queryable, legacyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companions.id })
    .from(companions)
    .where(eq(companions.legacyId, legacyId));
  return Boolean(row);
}

export async function insertCompanionRow(
  db: Queryable,
  values: EditableCompanionValues & { slug: string; legacyId?: number | null },
): Promise<string> {
  const [row] = await db.insert(companions).values(values).returning({ id: companions.id });
  if (!row) throw new Error('Inserting a companion returned no row');
  return row.id;
}

export async function updateCompanionRow(
  db: Queryable,
  id: string,
  values: Partial<EditableCompanionValues> & { avatarMediaId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(companions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(catalogueRow(id))
    .returning({ id: companions.id });
  return rows.length > 0;
}

/** Locks the companion's row for an edit, so two saves of its photos do not interleave. */
export async function lockCompanionRow(
  db: Transaction,
  id: string,
): Promise<AdminCompanionRow | null> {
  const [row] = await db.select().from(companions).where(catalogueRow(id)).for('update');
  return row ?? null;
}

export async function replacePhotoRows(
  db: Transaction,
  companionId: string,
  mediaIds: readonly string[],
): Promise<void> {
  await db.delete(companionPhotos).where(eq(companionPhotos.companionId, companionId));
  if (mediaIds.length === 0) return;
  await db
    .insert(companionPhotos)
    .values(mediaIds.map((mediaId, position) => ({ companionId, position, mediaId })));
}

/** Deletes a companion; its photos' rows, conversations, favourites and memories cascade. */
export async function deleteCompanionRow(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(companions).where(catalogueRow(id)).returning({ id: companions.id });
  return rows.length > 0;
}
