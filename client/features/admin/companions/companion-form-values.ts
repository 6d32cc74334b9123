import type {
  AdminCompanion,
  AdminCompanionDraft,
  AdminPersona,
} from '#common/contracts/admin-companions';
import type { CompanionCategory } from '#common/contracts/companion-rules';
import { PERSONA_VOICE_LISTS, type PersonaVoice } from '#common/contracts/persona-voice';

/** Lists (values, secrets, speech patterns, trigger lines) are edited one item per line. */
export interface PersonaValues {
  values: string;
  secrets: string;
  speech_patterns: string;
  triggers: Record<TriggerName, string>;
  backstory: Record<BackstoryPart, string>;
  prompt: string;
  /** Her own lines for the built-in engine, one per line ("pet: …" for facts). */
  voice: Record<VoiceList, string>;
}

export type VoiceList = keyof PersonaVoice;
export const VOICE_LISTS: readonly VoiceList[] = PERSONA_VOICE_LISTS;

const emptyVoice = () =>
  Object.fromEntries(VOICE_LISTS.map((list) => [list, ''])) as Record<VoiceList, string>;

export const TRIGGER_NAMES = ['happy', 'sad', 'excited', 'frustrated', 'flirty'] as const;
export type TriggerName = (typeof TRIGGER_NAMES)[number];
export const BACKSTORY_PARTS = [
  'childhood',
  'career',
  'relationship_history',
  'current_situation',
  'dreams',
] as const;
export type BackstoryPart = (typeof BACKSTORY_PARTS)[number];

export const BILINGUAL_TEXTS = [
  'name',
  'description',
  'personality',
  'location',
  'interests',
  'traits',
  'response_time',
  'background_story',
] as const;
export type BilingualText = (typeof BILINGUAL_TEXTS)[number];

/** Everything the editor holds, as the inputs hold it (text); converted when saving. */
export interface CompanionFormValues {
  en: Record<BilingualText, string>;
  bg: Record<BilingualText, string>;
  category: CompanionCategory;
  age: string;
  rating: string;
  is_active: boolean;
  is_premium: boolean;
  allows_explicit: boolean;
  persona: { en: PersonaValues; bg: PersonaValues };
}

const emptyTexts = (): Record<BilingualText, string> => ({
  name: '',
  description: '',
  personality: '',
  location: '',
  interests: '',
  traits: '',
  response_time: '',
  background_story: '',
});

const emptyPersona = (): PersonaValues => ({
  values: '',
  secrets: '',
  speech_patterns: '',
  triggers: { happy: '', sad: '', excited: '', frustrated: '', flirty: '' },
  backstory: {
    childhood: '',
    career: '',
    relationship_history: '',
    current_situation: '',
    dreams: '',
  },
  prompt: '',
  voice: emptyVoice(),
});

/** Document 001 section 3: empty texts, category romance, active, not premium, no tags. */
export function emptyCompanionForm(): CompanionFormValues {
  return {
    en: emptyTexts(),
    bg: emptyTexts(),
    category: 'romance',
    age: '',
    rating: '',
    is_active: true,
    is_premium: false,
    allows_explicit: false,
    persona: { en: emptyPersona(), bg: emptyPersona() },
  };
}

const joinLines = (items: readonly string[]) => items.join('\n');
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);
const splitCommas = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function personaValues(persona: AdminPersona): PersonaValues {
  return {
    values: joinLines(persona.values),
    secrets: joinLines(persona.secrets),
    speech_patterns: joinLines(persona.speech_patterns),
    triggers: {
      happy: joinLines(persona.emotional_triggers.happy),
      sad: joinLines(persona.emotional_triggers.sad),
      excited: joinLines(persona.emotional_triggers.excited),
      frustrated: joinLines(persona.emotional_triggers.frustrated),
      flirty: joinLines(persona.emotional_triggers.flirty),
    },
    backstory: { ...persona.backstory },
    prompt: persona.prompt,
    voice: Object.fromEntries(
      VOICE_LISTS.map((list) => [list, joinLines(persona.voice[list])]),
    ) as Record<VoiceList, string>,
  };
}

function personaOf(values: PersonaValues): AdminPersona {
  return {
    values: splitLines(values.values),
    secrets: splitLines(values.secrets),
    speech_patterns: splitLines(values.speech_patterns),
    emotional_triggers: {
      happy: splitLines(values.triggers.happy),
      sad: splitLines(values.triggers.sad),
      excited: splitLines(values.triggers.excited),
      frustrated: splitLines(values.triggers.frustrated),
      flirty: splitLines(values.triggers.flirty),
    },
    backstory: {
      childhood: values.backstory.childhood.trim(),
      career: values.backstory.career.trim(),
      relationship_history: values.backstory.relationship_history.trim(),
      current_situation: values.backstory.current_situation.trim(),
      dreams: values.backstory.dreams.trim(),
    },
    prompt: values.prompt.trim(),
    voice: Object.fromEntries(
      VOICE_LISTS.map((list) => [list, splitLines(values.voice[list])]),
    ) as PersonaVoice,
  };
}

export function companionFormOf(companion: AdminCompanion): CompanionFormValues {
  return {
    en: {
      name: companion.name,
      description: companion.description,
      personality: companion.personality,
      location: companion.location,
      interests: companion.interests,
      traits: companion.traits.join(', '),
      response_time: companion.response_time,
      background_story: companion.background_story,
    },
    bg: {
      name: companion.name_bg,
      description: companion.description_bg,
      personality: companion.personality_bg,
      location: companion.location_bg,
      interests: companion.interests_bg,
      traits: companion.traits_bg.join(', '),
      response_time: companion.response_time_bg,
      background_story: companion.background_story_bg,
    },
    category: companion.category,
    age: companion.age === null ? '' : String(companion.age),
    rating: String(companion.rating),
    is_active: companion.is_active,
    is_premium: companion.is_premium,
    allows_explicit: companion.allows_explicit,
    persona: { en: personaValues(companion.persona.en), bg: personaValues(companion.persona.bg) },
  };
}

/** Name and description (English) are required. */
export function hasRequiredFields(values: CompanionFormValues): boolean {
  return values.en.name.trim() !== '' && values.en.description.trim() !== '';
}

/** The age problem to show, if any: a whole number from 18 to 120, or empty. */
export function ageProblem(age: string): 'whole' | 'range' | null {
  const text = age.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'whole';
  const value = Number(text);
  return value < 18 || value > 120 ? 'range' : null;
}

export function ratingProblem(rating: string): boolean {
  const text = rating.trim().replace(',', '.');
  if (text === '') return false;
  const value = Number(text);
  return !Number.isFinite(value) || value < 0 || value > 5;
}

/** The full object the API takes (an update replaces every field, so all are sent). */
export function draftOf(values: CompanionFormValues): AdminCompanionDraft {
  const age = values.age.trim();
  const rating = values.rating.trim().replace(',', '.');
  return {
    name: values.en.name.trim(),
    name_bg: values.bg.name.trim(),
    description: values.en.description.trim(),
    description_bg: values.bg.description.trim(),
    personality: values.en.personality.trim(),
    personality_bg: values.bg.personality.trim(),
    background_story: values.en.background_story.trim(),
    background_story_bg: values.bg.background_story.trim(),
    location: values.en.location.trim(),
    location_bg: values.bg.location.trim(),
    interests: splitCommas(values.en.interests).join(', '),
    interests_bg: splitCommas(values.bg.interests).join(', '),
    traits: splitCommas(values.en.traits),
    traits_bg: splitCommas(values.bg.traits),
    response_time: values.en.response_time.trim(),
    response_time_bg: values.bg.response_time.trim(),
    age: age === '' ? null : Number(age),
    category: values.category,
    is_active: values.is_active,
    is_premium: values.is_premium,
    allows_explicit: values.allows_explicit,
    rating: rating === '' ? 0 : Number(rating),
    persona: { en: personaOf(values.persona.en), bg: personaOf(values.persona.bg) },
  };
}
