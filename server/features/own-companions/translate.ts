import { z } from 'zod';
import { ownCompanionInputSchema, type OwnCompanionInput } from '#common/contracts/own-companions';
import type { Language } from '#common/i18n/languages';
import type { JsonWriter } from '#server/features/replies';
import { cleanTexts } from './values';

/**
 * The other language of an own companion, filled by the reply provider when one is configured
 * (docs/decisions/021): the written texts whose counterpart is empty go out in one JSON request
 * and come back translated; the answer is validated like a form (caps, markup, under 18) and
 * dropped whole if anything is wrong. Without a provider, or when it fails, the other language
 * stays empty and the views show the written one.
 */

const TOP_LEVEL = [
  ['name', 'name_bg'],
  ['personality', 'personality_bg'],
  ['description', 'description_bg'],
  ['background_story', 'background_story_bg'],
  ['location', 'location_bg'],
  ['interests', 'interests_bg'],
  ['traits', 'traits_bg'],
] as const;
const STORY = [
  'childhood',
  'career',
  'relationship_history',
  'current_situation',
  'dreams',
] as const;

type Text = string | string[];
const answerSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bg: 'Bulgarian' };
const TIMEOUT_MS = 60_000;

const filled = (value: Text | undefined) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());

/** What is written in `from` and empty in `to`, by a flat key. */
function untranslated(input: OwnCompanionInput, from: Language): Record<string, Text> {
  const to = from === 'en' ? 'bg' : 'en';
  const out: Record<string, Text> = {};
  for (const [en, bg] of TOP_LEVEL) {
    const [source, target] = from === 'en' ? [en, bg] : [bg, en];
    if (filled(input[source]) && !filled(input[target])) out[en] = input[source];
  }
  const written = input.persona[from];
  const other = input.persona[to];
  if (filled(written.appearance) && !filled(other.appearance)) {
    out['persona.appearance'] = written.appearance!;
  }
  for (const list of ['values', 'speech_patterns'] as const) {
    if (filled(written[list]) && !filled(other[list])) out[`persona.${list}`] = written[list];
  }
  for (const part of STORY) {
    if (filled(written.backstory[part]) && !filled(other.backstory[part])) {
      out[`persona.backstory.${part}`] = written.backstory[part];
    }
  }
  if (filled(written.voice.greetings) && !filled(other.voice.greetings)) {
    out['persona.voice.greetings'] = written.voice.greetings;
  }
  return out;
}

function applied(input: OwnCompanionInput, to: Language, answer: Record<string, Text>) {
  const next = structuredClone(input);
  const fields = next as unknown as Record<string, unknown>;
  const persona = next.persona[to] as Record<string, unknown> & {
    backstory: Record<string, string>;
    voice: Record<string, unknown>;
  };
  for (const [key, value] of Object.entries(answer)) {
    const top = TOP_LEVEL.find(([en]) => en === key);
    if (top) fields[to === 'bg' ? top[1] : top[0]] = value;
    else if (
      key === 'persona.appearance' ||
      key === 'persona.values' ||
      key === 'persona.speech_patterns'
    ) {
      persona[key.slice('persona.'.length)] = value;
    } else if (key.startsWith('persona.backstory.')) {
      persona.backstory[key.slice('persona.backstory.'.length)] = String(value);
    } else if (key === 'persona.voice.greetings') persona.voice.greetings = value;
  }
  return next;
}

export async function fillOtherLanguage(
  writer: JsonWriter | null | undefined,
  input: OwnCompanionInput,
): Promise<{ input: OwnCompanionInput; machineTranslated: Language | null }> {
  const from = input.language;
  const to: Language = from === 'en' ? 'bg' : 'en';
  const source = untranslated(input, from);
  if (!writer || Object.keys(source).length === 0) return { input, machineTranslated: null };
  try {
    const answer = await writer.write(
      {
        system:
          `Translate every value of the JSON object from ${LANGUAGE_NAMES[from]} into ` +
          `${LANGUAGE_NAMES[to]}, as a native speaker would write it. Keep the keys, keep lists ` +
          'as lists of the same length, add nothing. Answer with the JSON object only.',
        user: JSON.stringify(source),
        maxTokens: 4000,
        schema: answerSchema,
      },
      AbortSignal.timeout(TIMEOUT_MS),
    );
    const known = Object.fromEntries(
      Object.entries(answer).filter(([key, value]) => key in source && filled(value)),
    );
    if (Object.keys(known).length === 0) return { input, machineTranslated: null };
    const parsed = ownCompanionInputSchema.safeParse(applied(input, to, known));
    if (!parsed.success) return { input, machineTranslated: null };
    const { language, portrait, category, age, allows_explicit, ...texts } = parsed.data;
    return {
      input: { ...cleanTexts(texts), language, portrait, category, age, allows_explicit },
      machineTranslated: to,
    };
  } catch {
    // A provider failure, garbage, or a translation the form would refuse: written language only.
    return { input, machineTranslated: null };
  }
}
