import type { Backstory, CompanionSeed } from '#server/features/companions';
import type { companions } from '../schema';

type NewCompanionRow = typeof companions.$inferInsert;

/**
 * The profile's "background story" is told from the backstory: where she comes from, what she
 * does, where she is now and what she dreams of. Her relationship history stays in the persona
 * for the reply engine to reveal as the relationship grows.
 */
export function composeBackgroundStory(backstory: Backstory): string {
  return [backstory.childhood, backstory.career, backstory.currentSituation, backstory.dreams]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The ai_models row of a built-in companion (without its avatar, which is stored after it). */
export function companionToRow(companion: CompanionSeed): NewCompanionRow {
  const { en, bg } = companion;
  return {
    legacyId: companion.legacyId,
    slug: companion.slug,
    name: en.name,
    nameBg: bg.name,
    personality: en.personality,
    personalityBg: bg.personality,
    description: en.description,
    descriptionBg: bg.description,
    backgroundStory: composeBackgroundStory(en.backstory),
    backgroundStoryBg: composeBackgroundStory(bg.backstory),
    location: en.location,
    locationBg: bg.location,
    interests: en.interests.join(', '),
    interestsBg: bg.interests.join(', '),
    traits: en.traits,
    traitsBg: bg.traits,
    responseTime: en.responseTime,
    responseTimeBg: bg.responseTime,
    age: companion.age,
    category: companion.category,
    isActive: true,
    isPremium: companion.isPremium,
    allowsExplicit: companion.allowsExplicit,
    rating: companion.rating,
    persona: { en, bg },
  };
}
