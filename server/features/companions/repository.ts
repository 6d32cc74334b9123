import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CompanionCategory, CompanionStatusFilter } from '#common/contracts/companions';
import type { Database } from '#server/db/client';
import { companions, companionPhotos } from '#server/db/schema';
import { preparedFor, type Bound } from '#server/db/prepared';
import { storyColumns } from './lookup';

/** Everything a client may see. `persona` (secrets, the prompt) is deliberately left out. */
const publicColumns = {
  id: companions.id,
  legacyId: companions.legacyId,
  ...storyColumns,
  traits: companions.traits,
  traitsBg: companions.traitsBg,
  responseTime: companions.responseTime,
  age: companions.age,
  category: companions.category,
  isActive: companions.isActive,
  isPremium: companions.isPremium,
  allowsExplicit: companions.allowsExplicit,
  rating: companions.rating,
  conversationsCount: companions.conversationsCount,
  avatarMediaId: companions.avatarMediaId,
  ownerUserId: companions.ownerUserId,
  writtenLanguage: companions.writtenLanguage,
  createdAt: companions.createdAt,
  updatedAt: companions.updatedAt,
};

/**
 * The catalogue: built-in and admin-made companions. A user's own companions (owner set) are
 * visible to their owner only (docs/decisions/021) and are read by the `own` queries below.
 */
export const inCatalogue = isNull(companions.ownerUserId);

export type PublicCompanionRow = NonNullable<Awaited<ReturnType<typeof findCompanionById>>>;

/** Where a page of the listing ends: the sort key of its last companion. */
export interface ListPosition {
  sortNumber: number;
  name: string;
  id: string;
}

export interface CompanionFilter {
  search?: string;
  status: CompanionStatusFilter;
  category?: CompanionCategory;
  /** Companions after this one in listing order (the next page). */
  after?: ListPosition;
  /** At most this many rows; all of them when absent. */
  limit?: number;
}

/** `%` and `_` in what a user types are literal characters, not wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const SEARCHED_COLUMNS = [
  companions.name,
  companions.nameBg,
  companions.personality,
  companions.personalityBg,
  companions.description,
  companions.descriptionBg,
];

/**
 * Listing order: the built-in companions by number, then the others by name. The number of a
 * companion without one sorts last; the expression is written out (not a parameter) so that it
 * is the one of the listing indexes (schema.ts), which serve every page of it.
 */
export const NO_LEGACY_ID = 2_147_483_647;
export const listingSortNumber = sql<number>`coalesce(${companions.legacyId}, ${sql.raw(String(NO_LEGACY_ID))})`;
const LISTING_ORDER = [asc(listingSortNumber), asc(companions.name), asc(companions.id)];

function catalogue(db: Database, conditions: SQL[]) {
  return db
    .select({ ...publicColumns, sortNumber: listingSortNumber })
    .from(companions)
    .where(and(inCatalogue, ...conditions))
    .orderBy(...LISTING_ORDER);
}

/** Companions after `position` in listing order (the listing indexes serve it as a range). */
function after(position: { sortNumber: Bound<number>; name: Bound<string>; id: Bound<string> }) {
  return sql`(${listingSortNumber}, ${companions.name}, ${companions.id}) > (${position.sortNumber}, ${position.name}, ${position.id})`;
}

// The catalogue as visitors ask for it (active companions, no search or category): the busiest
// public read, so its statements are built and planned once (see db/prepared.ts).
const active = eq(companions.isActive, true);
const activeCatalogue = preparedFor((db) => catalogue(db, [active]).prepare('companions_active'));
const activeFirstPage = preparedFor((db) =>
  catalogue(db, [active]).limit(sql.placeholder('limit')).prepare('companions_active_first_page'),
);
const activeNextPage = preparedFor((db) =>
  catalogue(db, [
    active,
    after({
      sortNumber: sql.placeholder('sortNumber'),
      name: sql.placeholder('name'),
      id: sql.placeholder('id'),
    }),
  ])
    .limit(sql.placeholder('limit'))
    .prepare('companions_active_next_page'),
);

export async function findCompanions(db: Database, filter: CompanionFilter) {
  const { limit } = filter;
  if (filter.status === 'active' && !filter.search && !filter.category) {
    if (limit === undefined && !filter.after) return activeCatalogue(db).execute();
    if (limit !== undefined) {
      return filter.after
        ? activeNextPage(db).execute({ ...filter.after, limit })
        : activeFirstPage(db).execute({ limit });
    }
  }
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(companions.isActive, filter.status === 'active'));
  if (filter.category) conditions.push(eq(companions.category, filter.category));
  if (filter.search) {
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    const matches = or(...SEARCHED_COLUMNS.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }
  if (filter.after) conditions.push(after(filter.after));
  const query = catalogue(db, conditions);
  return limit === undefined ? query : query.limit(limit);
}

const byId = preparedFor((db) =>
  db
    .select(publicColumns)
    .from(companions)
    .where(and(inCatalogue, eq(companions.id, sql.placeholder('id'))))
    .prepare('companions_by_id'),
);

export async function findCompanionById(db: Database, id: string) {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

const byLegacyId = preparedFor((db) =>
  db
    .select(publicColumns)
    .from(companions)
    .where(and(inCatalogue, eq(companions.legacyId, sql.placeholder('legacyId'))))
    .prepare('companions_by_legacy_id'),
);

export async function findCompanionByLegacyId(db: Database, legacyId: number) {
  const [row] = await byLegacyId(db).execute({ legacyId });
  return row ?? null;
}

const byName = preparedFor((db) => {
  const name = sql.placeholder('name');
  return db
    .select(publicColumns)
    .from(companions)
    .where(
      and(
        inCatalogue,
        or(
          sql`lower(${companions.slug}) = lower(${name})`,
          sql`lower(${companions.name}) = lower(${name})`,
          sql`lower(${companions.nameBg}) = lower(${name})`,
        ),
      ),
    )
    .orderBy(...LISTING_ORDER)
    .limit(1)
    .prepare('companions_by_name');
});

/** By slug, English name or Bulgarian name, ignoring case; the first in listing order wins. */
export async function findCompanionByName(db: Database, name: string) {
  const [row] = await byName(db).execute({ name });
  return row ?? null;
}

const gallery = preparedFor((db) =>
  db
    .select({ position: companionPhotos.position, mediaId: companionPhotos.mediaId })
    .from(companionPhotos)
    .where(eq(companionPhotos.companionId, sql.placeholder('companionId')))
    .orderBy(asc(companionPhotos.position))
    .prepare('companions_gallery'),
);

export async function findGallery(db: Database, companionId: string) {
  return gallery(db).execute({ companionId });
}

/** The viewer's own companion by UUID or slug (docs/decisions/021); null for anyone else's. */
export async function findOwnCompanion(db: Database, ownerUserId: string, id: string) {
  const key = /^[0-9a-f-]{36}$/i.test(id)
    ? eq(companions.id, id)
    : sql`lower(${companions.slug}) = lower(${id})`;
  const [row] = await db
    .select(publicColumns)
    .from(companions)
    .where(and(eq(companions.ownerUserId, ownerUserId), key))
    .limit(1);
  return row ?? null;
}

/** The viewer's own companions matching a catalogue filter, newest first (a few per user). */
export async function findOwnCompanions(
  db: Database,
  ownerUserId: string,
  filter: Pick<CompanionFilter, 'search' | 'category' | 'status'>,
) {
  const conditions: SQL[] = [eq(companions.ownerUserId, ownerUserId)];
  if (filter.status !== 'all') conditions.push(eq(companions.isActive, filter.status === 'active'));
  if (filter.category) conditions.push(eq(companions.category, filter.category));
  if (filter.search) {
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    const matches = or(...SEARCHED_COLUMNS.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }
  return db
    .select(publicColumns)
    .from(companions)
    .where(and(...conditions))
    .orderBy(desc(companions.createdAt), asc(companions.id));
}
