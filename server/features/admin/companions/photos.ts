import { FIRST_LOCKED_GALLERY_INDEX } from '#common/contracts/companions';
import { MAX_COMPANION_PHOTOS } from '#common/contracts/admin-companions';
import { copyMediaAs, deleteMedia, insertMedia } from '#server/features/media';
import { validationFailed } from './multipart-form';
import { PHOTO_CONTENT_TYPE } from './photo-processing';
import { replacePhotoRows, type PhotoRow } from './repository';
import type { Transaction } from '#server/db/client';

/** Gallery positions 2 and 3 (images 3 and 4) are for premium viewers only. */
const isPremiumPosition = (position: number) => position >= FIRST_LOCKED_GALLERY_INDEX;

/**
 * The existing photos an edit keeps, in their new order: `keepPhotos` when sent (each must be
 * one of this companion's photos, once), else all of them. 400 when the kept and the new photos
 * together exceed MAX_MODEL_PHOTOS.
 */
export function keptPhotos(
  existing: readonly PhotoRow[],
  keepPhotos: readonly string[] | undefined,
  newCount: number,
): PhotoRow[] {
  const byId = new Map(existing.map((photo) => [photo.mediaId, photo]));
  const kept = keepPhotos
    ? keepPhotos.map((id) => {
        const photo = byId.get(id);
        if (!photo) {
          throw validationFailed(`Photo ${id} is not one of this companion's photos.`, {
            keepPhotos: 'Unknown photo id',
          });
        }
        return photo;
      })
    : [...existing];
  if (new Set(kept.map((photo) => photo.mediaId)).size !== kept.length) {
    throw validationFailed('A photo is listed twice in keepPhotos.', {
      keepPhotos: 'Each photo at most once',
    });
  }
  if (kept.length + newCount > MAX_COMPANION_PHOTOS) {
    throw validationFailed(
      `A companion can have at most ${MAX_COMPANION_PHOTOS} photos (${kept.length} kept, ` +
        `${newCount} new).`,
      { photos: `At most ${MAX_COMPANION_PHOTOS} photos` },
    );
  }
  return kept;
}

/**
 * Writes a companion's gallery: the kept photos, then the new (already re-encoded) ones. A kept
 * photo that moves into or out of the premium positions is stored again under a new id, since
 * a public image may be cached anywhere for a year under its old address. Images no longer
 * shown are deleted. Returns the avatar's media id (the first photo), or null.
 */
export async function saveGallery(
  tx: Transaction,
  companionId: string,
  existing: readonly PhotoRow[],
  kept: readonly PhotoRow[],
  uploads: readonly Buffer[],
  previousAvatarId: string | null = null,
): Promise<string | null> {
  const mediaIds: string[] = [];
  for (const [position, photo] of kept.entries()) {
    const premium = isPremiumPosition(position);
    mediaIds.push(
      photo.premium === premium ? photo.mediaId : await copyMediaAs(tx, photo.mediaId, premium),
    );
  }
  for (const bytes of uploads) {
    const premium = isPremiumPosition(mediaIds.length);
    mediaIds.push(await insertMedia(tx, { contentType: PHOTO_CONTENT_TYPE, bytes, premium }));
  }
  await replacePhotoRows(tx, companionId, mediaIds);
  const shown = new Set(mediaIds);
  const previous = new Set(existing.map((photo) => photo.mediaId));
  if (previousAvatarId) previous.add(previousAvatarId);
  await deleteMedia(
    tx,
    [...previous].filter((id) => !shown.has(id)),
  );
  return mediaIds[0] ?? null;
}
