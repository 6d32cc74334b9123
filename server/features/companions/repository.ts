import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ModelCategory, ModelStatusFilter } from '#common/contracts/models';
import type { Database } from '#server/db/client';
import { aiModels, modelPhotos } from '#server/db/schema';
import { preparedFor, type Bound } from '#server/db/prepared';
import { storyColumns } from './lookup';

/** Everything a client may see. `persona` (secrets, the prompt) is deliberately left out. */
const publicColumns = {
  id: aiModels.id,
  legacyId: aiModels.legacyId,
  ...storyColumns,
  traits: aiModels.traits,
  traitsBg: aiModels.traitsBg,
  responseTime: aiModels.responseTime,
  age: aiModels.age,
  category: aiModels.category,
  isActive: aiModels.isActive,
  isPremium: aiModels.isPremium,
  allowsExplicit: aiModels.allowsExplicit,
  rating: aiModels.rating,
  conversationsCount: aiModels.conversationsCount,
  avatarMediaId: aiModels.avatarMediaId,
  createdAt: aiModels.createdAt,
  updatedAt: aiModels.updatedAt,
};

export type PublicCompanionRow = NonNullable<Awaited<ReturnType<typeof findCompanionById>>>;

/** Where a page of the listing ends: the sort key of its last companion. */
export interface ListPosition {
  sortNumber: number;
  name: string;
  id: string;
}

export interface CompanionFilter {
  search?: string;
  status: ModelStatusFilter;
  category?: ModelCategory;
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
  aiModels.name,
  aiModels.nameBg,
  aiModels.personality,
  aiModels.personalityBg,
  aiModels.description,
  aiModels.descriptionBg,
];

/**
 * Listing order: the built-in companions by number, then the others by name. The number of a
 * companion without one sorts last; the expression is written out (not a parameter) so that it
 * is the one of the listing indexes (schema.ts), which serve every page of it.
 */
export const NO_LEGACY_ID = 2_147_483_647;
export const listingSortNumber = sql<number>`coalesce(${aiModels.legacyId}, ${sql.raw(String(NO_LEGACY_ID))})`;
const LISTING_ORDER = [asc(listingSortNumber), asc(aiModels.name), asc(aiModels.id)];

function catalogue(db: Database, conditions: SQL[]) {
  return db
    .select({ ...publicColumns, sortNumber: listingSortNumber })
    .from(aiModels)
    .where(and(...conditions))
    .orderBy(...LISTING_ORDER);
}

/** Companions after `position` in listing order (the listing indexes serve it as a range). */
function after(position: { sortNumber: Bound<number>; name: Bound<string>; id: Bound<string> }) {
  return sql`(${listingSortNumber}, ${aiModels.name}, ${aiModels.id}) > (${position.sortNumber}, ${position.name}, ${position.id})`;
}

// The catalogue as visitors ask for it (active companions, no search or category): the busiest
// public read, so its statements are built and planned once (see db/prepared.ts).
const active = eq(aiModels.isActive, true);
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
  if (filter.status !== 'all') conditions.push(eq(aiModels.isActive, filter.status === 'active'));
  if (filter.category) conditions.push(eq(aiModels.category, filter.category));
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
    .from(aiModels)
    .where(eq(aiModels.id, sql.placeholder('id')))
    .prepare('companions_by_id'),
);

export async function findCompanionById(db: Database, id: string) {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

const byLegacyId = preparedFor((db) =>
  db
    .select(publicColumns)
    .from(aiModels)
    .where(eq(aiModels.legacyId, sql.placeholder('legacyId')))
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
    .from(aiModels)
    .where(
      or(
        sql`lower(${aiModels.slug}) = lower(${name})`,
        sql`lower(${aiModels.name}) = lower(${name})`,
        sql`lower(${aiModels.nameBg}) = lower(${name})`,
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
    .select({ position: modelPhotos.position, mediaId: modelPhotos.mediaId })
    .from(modelPhotos)
    .where(eq(modelPhotos.modelId, sql.placeholder('modelId')))
    .orderBy(asc(modelPhotos.position))
    .prepare('companions_gallery'),
);

export async function findGallery(db: Database, modelId: string) {
  return gallery(db).execute({ modelId });
}
