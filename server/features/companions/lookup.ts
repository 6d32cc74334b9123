import { eq } from 'drizzle-orm';
import type { Language } from '#common/i18n/languages';
import type { Queryable } from '#server/db/client';
import { aiModels } from '#server/db/schema';
import { minimalPersona } from './minimal-persona';

/** Who she is, in both languages: shared by the public view and the reply lookup. */
export const storyColumns = {
  slug: aiModels.slug,
  name: aiModels.name,
  nameBg: aiModels.nameBg,
  personality: aiModels.personality,
  personalityBg: aiModels.personalityBg,
  description: aiModels.description,
  descriptionBg: aiModels.descriptionBg,
  backgroundStory: aiModels.backgroundStory,
  backgroundStoryBg: aiModels.backgroundStoryBg,
  location: aiModels.location,
  locationBg: aiModels.locationBg,
  interests: aiModels.interests,
  interestsBg: aiModels.interestsBg,
};

/** What a send needs to know about the companion, persona included (server-only). */
export const companionColumns = {
  id: aiModels.id,
  ...storyColumns,
  age: aiModels.age,
  isPremium: aiModels.isPremium,
  allowsExplicit: aiModels.allowsExplicit,
  persona: aiModels.persona,
};

export async function findCompanion(db: Queryable, modelId: string) {
  const [row] = await db.select(companionColumns).from(aiModels).where(eq(aiModels.id, modelId));
  return row ?? null;
}

export type Companion = NonNullable<Awaited<ReturnType<typeof findCompanion>>>;

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The stored persona in the language, or one built from the basic fields (admin-made companions). */
export function personaFor(companion: Companion, language: Language) {
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
