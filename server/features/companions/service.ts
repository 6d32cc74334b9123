import type {
  CompanionCard,
  CompanionDetail,
  CompanionsListQuery,
} from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http-error';
import { readCatalogue } from './catalogue-cache';
import { decodeListCursor, encodeListCursor } from './cursor';
import { toApiCompanion, toCompanionCard, toGallery } from './companion-view';
import {
  findGallery,
  findCompanionById,
  findCompanionByLegacyId,
  findCompanionByName,
  findCompanions,
  type CompanionFilter,
} from './repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INTEGER_COLUMN = 2_147_483_647;

/**
 * The catalogue's optional paging (docs/api.md, "Conventions"): without `limit`, every companion.
 */
export interface ListPaging {
  limit?: number | undefined;
  cursor?: string | undefined;
}

export type CompanionList = { models: CompanionCard[]; nextCursor: string | null };

/**
 * The public catalogue lists active companions only, as cards in the language asked for: `status` (all, inactive) is honoured for
 * admins, who manage switched-off companions; anyone else asking for it gets the active ones, so
 * an old link with `?status=inactive` still works and shows nothing hidden. One query: the
 * conversation counts are kept with the companions. Answered from memory while the catalogue
 * is unchanged (catalogue-cache.ts).
 */
export async function listCompanions(
  db: Database,
  query: CompanionsListQuery & ListPaging & { lang?: Language | undefined },
  viewer: { isAdmin: boolean } = { isAdmin: false },
): Promise<CompanionList> {
  const language = query.lang ?? 'en';
  const filter = {
    search: query.search || undefined,
    status: viewer.isAdmin ? (query.status ?? 'active') : 'active',
    category: query.category,
    limit: query.limit,
    cursor: query.cursor,
  };
  return readCatalogue(
    db,
    `list:${language}:${JSON.stringify(filter)}`,
    () => readCompanionsPage(db, filter, language),
    (answer) => answer.models.length,
  );
}

async function readCompanionsPage(
  db: Database,
  filter: Omit<CompanionFilter, 'after'> & ListPaging,
  language: Language,
): Promise<CompanionList> {
  const { limit, cursor, ...conditions } = filter;
  // One extra row says whether another page follows, without a count.
  const rows = await findCompanions(db, {
    ...conditions,
    after: cursor ? decodeListCursor(cursor) : undefined,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  return {
    models: page.map((row) => toCompanionCard(row, language)),
    nextCursor: rows.length > page.length && last ? encodeListCursor(last) : null,
  };
}

/**
 * `{id}` is the UUID, the number of a built-in companion (1-6) or a name/slug in either language.
 * Favourites take the same ids.
 */
export async function findCompanionByAnyId(db: Database, id: string) {
  if (UUID_PATTERN.test(id)) return findCompanionById(db, id);
  if (/^\d+$/.test(id)) {
    const legacyId = Number(id);
    return legacyId <= MAX_INTEGER_COLUMN ? findCompanionByLegacyId(db, legacyId) : null;
  }
  return findCompanionByName(db, id);
}

export async function getCompanionProfile(
  db: Database,
  id: string,
  premiumViewer: boolean,
): Promise<CompanionDetail> {
  // Kept without the viewer: what a visitor may see of the gallery is decided per request.
  const found = await readCatalogue(
    db,
    `profile:${id.trim().toLowerCase()}`,
    async () => {
      const row = await findCompanionByAnyId(db, id);
      return row ? { model: toApiCompanion(row), photos: await findGallery(db, row.id) } : null;
    },
    () => 1,
  );
  if (!found) throw notFound(`No companion matches "${id}"`);
  return { ...found.model, gallery: toGallery(found.photos, premiumViewer) };
}
