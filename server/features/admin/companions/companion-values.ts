import {
  DEFAULT_RESPONSE_TIME,
  type AdminCompanionInput,
  type AdminPersona,
} from '#common/contracts/admin-companions';
import { splitInterests } from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import type { companions, StoredPersona } from '#server/db/schema';
import {
  EMPTY_PERSONA_VOICE,
  personaVoiceSchema,
  type PersonaVoice,
} from '#common/contracts/persona-voice';
import type { LocalizedPersona } from '#server/features/companions';

/** The ai_models columns an admin edits (everything but id, slug, legacy id, photos, dates). */
export type EditableCompanionValues = Omit<
  typeof companions.$inferInsert,
  'id' | 'slug' | 'legacyId' | 'avatarMediaId' | 'createdAt' | 'updatedAt'
>;

/**
 * Bulgarian texts left blank take the English ones, so a companion never shows empty in
 * Bulgarian; blank response times take the default. Applied before saving and before an import
 * is compared with what is stored, so both see the same values.
 */
export function withFallbacks(input: AdminCompanionInput): AdminCompanionInput {
  const orEnglish = (bg: string, en: string) => (bg.trim() ? bg : en);
  return {
    ...input,
    name_bg: orEnglish(input.name_bg, input.name),
    description_bg: orEnglish(input.description_bg, input.description),
    personality_bg: orEnglish(input.personality_bg, input.personality),
    background_story_bg: orEnglish(input.background_story_bg, input.background_story),
    location_bg: orEnglish(input.location_bg, input.location),
    interests_bg: orEnglish(input.interests_bg, input.interests),
    traits_bg: input.traits_bg.length > 0 ? input.traits_bg : input.traits,
    response_time: input.response_time || DEFAULT_RESPONSE_TIME.en,
    response_time_bg: input.response_time_bg || input.response_time || DEFAULT_RESPONSE_TIME.bg,
  };
}

/** Interests are stored as ", "-joined text in the order given. */
function normaliseInterests(text: string): string {
  return splitInterests(text).join(', ');
}

function localizedPersona(input: AdminCompanionInput, language: Language): LocalizedPersona {
  const bg = language === 'bg';
  const persona: AdminPersona = input.persona[language];
  return {
    name: bg ? input.name_bg : input.name,
    personality: bg ? input.personality_bg : input.personality,
    description: bg ? input.description_bg : input.description,
    location: bg ? input.location_bg : input.location,
    interests: splitInterests(bg ? input.interests_bg : input.interests),
    traits: bg ? input.traits_bg : input.traits,
    values: persona.values,
    secrets: persona.secrets,
    speechPatterns: persona.speech_patterns,
    emotionalTriggers: persona.emotional_triggers,
    backstory: {
      childhood: persona.backstory.childhood,
      career: persona.backstory.career,
      relationshipHistory: persona.backstory.relationship_history,
      currentSituation: persona.backstory.current_situation,
      dreams: persona.backstory.dreams,
    },
    prompt: persona.prompt,
    ...(persona.appearance ? { appearance: persona.appearance } : {}),
    responseTime: bg ? input.response_time_bg : input.response_time,
    voice: persona.voice,
  };
}

/**
 * The columns for an edited companion. The stored persona repeats name, style, description,
 * location, interests and traits from the edited fields, so the reply engines never speak from
 * stale text; its prompt and the rest are the admin's persona fields.
 */
export function toCompanionValues(
  raw: AdminCompanionInput,
  options: { fallbacks?: boolean } = {},
): EditableCompanionValues {
  // Own companions keep the other language empty (docs/decisions/021): views fall back instead.
  const input = options.fallbacks === false ? raw : withFallbacks(raw);
  const persona: StoredPersona = {
    en: localizedPersona(input, 'en'),
    bg: localizedPersona(input, 'bg'),
  };
  return {
    name: input.name,
    nameBg: input.name_bg,
    personality: input.personality,
    personalityBg: input.personality_bg,
    description: input.description,
    descriptionBg: input.description_bg,
    backgroundStory: input.background_story,
    backgroundStoryBg: input.background_story_bg,
    location: input.location || null,
    locationBg: input.location_bg || null,
    interests: normaliseInterests(input.interests),
    interestsBg: normaliseInterests(input.interests_bg),
    traits: input.traits,
    traitsBg: input.traits_bg,
    responseTime: input.response_time,
    responseTimeBg: input.response_time_bg,
    age: input.age,
    category: input.category,
    isActive: input.is_active,
    isPremium: input.is_premium,
    allowsExplicit: input.allows_explicit,
    rating: input.rating,
    persona,
  };
}

/** The stored voice as the admin edits it; one that no longer validates reads as empty. */
function storedVoice(voice: unknown): PersonaVoice {
  const parsed = personaVoiceSchema.safeParse(voice ?? {});
  return parsed.success ? parsed.data : EMPTY_PERSONA_VOICE;
}

/** The persona fields an admin edits, from a stored persona (missing parts read as empty). */
export function toAdminPersona(stored: Partial<LocalizedPersona> | undefined): AdminPersona {
  const triggers = stored?.emotionalTriggers;
  const backstory = stored?.backstory;
  return {
    values: stored?.values ?? [],
    secrets: stored?.secrets ?? [],
    speech_patterns: stored?.speechPatterns ?? [],
    emotional_triggers: {
      happy: triggers?.happy ?? [],
      sad: triggers?.sad ?? [],
      excited: triggers?.excited ?? [],
      frustrated: triggers?.frustrated ?? [],
      flirty: triggers?.flirty ?? [],
    },
    backstory: {
      childhood: backstory?.childhood ?? '',
      career: backstory?.career ?? '',
      relationship_history: backstory?.relationshipHistory ?? '',
      current_situation: backstory?.currentSituation ?? '',
      dreams: backstory?.dreams ?? '',
    },
    prompt: stored?.prompt ?? '',
    ...(stored?.appearance ? { appearance: stored.appearance } : {}),
    voice: storedVoice(stored?.voice),
  };
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

/**
 * The link name of a new companion, from its English name: lower-case ASCII words joined by
 * dashes (Bulgarian letters transliterated, accents dropped). Never a bare number, which would
 * read as a built-in companion's number.
 */
export function slugFromName(name: string): string {
  const ascii = [...name.toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return /[a-z]/.test(slug) ? slug : `companion${slug ? `-${slug}` : ''}`;
}

/** The stored columns that make up a companion's editable fields. */
export type StoredCompanionValues = Pick<
  typeof companions.$inferSelect,
  keyof EditableCompanionValues & keyof typeof companions.$inferSelect
>;

/** The editable fields of a stored companion: the editor's starting point and the export. */
export function toCompanionInput(row: StoredCompanionValues): AdminCompanionInput {
  return {
    name: row.name,
    name_bg: row.nameBg,
    description: row.description,
    description_bg: row.descriptionBg,
    personality: row.personality,
    personality_bg: row.personalityBg,
    background_story: row.backgroundStory,
    background_story_bg: row.backgroundStoryBg,
    location: row.location ?? '',
    location_bg: row.locationBg ?? '',
    interests: row.interests,
    interests_bg: row.interestsBg,
    traits: row.traits,
    traits_bg: row.traitsBg,
    response_time: row.responseTime,
    response_time_bg: row.responseTimeBg,
    age: row.age,
    category: row.category,
    is_active: row.isActive,
    is_premium: row.isPremium,
    allows_explicit: row.allowsExplicit,
    rating: row.rating,
    persona: { en: toAdminPersona(row.persona?.en), bg: toAdminPersona(row.persona?.bg) },
  };
}
