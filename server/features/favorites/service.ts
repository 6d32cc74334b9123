import type { CompanionCard } from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http-error';
import { findCompanionByAnyId, toCompanionCard } from '#server/features/companions';
import { findFavoriteIds } from '#server/features/accounts';
import { deleteFavorite, findFavoriteCompanions, insertFavorite } from './repository';

/**
 * Favourites, newest first, including companions an admin has since deactivated: cards in
 * `language`, like the catalogue's.
 */
export async function listFavorites(
  db: Database,
  userId: string,
  language: Language,
): Promise<CompanionCard[]> {
  const rows = await findFavoriteCompanions(db, userId);
  return rows.map((row) => toCompanionCard(row, language));
}

/** `modelId` is anything GET /api/models/{id} takes: UUID, number 1-6 or name. */
async function companionIdOf(db: Database, userId: string, companionId: string): Promise<string> {
  const companion = await findCompanionByAnyId(db, companionId, userId);
  if (!companion) throw notFound(`No companion matches "${companionId}"`);
  return companion.id;
}

/** Idempotent; answers the favourite ids after the change. */
export async function addFavorite(
  db: Database,
  clock: Clock,
  userId: string,
  companionId: string,
): Promise<string[]> {
  await insertFavorite(db, userId, await companionIdOf(db, userId, companionId), clock());
  return findFavoriteIds(db, userId);
}

export async function removeFavorite(
  db: Database,
  userId: string,
  companionId: string,
): Promise<string[]> {
  await deleteFavorite(db, userId, await companionIdOf(db, userId, companionId));
  return findFavoriteIds(db, userId);
}
