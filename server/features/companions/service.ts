import type {
  CompanionCard,
  CompanionDetail,
  CompanionsListQuery,
} from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http-error';
import { unchangingAnswer } from '#server/plugins/schema-serializer';
import { readCatalogue } from './catalogue-cache';
import { decodeListCursor, encodeListCursor } from './cursor';
import { toApiCompanion, toCompanionCard, toGallery } from './companion-view';
import {
  findGallery,
  findCompanionById,
  findCompanionByLegacyId,
  findCompanionByName,
  findCompanions,
  findOwnCompanion,
  findOwnCompanions,
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
  viewer: { isAdmin: boolean; userId?: string | undefined } = { isAdmin: false },
): Promise<CompanionList> {
  const language = query.lang ?? 'en';
  const filter = {
    search: query.search || undefined,
    status: viewer.isAdmin ? (query.status ?? 'active') : ('active' as const),
    category: query.category,
    limit: query.limit,
    cursor: query.cursor,
  };
  const catalogue = await readCatalogue(
    db,
    `list:${language}:${JSON.stringify(filter)}`,
    () => readCompanionsPage(db, filter, language),
    (answer) => answer.models.length,
  );
  // The viewer's own companions ("Yours", docs/decisions/021) come first, on the first page
  // only; they are few and never cached with the catalogue, which is the same for everyone.
  if (!viewer.userId || filter.cursor) return catalogue;
  const own = await findOwnCompanions(db, viewer.userId, filter);
  if (own.length === 0) return catalogue;
  return {
    models: [...own.map((row) => toCompanionCard(row, language)), ...catalogue.models],
    nextCursor: catalogue.nextCursor,
  };
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
  // Kept in the catalogue's cache and sent as it is to everyone: written to JSON once.
  return unchangingAnswer({
    models: page.map((row) => toCompanionCard(row, language)),
    nextCursor: rows.length > page.length && last ? encodeListCursor(last) : null,
  });
}

/**
 * `{id}` is the UUID, the number of a built-in companion (1-6) or a name/slug in either language.
 * Favourites take the same ids. A catalogue companion, or the viewer's own one (by UUID or slug;
 * docs/decisions/021): anyone else's is not found.
 */
export async function findCompanionByAnyId(db: Database, id: string, viewerId?: string) {
  const found = await findCatalogueCompanion(db, id);
  if (found || !viewerId) return found;
  return findOwnCompanion(db, viewerId, id.trim());
}

async function findCatalogueCompanion(db: Database, id: string) {
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
  viewerId?: string,
): Promise<{ model: CompanionDetail }> {
  // Kept with both galleries: which one a viewer sees is decided per request. Each answer is
  // the same object for everyone it is sent to, so it is written to JSON once.
  const found = await readCatalogue(
    db,
    `profile:${id.trim().toLowerCase()}`,
    async () => {
      const row = await findCatalogueCompanion(db, id);
      if (!row) return null;
      const model = toApiCompanion(row);
      const photos = await findGallery(db, row.id);
      const answer = (premium: boolean) =>
        unchangingAnswer({ model: { ...model, gallery: toGallery(photos, premium) } });
      return { visitor: answer(false), premium: answer(true) };
    },
    () => 1,
  );
  if (found) return premiumViewer ? found.premium : found.visitor;
  if (viewerId) {
    // Her own companion: read each time (only she sees it, so no shared copy is kept).
    const own = await findOwnCompanion(db, viewerId, id.trim());
    if (own) {
      const gallery = toGallery(await findGallery(db, own.id), true);
      return { model: { ...toApiCompanion(own), gallery } };
    }
  }
  throw notFound(`No companion matches "${id}"`);
}
