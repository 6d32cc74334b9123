import type { AdminCompanion } from '#common/contracts/admin-companions';
import { mediaUrl } from '#server/features/media';
import { toCompanionInput } from './companion-values';
import type { AdminCompanionRow, CompanionCounts, PhotoRow } from './repository';

/** A companion as the admin API sends it: every field in both languages, persona included. */
export function toAdminCompanion(
  row: AdminCompanionRow,
  photos: readonly PhotoRow[],
  counts: CompanionCounts,
): AdminCompanion {
  const input = toCompanionInput(row);
  return {
    id: row.id,
    legacy_id: row.legacyId,
    slug: row.slug,
    ...input,
    tags: row.traits,
    avatar_url: row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '',
    photos: photos
      .filter((photo) => photo.companionId === row.id)
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
