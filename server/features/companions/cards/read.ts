import type { z } from 'zod';
import {
  adminCompanionInputSchema,
  EMPTY_ADMIN_PERSONA,
  type AdminCompanionDraft,
  type AdminPersona,
} from '#common/contracts/admin-companions';
import {
  MAX_CARD_FILE_BYTES,
  MAX_CARD_JSON_BYTES,
  type CardFailureReason,
  type CardReadResult,
  type CardSpec,
  type ReadCard,
  type UnmappedCardField,
} from '#common/contracts/character-cards';
import { findUnderAge } from '#common/companions/under-age';
import { DEFAULT_LANGUAGE, type Language } from '#common/i18n/languages';
import { AMORA_EXTENSION, CARRIED_FIELDS, joinDescription } from './amora-extension';
import { isPng, PngError, readTextChunks } from './png';
import { cardV2DataSchema, cardV2Schema, cardV3Schema, type CardData } from './schema';
import { cleanText, fitText, stripMarkup } from './text';

/**
 * Reads a Character Card (V1, V2 or V3; a JSON file or a PNG with a `ccv3` or `chara` tEXt chunk)
 * into a companion's editable fields (docs/decisions/020-character-cards.md). Never throws: every
 * failure is `{ ok: false, field, reason }` for a 400 that names the field.
 */

type Failure = Extract<CardReadResult, { ok: false }>;

const fail = (field: string, reason: CardFailureReason, message: string): Failure => ({
  ok: false,
  field,
  reason,
  message,
});

// The sizes of the companion's fields (common/contracts/admin-companions.ts).
const NAME_MAX = 60;
const DESCRIPTION_MAX = 2000;
const PERSONALITY_MAX = 200;
const BACKGROUND_MAX = 8000;
const SITUATION_MAX = 2000;
const TRAIT_MAX = 60;
const TRAITS_MAX = 20;
const LINE_MAX = 500;
const SPEECH_LINES_MAX = 30;
const GREETINGS_MAX = 60;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/u;

export interface ReadCardOptions {
  /** The language the card is written in: its texts fill that language's fields. Default en. */
  language?: Language;
}

export function readCard(bytes: Buffer | string, options: ReadCardOptions = {}): CardReadResult {
  try {
    return readCardOrFail(bytes, options.language ?? DEFAULT_LANGUAGE);
  } catch (error) {
    // Nothing above is meant to throw; if something does, it is still the card's fault, not a 500.
    return fail('file', 'unreadable', `the card could not be read: ${(error as Error).message}`);
  }
}

function readCardOrFail(bytes: Buffer | string, language: Language): CardReadResult {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  if (size > MAX_CARD_FILE_BYTES) {
    return fail('file', 'too_large', `the file is over ${MAX_CARD_FILE_BYTES} bytes`);
  }
  let json: string;
  let source: ReadCard['source'] = 'json';
  if (typeof bytes === 'string') json = bytes;
  else if (isPng(bytes)) {
    const chunk = cardChunk(bytes);
    if (!chunk.ok) return chunk;
    source = chunk.keyword;
    json = chunk.json;
  } else {
    const decoded = decodeUtf8(bytes);
    if (decoded === null) return fail('file', 'unreadable', 'neither a PNG nor UTF-8 JSON');
    json = decoded;
  }
  if (Buffer.byteLength(json) > MAX_CARD_JSON_BYTES) {
    return fail('json', 'too_large', `the card's JSON is over ${MAX_CARD_JSON_BYTES} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.replace(/^\uFEFF/u, ''));
  } catch (error) {
    return fail('json', 'malformed_json', (error as Error).message);
  }
  return readCardObject(parsed, source, language);
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The card's JSON from a PNG: `ccv3` when present (the V3 text says it wins), else `chara`. */
function cardChunk(png: Buffer): { ok: true; keyword: 'ccv3' | 'chara'; json: string } | Failure {
  let texts: Map<string, string>;
  try {
    texts = readTextChunks(png);
  } catch (error) {
    if (error instanceof PngError) return fail('png', 'malformed_png', error.message);
    throw error;
  }
  const keyword = texts.has('ccv3') ? 'ccv3' : texts.has('chara') ? 'chara' : null;
  if (!keyword) return fail('png', 'not_a_card', 'the PNG has no ccv3 or chara tEXt chunk');
  const encoded = texts.get(keyword)!.replace(/\s+/gu, '');
  const field = `png.${keyword}`;
  if (encoded.length > Math.ceil(MAX_CARD_JSON_BYTES / 3) * 4) {
    return fail(field, 'too_large', `the card's JSON is over ${MAX_CARD_JSON_BYTES} bytes`);
  }
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) {
    return fail(field, 'malformed_base64', `the ${keyword} chunk is not base64`);
  }
  const json = decodeUtf8(Buffer.from(encoded, 'base64'));
  if (json === null) {
    return fail(field, 'malformed_base64', `the ${keyword} chunk does not decode to UTF-8 text`);
  }
  return { ok: true, keyword, json };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readCardObject(
  parsed: unknown,
  source: ReadCard['source'],
  language: Language,
): CardReadResult {
  if (!isObject(parsed)) return fail('json', 'not_a_card', 'the card is not a JSON object');
  let spec: CardSpec;
  let data: CardData;
  let prefix: string;
  if (parsed.spec === 'chara_card_v3' || parsed.spec === 'chara_card_v2') {
    const schema = parsed.spec === 'chara_card_v3' ? cardV3Schema : cardV2Schema;
    const result = schema.safeParse(parsed);
    if (!result.success) return zodFailure(result.error, '');
    spec = parsed.spec;
    data = result.data.data;
    prefix = 'data.';
  } else if (parsed.spec === undefined && ('name' in parsed || 'first_mes' in parsed)) {
    // V1: the same fields at the top level; V2's reading of them is a superset.
    const result = cardV2DataSchema.safeParse(parsed);
    if (!result.success) return zodFailure(result.error, '');
    spec = 'chara_card_v1';
    data = result.data;
    prefix = '';
  } else {
    return fail('spec', 'not_a_card', 'not a chara_card_v2 or chara_card_v3 card');
  }

  const name = stripMarkup(data.name);
  const characterName = stripMarkup(data.nickname ?? '') || name;
  // The whole object: legacy copies at the top level and extensions say something too.
  const underAge = findUnderAgeIn(parsed, characterName);
  if (underAge) {
    return fail(
      underAge.path,
      'under_18',
      `the card states an age under 18 ("${underAge.phrase}")`,
    );
  }
  return mapCard(data, { spec, source, prefix, name, characterName, language });
}

function zodFailure(error: z.ZodError, prefix: string): Failure {
  const issue = error.issues[0]!;
  const field = `${prefix}${issue.path.map(String).join('.')}` || 'json';
  let reason: CardFailureReason = 'wrong_type';
  if (issue.code === 'too_big' && issue.origin === 'array') reason = 'too_many';
  else if (issue.code === 'too_big' && issue.origin === 'string') reason = 'too_long';
  else if (issue.code === 'too_small' && /(^|\.)age$/u.test(field)) reason = 'under_18';
  else if (issue.code === 'too_small') reason = 'required';
  return fail(field, reason, issue.message);
}

/** Every string in the card, with its path, markup and macros cleaned as they would be shown. */
function findUnderAgeIn(
  root: unknown,
  characterName: string,
): { path: string; phrase: string } | null {
  const stack: Array<[string, unknown]> = [['', root]];
  while (stack.length > 0) {
    const [path, value] = stack.pop()!;
    if (typeof value === 'string') {
      const phrase = findUnderAge(cleanText(value, characterName));
      if (phrase) return { path, phrase };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([join(path, String(index)), item]));
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // Keys are texts too ("16-year-old": true would say as much as a value).
        const phrase = findUnderAge(key);
        if (phrase) return { path: join(path, key), phrase };
        stack.push([join(path, key), item]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

interface MapContext {
  spec: CardSpec;
  source: ReadCard['source'];
  prefix: string;
  name: string;
  characterName: string;
  language: Language;
}

function mapCard(data: CardData, context: MapContext): CardReadResult {
  const { prefix, characterName, language } = context;
  const unmapped: UnmappedCardField[] = [];
  const note = (field: string, reason: UnmappedCardField['reason']) => {
    const item = { field: `${prefix}${field}`, reason };
    if (!unmapped.some((known) => known.field === item.field && known.reason === reason)) {
      unmapped.push(item);
    }
  };
  const clean = (value: string) => cleanText(value, characterName);
  const fit = (field: string, value: string, max: number) => {
    const fitted = fitText(value, max);
    if (fitted.shortened) note(field, 'shortened');
    return fitted.text;
  };

  if (!context.name) return fail(`${prefix}name`, 'required', 'the card has no name');

  // What an Amora export carried in extensions (amora-extension.ts), under the card's own fields.
  const carried = carriedFields(data.extensions?.[AMORA_EXTENSION]);
  const companion = { name: '', description: '', ...carried } as AdminCompanionDraft &
    Record<string, unknown>;
  const suffix = language === 'bg' ? '_bg' : '';
  const carriedPersonas: Record<string, unknown> = isObject(companion.persona)
    ? companion.persona
    : {};
  const carriedPersona = carriedPersonas[language];
  const persona: AdminPersona = structuredClone(
    isObject(carriedPersona) ? (carriedPersona as AdminPersona) : EMPTY_ADMIN_PERSONA,
  );

  companion[`name${suffix}`] = fit('name', context.name, NAME_MAX);

  const description = clean(data.description);
  const fallback = description || clean(data.personality) || clean(data.scenario);
  // As write.ts picks them: a blank Bulgarian text was written as the English one.
  const carriedText = (field: string) => {
    const own = carried[`${field}${suffix}`];
    return language === 'bg' && own === '' ? carried[field] : own;
  };
  const carriedDescription = carriedText('description');
  const carriedStory = carriedText('background_story');
  if (!fallback) return fail(`${prefix}description`, 'required', 'the card has no description');
  // Unchanged since Amora wrote it (write.ts joins the two): the carried fields stay apart.
  const unchanged =
    typeof carriedDescription === 'string' &&
    typeof carriedStory === 'string' &&
    joinDescription(carriedDescription, carriedStory) === description;
  if (!unchanged && fallback.length > DESCRIPTION_MAX) {
    // The profile shows the start; the whole text still drives replies as her story.
    companion[`description${suffix}`] = fitText(fallback, DESCRIPTION_MAX).text;
    companion[`background_story${suffix}`] = fit('description', fallback, BACKGROUND_MAX);
  } else if (!unchanged) {
    companion[`description${suffix}`] = fallback;
  }

  const personality = clean(data.personality);
  if (personality)
    companion[`personality${suffix}`] = fit('personality', personality, PERSONALITY_MAX);

  const scenario = clean(data.scenario);
  if (scenario) {
    persona.backstory = {
      ...persona.backstory,
      current_situation: fit('scenario', scenario, SITUATION_MAX),
    };
  }

  const greetings: string[] = [];
  const firstMessage = clean(data.first_mes);
  if (firstMessage) greetings.push(fit('first_mes', firstMessage, LINE_MAX));
  const alternates = data.alternate_greetings.map(clean).filter(Boolean);
  if (alternates.length > GREETINGS_MAX - greetings.length)
    note('alternate_greetings', 'shortened');
  for (const greeting of alternates.slice(0, GREETINGS_MAX - greetings.length)) {
    greetings.push(fit('alternate_greetings', greeting, LINE_MAX));
  }
  if (greetings.length > 0) persona.voice = { ...persona.voice, greetings };

  if (data.mes_example.trim()) {
    const turns = characterTurns(data.mes_example, context.name).map(clean).filter(Boolean);
    if (turns.length === 0) note('mes_example', 'no_equivalent');
    else {
      if (turns.length > SPEECH_LINES_MAX) note('mes_example', 'shortened');
      persona.speech_patterns = turns
        .slice(0, SPEECH_LINES_MAX)
        .map((turn) => fitText(turn, LINE_MAX).text);
      if (turns.some((turn) => turn.length > LINE_MAX)) note('mes_example', 'shortened');
    }
  }

  const tags = [...new Set(data.tags.map((tag) => stripMarkup(tag)).filter(Boolean))];
  if (tags.length > 0) {
    if (tags.length > TRAITS_MAX || tags.some((tag) => tag.length > TRAIT_MAX)) {
      note('tags', 'shortened');
    }
    companion[`traits${suffix}`] = tags
      .slice(0, TRAITS_MAX)
      .map((tag) => fitText(tag, TRAIT_MAX).text);
  }

  companion.persona = {
    ...carriedPersonas,
    [language]: { ...persona, prompt: '' },
  } as AdminCompanionDraft['persona'];
  if (language === 'bg') {
    // English is the required side: a Bulgarian card fills it too when nothing else did.
    companion.name ||= companion.name_bg as string;
    companion.description ||= companion.description_bg as string;
  }

  const creatorNotes = stripMarkup(
    data.creator_notes_multilingual?.[language] ?? data.creator_notes ?? '',
  );
  if (creatorNotes) note('creator_notes', 'no_equivalent');
  noteUnmapped(data, note);

  const result = adminCompanionInputSchema.safeParse(companion);
  if (!result.success) return zodFailure(result.error, `${prefix}extensions.${AMORA_EXTENSION}.`);
  return {
    ok: true,
    card: {
      spec: context.spec,
      source: context.source,
      companion: result.data,
      creatorNotes,
      unmapped,
    },
  };
}

/** The fields an Amora export carried, markup removed; anything else in the extension is ignored. */
function carriedFields(extension: unknown): Record<string, unknown> {
  if (!isObject(extension)) return {};
  const carried: Record<string, unknown> = {};
  for (const field of CARRIED_FIELDS) {
    if (field in extension) carried[field] = deepStrip(extension[field]);
  }
  if (isObject(carried.persona)) {
    // A system prompt from a file would replace Amora's own rules for replies: never taken.
    for (const language of Object.keys(carried.persona)) {
      const persona = carried.persona[language];
      if (isObject(persona)) persona.prompt = '';
    }
  }
  return carried;
}

function deepStrip(value: unknown): unknown {
  if (typeof value === 'string') return stripMarkup(value);
  if (Array.isArray(value)) return value.map(deepStrip);
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepStrip(item)]));
  }
  return value;
}

/**
 * Her turns in the example dialogue: lines after `{{char}}:` (or `<BOT>:`, or her name and a
 * colon) up to the next speaker or `<START>`; the user's turns are dropped.
 */
export function characterTurns(examples: string, name: string): string[] {
  const escapedName = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const hers = new RegExp(
    `^\\s*(?:\\{\\{\\s*char\\s*\\}\\}|<\\s*(?:bot|char)\\s*>|${escapedName})\\s*:\\s?`,
    'iu',
  );
  const someone = /^\s*(?:\{\{\s*user\s*\}\}|<\s*user\s*>|[\p{L}][\p{L}\p{N} _'-]{0,40})\s*:\s?/iu;
  const turns: string[] = [];
  let current: string[] | null = null;
  const close = () => {
    if (current) turns.push(current.join('\n').trim());
    current = null;
  };
  for (const line of examples.replace(/\r\n?/gu, '\n').split('\n')) {
    if (/^\s*<\s*start\s*>\s*$/iu.test(line)) close();
    else if (hers.test(line)) {
      close();
      current = [line.replace(hers, '')];
    } else if (someone.test(line)) close();
    else if (current) current.push(line);
  }
  close();
  return turns.filter(Boolean);
}

/** Card fields with something in them that Amora keeps nowhere. */
function noteUnmapped(
  data: CardData,
  note: (field: string, reason: UnmappedCardField['reason']) => void,
) {
  if (data.system_prompt.trim()) note('system_prompt', 'ignored');
  if (data.post_history_instructions.trim()) note('post_history_instructions', 'ignored');
  if (data.nickname?.trim()) note('nickname', 'no_equivalent');
  if (data.group_only_greetings?.length) note('group_only_greetings', 'no_equivalent');
  if (data.character_book !== undefined && data.character_book !== null) {
    note('character_book', 'no_equivalent');
  }
  if (data.assets?.some((asset) => asset.uri !== 'ccdefault:')) note('assets', 'no_equivalent');
  if (data.creator.trim()) note('creator', 'no_equivalent');
  if (data.character_version.trim()) note('character_version', 'no_equivalent');
  if (data.source?.length) note('source', 'no_equivalent');
  const otherExtensions = Object.keys(data.extensions ?? {}).filter(
    (key) => key !== AMORA_EXTENSION,
  );
  if (otherExtensions.length > 0) note('extensions', 'no_equivalent');
}
