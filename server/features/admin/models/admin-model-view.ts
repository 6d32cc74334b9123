import type { AdminModel } from '#common/contracts/admin-models';
import { mediaUrl } from '#server/features/media';
import { toModelInput } from './model-values';
import type { AdminModelRow, ModelCounts, PhotoRow } from './repository';

/** A companion as the admin API sends it: every field in both languages, persona included. */
export function toAdminModel(
  row: AdminModelRow,
  photos: readonly PhotoRow[],
  counts: ModelCounts,
): AdminModel {
  const input = toModelInput(row);
  return {
    id: row.id,
    legacy_id: row.legacyId,
    slug: row.slug,
    ...input,
    tags: row.traits,
    avatar_url: row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '',
    photos: photos
      .filter((photo) => photo.modelId === row.id)
      .map((photo) => ({
        position: photo.position,
        media_id: photo.mediaId,
        url: mediaUrl(photo.mediaId),
        premium: photo.premium,
      })),
    stats: { ...counts, rating: row.rating },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
