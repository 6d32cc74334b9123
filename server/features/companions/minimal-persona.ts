import type { Language } from '#common/i18n/languages';
import type { LocalizedPersona } from './persona';

/** What every companion has, including those an admin creates without a full persona. */
export interface CompanionBasics {
  name: string;
  /** The style line, e.g. "Warm, witty, bookish". */
  personality: string;
  description: string;
  location: string | null;
  interests: string[];
  /** The admin's background story, if any. */
  backgroundStory?: string | null;
  /** How she looks (own companions' form), if written. */
  appearance?: string | undefined;
}

const PROMPT: Record<Language, (basics: CompanionBasics) => string> = {
  en: ({ name, personality, description, appearance }) =>
    `You are ${name}${personality ? `, ${personality.toLowerCase()}` : ''}. ${description} ` +
    (appearance ? `You look like this: ${appearance} ` : '') +
    'Stay in character, reply naturally in 1-3 sentences, be kind and curious about the user, ' +
    'keep romance non-graphic and never promise to meet in person. ' +
    'If the user sincerely asks whether you are an AI, answer honestly.',
  bg: ({ name, personality, description, appearance }) =>
    `Ти си ${name}${personality ? `, ${personality.toLowerCase()}` : ''}. ${description} ` +
    (appearance ? `Изглеждаш така: ${appearance} ` : '') +
    'Оставай в образа, отговаряй естествено с 1-3 изречения, бъди мила и любопитна към ' +
    'събеседника, романтиката да е без откровени подробности и никога не обещавай среща на ' +
    'живо. Ако потребителят искрено попита дали си изкуствен интелект, отговори честно.',
};

/**
 * A persona built from a companion's basic fields, for admin-made companions that have no
 * full persona. The engines then speak from the description and background story, with their
 * own lines for everything else.
 */
export function minimalPersona(basics: CompanionBasics, language: Language): LocalizedPersona {
  const traits = basics.personality
    .split(',')
    .map((trait) => trait.trim())
    .filter(Boolean);
  return {
    name: basics.name,
    personality: basics.personality,
    description: basics.description,
    location: basics.location ?? '',
    interests: basics.interests,
    traits,
    values: [],
    secrets: [],
    speechPatterns: [],
    emotionalTriggers: { happy: [], sad: [], excited: [], frustrated: [], flirty: [] },
    backstory: {
      childhood: '',
      career: '',
      relationshipHistory: '',
      currentSituation: basics.backgroundStory?.trim() || basics.description,
      dreams: '',
    },
    prompt: PROMPT[language](basics),
    responseTime: '',
    ...(basics.appearance ? { appearance: basics.appearance } : {}),
  };
}
