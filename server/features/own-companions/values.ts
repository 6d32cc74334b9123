import {
  DEFAULT_RESPONSE_TIME,
  type AdminCompanionInput,
} from '#common/contracts/admin-companions';
import {
  ownCompanionInputSchema,
  type OwnCompanion,
  type OwnCompanionInput,
  type OwnCompanionPatch,
  type OwnPersona,
} from '#common/contracts/own-companions';
import { findUnderAgeField } from '#common/companions/under-age';
import type { Language } from '#common/i18n/languages';
import type { companions } from '#server/db/schema';
import { toCompanionInput, toCompanionValues } from '#server/features/admin';
import { stripMarkup } from '#server/features/companions';
import { mediaUrl } from '#server/features/media';
import { HttpError } from '#server/http-error';

export type OwnCompanionRow = typeof companions.$inferSelect;

/**
 * Every text of a user's companion, cleaned as it will be shown (markup removed, trimmed), and
 * each checked for a stated age under 18 (docs/decisions/021): the first one found is 400
 * UNDER_18 with its path (`persona.bg.backstory.childhood`, `traits.2`).
 */
export function cleanTexts<T>(value: T, path: string[] = []): T {
  if (typeof value === 'string') {
    const cleaned = stripMarkup(value).trim();
    const found = findUnderAgeField(cleaned, path);
    if (found) {
      const { field } = found;
      throw new HttpError(400, 'UNDER_18', `"${field}" describes someone under 18.`, {
        field,
        fields: { [field]: 'Companions and everyone they describe must be 18 or older' },
      });
    }
    return cleaned as T;
  }
  if (Array.isArray(value)) {
    return value
      .map((item, index) => cleanTexts(item, [...path, String(index)]))
      .filter((item) => item !== '') as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanTexts(item, [...path, key])]),
    ) as T;
  }
  return value;
}

/** A blank description is made from her personality and appearance (the card and profile need one). */
function describe(input: OwnCompanionInput, language: Language): string {
  const bg = language === 'bg';
  const written = bg ? input.description_bg : input.description;
  if (written) return written;
  const personality = bg ? input.personality_bg : input.personality;
  const appearance = input.persona[language].appearance ?? '';
  return [personality, appearance].filter(Boolean).join('. ').slice(0, 2000);
}

/** The admin's editable fields for an own companion: what the site decides is fixed here. */
export function toAdminInput(input: OwnCompanionInput): AdminCompanionInput {
  const withPrompt = (persona: OwnPersona) => ({ ...persona, prompt: '' });
  const { language: _language, portrait: _portrait, ...fields } = input;
  return {
    ...fields,
    description: describe(input, 'en'),
    description_bg: describe(input, 'bg'),
    response_time: input.name ? DEFAULT_RESPONSE_TIME.en : '',
    response_time_bg: input.name_bg ? DEFAULT_RESPONSE_TIME.bg : '',
    is_active: true,
    is_premium: false,
    rating: 0,
    persona: { en: withPrompt(input.persona.en), bg: withPrompt(input.persona.bg) },
  };
}

/** The columns of an own companion (the other language stays as written: empty or not). */
export function toOwnValues(input: OwnCompanionInput) {
  return {
    ...toCompanionValues(toAdminInput(input), { fallbacks: false }),
    writtenLanguage: input.language,
  };
}

/** The stored companion as the form's fields (the starting point of a patch and of an export). */
export function toOwnInput(row: OwnCompanionRow): OwnCompanionInput {
  const admin = toCompanionInput(row);
  const {
    is_active: _active,
    is_premium: _premium,
    rating: _rating,
    response_time: _time,
    response_time_bg: _timeBg,
    persona,
    ...fields
  } = admin;
  const withoutPrompt = ({ prompt: _prompt, ...rest }: (typeof persona)['en']) => rest;
  return {
    ...fields,
    language: row.writtenLanguage ?? 'en',
    portrait: row.portrait,
    persona: { en: withoutPrompt(persona.en), bg: withoutPrompt(persona.bg) },
  };
}

/** The stored fields with a patch applied, validated again as a whole (the written name stays). */
export function applyPatch(row: OwnCompanionRow, patch: OwnCompanionPatch): OwnCompanionInput {
  const current = toOwnInput(row);
  const { persona, ...fields } = patch;
  const merged = {
    ...current,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    persona: { en: persona?.en ?? current.persona.en, bg: persona?.bg ?? current.persona.bg },
  };
  const parsed = ownCompanionInputSchema.safeParse(merged);
  if (!parsed.success) {
    const fieldsOut = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    throw new HttpError(400, 'VALIDATION_FAILED', 'The companion is not valid.', {
      fields: fieldsOut,
    });
  }
  return parsed.data;
}

export interface Activity {
  conversations: number;
  messages: number;
}

/** The owner's view (common/contracts/own-companions.ts). */
export function toOwnCompanion(row: OwnCompanionRow, activity: Activity): OwnCompanion {
  const input = toOwnInput(row);
  const avatar = row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '';
  return {
    id: row.id,
    slug: row.slug,
    name: input.name,
    name_bg: input.name_bg,
    description: input.description,
    description_bg: input.description_bg,
    personality: input.personality,
    personality_bg: input.personality_bg,
    background_story: input.background_story,
    background_story_bg: input.background_story_bg,
    location: input.location,
    location_bg: input.location_bg,
    interests: input.interests,
    interests_bg: input.interests_bg,
    traits: input.traits,
    traits_bg: input.traits_bg,
    age: input.age,
    category: input.category,
    allows_explicit: input.allows_explicit,
    avatar_url: avatar,
    persona: input.persona,
    language: input.language,
    machine_translated: row.machineTranslated,
    portrait: row.portrait,
    conversations_count: activity.conversations,
    messages_count: activity.messages,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
