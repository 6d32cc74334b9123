import type { Model, ModelDetail, ModelsListQuery } from '#common/contracts/models';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http-error';
import { readCatalogue } from './catalogue-cache';
import { decodeListCursor, encodeListCursor } from './cursor';
import { toApiModel, toGallery } from './model-view';
import {
  findGallery,
  findModelById,
  findModelByLegacyId,
  findModelByName,
  findModels,
  type ModelFilter,
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

/**
 * Visitors see the active companions unless they ask for a status. One query: the
 * conversation counts are kept with the companions. Answered from memory while the catalogue
 * is unchanged (catalogue-cache.ts).
 */
export async function listModels(
  db: Database,
  query: ModelsListQuery & ListPaging,
): Promise<{ models: Model[]; nextCursor: string | null }> {
  const filter = {
    search: query.search || undefined,
    status: query.status ?? 'active',
    category: query.category,
    limit: query.limit,
    cursor: query.cursor,
  };
  return readCatalogue(
    db,
    `list:${JSON.stringify(filter)}`,
    () => readModelsPage(db, filter),
    (answer) => answer.models.length,
  );
}

async function readModelsPage(
  db: Database,
  filter: Omit<ModelFilter, 'after'> & ListPaging,
): Promise<{ models: Model[]; nextCursor: string | null }> {
  const { limit, cursor, ...conditions } = filter;
  // One extra row says whether another page follows, without a count.
  const rows = await findModels(db, {
    ...conditions,
    after: cursor ? decodeListCursor(cursor) : undefined,
    limit: limit === undefined ? undefined : limit + 1,
  });
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const last = page.at(-1);
  return {
    models: page.map((row) => toApiModel(row)),
    nextCursor: rows.length > page.length && last ? encodeListCursor(last) : null,
  };
}

/**
 * `{id}` is the UUID, the number of a built-in companion (1-6) or a name/slug in either language.
 * Favourites take the same ids.
 */
export async function findModelByAnyId(db: Database, id: string) {
  if (UUID_PATTERN.test(id)) return findModelById(db, id);
  if (/^\d+$/.test(id)) {
    const legacyId = Number(id);
    return legacyId <= MAX_INTEGER_COLUMN ? findModelByLegacyId(db, legacyId) : null;
  }
  return findModelByName(db, id);
}

export async function getModelProfile(
  db: Database,
  id: string,
  premiumViewer: boolean,
): Promise<ModelDetail> {
  // Kept without the viewer: what a visitor may see of the gallery is decided per request.
  const found = await readCatalogue(
    db,
    `profile:${id.trim().toLowerCase()}`,
    async () => {
      const row = await findModelByAnyId(db, id);
      return row ? { model: toApiModel(row), photos: await findGallery(db, row.id) } : null;
    },
    () => 1,
  );
  if (!found) throw notFound(`No companion matches "${id}"`);
  return { ...found.model, gallery: toGallery(found.photos, premiumViewer) };
}
