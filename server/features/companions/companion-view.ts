import {
  FIRST_LOCKED_GALLERY_INDEX,
  type GalleryImage,
  type Model,
} from '#common/contracts/models';
import { mediaUrl } from '#server/features/media';
import type { PublicCompanionRow } from './repository';

/**
 * A companion in the API's shape (docs/api.md, "Models"; snake_case names). The one place where a
 * companion becomes the contract's `Model`: the HTTP names stay as clients know them.
 */
export function toApiCompanion(row: PublicCompanionRow): Model {
  return {
    id: row.id,
    legacy_id: row.legacyId,
    slug: row.slug,
    name: row.name,
    name_bg: row.nameBg,
    personality: row.personality,
    description: row.description,
    background_story: row.backgroundStory,
    // Empty until an image exists; the client shows its placeholder then.
    avatar_url: row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '',
    is_active: row.isActive,
    is_premium: row.isPremium,
    age: row.age,
    location: row.location,
    interests: row.interests,
    category: row.category,
    rating: row.rating,
    conversations_count: row.conversationsCount,
    response_time: row.responseTime,
    allows_explicit: row.allowsExplicit,
    traits: row.traits,
    bg: {
      personality: row.personalityBg,
      description: row.descriptionBg,
      background_story: row.backgroundStoryBg,
      location: row.locationBg,
      interests: row.interestsBg,
      traits: row.traitsBg,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The profile gallery. Images from position 2 on (images 3 and 4) are premium: for anyone else
 * they are `{url: null, locked: true}`, so a locked image's address never leaves the server.
 */
export function toGallery(
  photos: ReadonlyArray<{ position: number; mediaId: string }>,
  premiumViewer: boolean,
): GalleryImage[] {
  return photos.map(({ position, mediaId }) =>
    position >= FIRST_LOCKED_GALLERY_INDEX && !premiumViewer
      ? { url: null, locked: true }
      : { url: mediaUrl(mediaId), locked: false },
  );
}
