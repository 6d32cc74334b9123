import {
  CARD_INTEREST_COUNT,
  FIRST_LOCKED_GALLERY_INDEX,
  splitInterests,
  type CompanionCard,
  type GalleryImage,
  type Companion,
} from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import { mediaUrl } from '#server/features/media';
import type { PublicCompanionRow } from './repository';

// Empty until an image exists; the client shows its placeholder then.
const avatarUrl = (row: Pick<PublicCompanionRow, 'avatarMediaId'>) =>
  row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '';

/** The Bulgarian text when it is filled, else the English one (as the profile page does). */
function inLanguage<T extends string | null>(language: Language, en: T, bg: T): T {
  return language === 'bg' && bg && bg.trim() ? bg : en;
}

const PAIRED_TEXTS = [
  ['name', 'nameBg'],
  ['personality', 'personalityBg'],
  ['description', 'descriptionBg'],
  ['backgroundStory', 'backgroundStoryBg'],
  ['location', 'locationBg'],
  ['interests', 'interestsBg'],
] as const;

/**
 * An own companion is written in one language and the other may be empty (docs/decisions/021):
 * every view shows the written text where the other is empty, in either direction.
 */
export function withWrittenFallbacks<T extends Partial<Record<string, unknown>>>(row: T): T {
  const filled: Record<string, unknown> = { ...row };
  for (const [en, bg] of PAIRED_TEXTS) {
    if (!(en in filled) || !(bg in filled)) continue;
    const enText = typeof filled[en] === 'string' ? (filled[en] as string).trim() : '';
    const bgText = typeof filled[bg] === 'string' ? (filled[bg] as string).trim() : '';
    if (!enText && bgText) filled[en] = filled[bg];
    if (!bgText && enText) filled[bg] = filled[en];
  }
  if ('traits' in filled && 'traitsBg' in filled) {
    const traits = filled.traits as string[];
    const traitsBg = filled.traitsBg as string[];
    if (traits.length === 0) filled.traits = traitsBg;
    if (traitsBg.length === 0) filled.traitsBg = traits;
  }
  return filled as T;
}

/**
 * A companion as a list shows her (docs/api.md, "Models"): what a card shows, in one language.
 * Everything else comes with her profile.
 */
export type CardColumns = Pick<
  PublicCompanionRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'nameBg'
  | 'personality'
  | 'personalityBg'
  | 'avatarMediaId'
  | 'isActive'
  | 'isPremium'
  | 'age'
  | 'location'
  | 'locationBg'
  | 'interests'
  | 'interestsBg'
> &
  Partial<Pick<PublicCompanionRow, 'ownerUserId'>>;

export function toCompanionCard(stored: CardColumns, language: Language): CompanionCard {
  const row = stored.ownerUserId ? withWrittenFallbacks(stored) : stored;
  const interests = splitInterests(inLanguage(language, row.interests, row.interestsBg));
  return {
    id: row.id,
    slug: row.slug,
    name: inLanguage(language, row.name, row.nameBg),
    personality: inLanguage(language, row.personality, row.personalityBg),
    avatar_url: avatarUrl(row),
    is_active: row.isActive,
    is_premium: row.isPremium,
    age: row.age,
    location: inLanguage(language, row.location, row.locationBg),
    interests: interests.slice(0, CARD_INTEREST_COUNT),
    more_interests: Math.max(0, interests.length - CARD_INTEREST_COUNT),
    ...(row.ownerUserId ? { owned: true as const } : {}),
  };
}

/**
 * A companion in the API's shape (docs/api.md, "Models"; snake_case names). The one place where a
 * companion becomes the contract's `Model`: the HTTP names stay as clients know them.
 */
export function toApiCompanion(stored: PublicCompanionRow): Companion {
  const row = stored.ownerUserId ? withWrittenFallbacks(stored) : stored;
  return {
    id: row.id,
    legacy_id: row.legacyId,
    slug: row.slug,
    name: row.name,
    name_bg: row.nameBg,
    personality: row.personality,
    description: row.description,
    background_story: row.backgroundStory,
    avatar_url: avatarUrl(row),
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
    ...(row.ownerUserId ? { owned: true as const } : {}),
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
