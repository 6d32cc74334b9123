import { eq } from 'drizzle-orm';
import type { Language } from '#common/i18n/languages';
import type { Queryable } from '#server/db/client';
import { companions } from '#server/db/schema';
import { minimalPersona } from './minimal-persona';

/** Who she is, in both languages: shared by the public view and the reply lookup. */
export const storyColumns = {
  slug: companions.slug,
  name: companions.name,
  nameBg: companions.nameBg,
  personality: companions.personality,
  personalityBg: companions.personalityBg,
  description: companions.description,
  descriptionBg: companions.descriptionBg,
  backgroundStory: companions.backgroundStory,
  backgroundStoryBg: companions.backgroundStoryBg,
  location: companions.location,
  locationBg: companions.locationBg,
  interests: companions.interests,
  interestsBg: companions.interestsBg,
};

/** What a send needs to know about the companion, persona included (server-only). */
export const companionColumns = {
  id: companions.id,
  ...storyColumns,
  age: companions.age,
  isPremium: companions.isPremium,
  allowsExplicit: companions.allowsExplicit,
  persona: companions.persona,
};

export async function findCompanion(db: Queryable, companionId: string) {
  const [row] = await db
    .select(companionColumns)
    .from(companions)
    .where(eq(companions.id, companionId));
  return row ?? null;
}

export type CompanionRecord = NonNullable<Awaited<ReturnType<typeof findCompanion>>>;

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The stored persona in the language, or one built from the basic fields (admin-made companions). */
export function personaFor(companion: CompanionRecord, language: Language) {
  const stored = companion.persona?.[language];
  if (stored?.prompt) return stored;
  const bg = language === 'bg';
  return minimalPersona(
    {
      name: bg ? companion.nameBg : companion.name,
      personality: bg ? companion.personalityBg : companion.personality,
      description: bg ? companion.descriptionBg : companion.description,
      location: bg ? companion.locationBg : companion.location,
      interests: splitList(bg ? companion.interestsBg : companion.interests),
      backgroundStory: bg ? companion.backgroundStoryBg : companion.backgroundStory,
    },
    language,
  );
}
