import type { Companion } from '#common/contracts/companions';
import { splitInterests } from '#common/contracts/companion-rules';
import type { Language } from '#common/i18n/languages';

/** The texts of a companion in one language (Bulgarian from `name_bg` and the `bg` block). */
export interface LocalizedCompanion {
  name: string;
  personality: string;
  description: string;
  backgroundStory: string;
  location: string | null;
  interests: string[];
  traits: string[];
}

function prefer(value: string | null | undefined, fallback: string): string {
  return value && value.trim() ? value : fallback;
}

export function localizeCompanion(companion: Companion, language: Language): LocalizedCompanion {
  if (language === 'bg') {
    const bg = companion.bg;
    return {
      name: prefer(companion.name_bg, companion.name),
      personality: prefer(bg?.personality, companion.personality),
      description: prefer(bg?.description, companion.description),
      backgroundStory: prefer(bg?.background_story, companion.background_story),
      location: bg?.location ?? companion.location,
      interests: splitInterests(prefer(bg?.interests, companion.interests)),
      traits: bg?.traits?.length ? bg.traits : companion.traits,
    };
  }
  return {
    name: companion.name,
    personality: companion.personality,
    description: companion.description,
    backgroundStory: companion.background_story,
    location: companion.location,
    interests: splitInterests(companion.interests),
    traits: companion.traits,
  };
}

/** Cards show the first three interests and '+N' for the rest. */
export const CARD_INTEREST_COUNT = 3;

export function previewInterests(
  interests: readonly string[],
  count = CARD_INTEREST_COUNT,
): { shown: string[]; hidden: number } {
  return { shown: interests.slice(0, count), hidden: Math.max(0, interests.length - count) };
}

type Addressable = Pick<Companion, 'slug'> & { id?: string; owned?: true };

/**
 * Links use the lower-case slug (`/en/model/sophia`); a user's own companion is addressed by her
 * id, since her name is hers to choose and may be another companion's too.
 */
function addressOf(model: Addressable): string {
  return model.owned && model.id ? model.id : model.slug.toLowerCase();
}

export function companionPath(model: Addressable): string {
  return `/model/${addressOf(model)}`;
}

export function chatPath(model: Addressable): string {
  return `/chat/${addressOf(model)}`;
}

/** Her own edit page (models she owns only). */
export function editPath(model: { id: string }): string {
  return `/model/${model.id}/edit`;
}
