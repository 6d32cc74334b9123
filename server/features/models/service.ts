import type { Model, ModelDetail, ModelsListQuery } from '../../../common/contracts/models';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { toApiModel, toGallery } from './model-view';
import {
  countConversations,
  findGallery,
  findModelById,
  findModelByLegacyId,
  findModelByName,
  findModels,
} from './repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INTEGER_COLUMN = 2_147_483_647;

/** Visitors see the active companions unless they ask for a status (API.md). */
export async function listModels(db: Database, query: ModelsListQuery): Promise<Model[]> {
  const rows = await findModels(db, {
    search: query.search || undefined,
    status: query.status ?? 'active',
    category: query.category,
  });
  const conversations = await countConversations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApiModel(row, conversations.get(row.id) ?? 0));
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
  const row = await findModelByAnyId(db, id);
  if (!row) throw notFound(`No companion matches "${id}"`);
  const [photos, conversations] = await Promise.all([
    findGallery(db, row.id),
    countConversations(db, [row.id]),
  ]);
  const count = conversations.get(row.id) ?? 0;
  return { ...toApiModel(row, count), gallery: toGallery(photos, premiumViewer) };
}
