import { eq } from 'drizzle-orm';
import type { Language } from '#common/i18n/languages';
import type { Queryable } from '#server/db/client';
import { companions } from '#server/db/schema';
import { withWrittenFallbacks } from './companion-view';
import { minimalPersona } from './minimal-persona';
import type { LocalizedPersona } from './persona';

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

/** Whether a stored persona without a prompt still holds what its author wrote (own companions). */
function hasWrittenParts(persona: Partial<LocalizedPersona> | undefined): boolean {
  if (!persona) return false;
  const story = persona.backstory;
  return Boolean(
    persona.values?.length ||
    persona.speechPatterns?.length ||
    persona.appearance ||
    persona.voice?.greetings?.length ||
    (story && Object.values(story).some((text) => text)),
  );
}

const orElse = (text: string | undefined, fallback: string) => (text?.trim() ? text : fallback);

/**
 * The stored persona in the language, or one built from the basic fields (admin-made and own
 * companions, which have no prompt): the same prompt building for every companion, keeping what
 * the author wrote of her values, speech, story, appearance and greetings. An own companion
 * written in the other language speaks from that language's texts (docs/decisions/021).
 */
export function personaFor(companion: CompanionRecord, language: Language): LocalizedPersona {
  const stored = companion.persona?.[language];
  if (stored?.prompt) return stored;
  const other = companion.persona?.[language === 'bg' ? 'en' : 'bg'];
  const written = hasWrittenParts(stored) ? stored : hasWrittenParts(other) ? other : undefined;
  const filled = withWrittenFallbacks(companion);
  const bg = language === 'bg';
  const minimal = minimalPersona(
    {
      name: bg ? filled.nameBg : filled.name,
      personality: bg ? filled.personalityBg : filled.personality,
      description: bg ? filled.descriptionBg : filled.description,
      location: bg ? filled.locationBg : filled.location,
      interests: splitList(bg ? filled.interestsBg : filled.interests),
      backgroundStory: bg ? filled.backgroundStoryBg : filled.backgroundStory,
      appearance: written?.appearance,
    },
    language,
  );
  if (!written) return minimal;
  const story = written.backstory;
  return {
    ...minimal,
    values: written.values ?? [],
    secrets: written.secrets ?? [],
    speechPatterns: written.speechPatterns ?? [],
    emotionalTriggers: written.emotionalTriggers ?? minimal.emotionalTriggers,
    backstory: {
      childhood: orElse(story?.childhood, ''),
      career: orElse(story?.career, ''),
      relationshipHistory: orElse(story?.relationshipHistory, ''),
      currentSituation: orElse(story?.currentSituation, minimal.backstory.currentSituation),
      dreams: orElse(story?.dreams, ''),
    },
    ...(written.voice ? { voice: written.voice } : {}),
  };
}
