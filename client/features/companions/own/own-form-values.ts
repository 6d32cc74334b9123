import { findUnderAge } from '#common/companions/under-age';
import type {
  OwnCompanion,
  OwnCompanionDraft,
  OwnCompanionPatchDraft,
  OwnPersona,
} from '#common/contracts/own-companions';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import { isApiError } from '#client/lib/api-client';

/** The texts a user writes about her, in one language, as the inputs hold them. */
export const OWN_TEXT_FIELDS = [
  'name',
  'location',
  'personality',
  'appearance',
  'description',
  'childhood',
  'career',
  'relationship_history',
  'current_situation',
  'dreams',
  'interests',
  'values',
  'speech_patterns',
  'greeting',
] as const;
export type OwnTextField = (typeof OWN_TEXT_FIELDS)[number];
export type OwnTexts = Record<OwnTextField, string>;

/**
 * The same caps as the server (adminCompanionInputSchema, adminPersonaSchema, persona voice):
 * the inputs stop there, so a user never types what the server would refuse for its length.
 * `values` and `speech_patterns` are one item per line, each item at most 500.
 */
export const OWN_TEXT_CAPS: Record<OwnTextField, number> = {
  name: 60,
  location: 100,
  personality: 200,
  appearance: 1000,
  description: 2000,
  childhood: 2000,
  career: 2000,
  relationship_history: 2000,
  current_situation: 2000,
  dreams: 2000,
  interests: 1000,
  values: 30 * 501,
  speech_patterns: 30 * 501,
  greeting: 500,
};
/** Items of a one-per-line list (values, how she talks): count and length, as the server. */
export const MAX_LIST_ITEMS = 30;
export const MAX_LIST_ITEM = 500;
export const MIN_AGE = 18;
export const MAX_AGE = 120;

export interface OwnFormValues {
  /** The language she is written in; the other one is optional. */
  written: Language;
  texts: Record<Language, OwnTexts>;
  age: string;
}

/** Her stored persona per language: the fields the form does not show are sent back as they are. */
export type BasePersonas = Record<Language, OwnPersona>;

const emptyTexts = (): OwnTexts =>
  Object.fromEntries(OWN_TEXT_FIELDS.map((field) => [field, ''])) as OwnTexts;

export function emptyOwnForm(written: Language): OwnFormValues {
  return { written, texts: { en: emptyTexts(), bg: emptyTexts() }, age: '' };
}

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'bg' : 'en');

/** `name` / `name_bg`: the API's plain names are English, `_bg` Bulgarian. */
const COLUMN_FIELDS = ['name', 'location', 'personality', 'description', 'interests'] as const;
type ColumnField = (typeof COLUMN_FIELDS)[number];
const columnOf = (field: ColumnField, language: Language) =>
  language === 'en' ? field : (`${field}_bg` as const);

const BACKSTORY_FIELDS = [
  'childhood',
  'career',
  'relationship_history',
  'current_situation',
  'dreams',
] as const;

/** The field's path as the server names it in a 400 (`name_bg`, `persona.en.backstory.dreams`). */
export function serverPathOf(field: OwnTextField, language: Language): string {
  if ((COLUMN_FIELDS as readonly string[]).includes(field)) {
    return columnOf(field as ColumnField, language);
  }
  if ((BACKSTORY_FIELDS as readonly string[]).includes(field)) {
    return `persona.${language}.backstory.${field}`;
  }
  if (field === 'greeting') return `persona.${language}.voice.greetings`;
  return `persona.${language}.${field}`;
}

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

function textsOf(companion: OwnCompanion, language: Language): OwnTexts {
  const persona = companion.persona[language];
  const column = (field: ColumnField) => companion[columnOf(field, language)] ?? '';
  return {
    name: column('name'),
    location: column('location'),
    personality: column('personality'),
    description: column('description'),
    interests: column('interests'),
    appearance: persona.appearance ?? '',
    ...persona.backstory,
    values: persona.values.join('\n'),
    speech_patterns: persona.speech_patterns.join('\n'),
    greeting: persona.voice.greetings[0] ?? '',
  };
}

/** The edit form, prefilled. */
export function ownFormOf(companion: OwnCompanion): OwnFormValues {
  return {
    written: companion.language,
    texts: { en: textsOf(companion, 'en'), bg: textsOf(companion, 'bg') },
    age: companion.age === null ? '' : String(companion.age),
  };
}

/** The persona fields the form shows, in one language. */
function personaFieldsOf(texts: OwnTexts) {
  return {
    appearance: texts.appearance.trim(),
    backstory: Object.fromEntries(
      BACKSTORY_FIELDS.map((field) => [field, texts[field].trim()]),
    ) as OwnPersona['backstory'],
    values: splitLines(texts.values),
    speech_patterns: splitLines(texts.speech_patterns),
  };
}

/** The greeting is her first message: the first of her greetings, the others kept after it. */
function greetingsOf(texts: OwnTexts, base: readonly string[] = []): string[] {
  const greeting = texts.greeting.trim();
  const rest = base.slice(1);
  return greeting ? [greeting, ...rest] : rest;
}

function columnsOf(values: OwnFormValues) {
  const columns: Record<string, string> = {};
  for (const language of LANGUAGES) {
    for (const field of COLUMN_FIELDS) {
      const text = values.texts[language][field];
      columns[columnOf(field, language)] =
        field === 'interests' ? splitCommas(text).join(', ') : text.trim();
    }
  }
  return columns as Pick<
    OwnCompanionDraft,
    | 'name'
    | 'name_bg'
    | 'location'
    | 'location_bg'
    | 'personality'
    | 'personality_bg'
    | 'description'
    | 'description_bg'
    | 'interests'
    | 'interests_bg'
  >;
}

const ageOf = (values: OwnFormValues) => (values.age.trim() === '' ? null : Number(values.age));

/** The create request's body (the avatar goes separately, see api.ts). */
export function createDraftOf(values: OwnFormValues): OwnCompanionDraft {
  return {
    language: values.written,
    ...columnsOf(values),
    age: ageOf(values),
    persona: {
      en: {
        ...personaFieldsOf(values.texts.en),
        voice: { greetings: greetingsOf(values.texts.en) },
      },
      bg: {
        ...personaFieldsOf(values.texts.bg),
        voice: { greetings: greetingsOf(values.texts.bg) },
      },
    },
  };
}

function mergedPersona(texts: OwnTexts, base: OwnPersona): OwnPersona {
  return {
    ...base,
    ...personaFieldsOf(texts),
    voice: { ...base.voice, greetings: greetingsOf(texts, base.voice.greetings) },
  };
}

/** The edit request's body: every field the form shows, her other persona fields kept. */
export function patchOf(values: OwnFormValues, base: BasePersonas): OwnCompanionPatchDraft {
  return {
    language: values.written,
    ...columnsOf(values),
    age: ageOf(values),
    persona: {
      en: mergedPersona(values.texts.en, base.en),
      bg: mergedPersona(values.texts.bg, base.bg),
    },
  };
}

// ---- Problems -----------------------------------------------------------------------------------

export type Problem =
  | { kind: 'required' }
  | { kind: 'ageWhole' }
  | { kind: 'ageRange' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'under18'; phrase: string | null }
  | { kind: 'invalid' };

/** Problems by server path (`age`, `name_bg`, `persona.bg.values`…). */
export type Problems = Record<string, Problem>;

function ageProblem(age: string): Problem | null {
  const text = age.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return { kind: 'ageWhole' };
  const value = Number(text);
  return value < MIN_AGE || value > MAX_AGE ? { kind: 'ageRange' } : null;
}

function listProblem(text: string): Problem | null {
  const items = splitLines(text);
  if (items.length > MAX_LIST_ITEMS) return { kind: 'tooMany', max: MAX_LIST_ITEMS };
  if (items.some((item) => item.length > MAX_LIST_ITEM)) {
    return { kind: 'tooLong', max: MAX_LIST_ITEM };
  }
  return null;
}

/**
 * What the server would refuse, checked before sending (the server is still the judge): the
 * written language's name, the age (18-120, whole), lengths, and any text in either language
 * that states an age under 18 (the server's own detector, common/companions/under-age.ts).
 */
export function validateOwnForm(values: OwnFormValues): Problems {
  const problems: Problems = {};
  const age = ageProblem(values.age);
  if (age) problems.age = age;
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    for (const field of OWN_TEXT_FIELDS) {
      const path = serverPathOf(field, language);
      const text = texts[field];
      const under = findUnderAge(text);
      const problem: Problem | null =
        field === 'name' && language === values.written && text.trim() === ''
          ? { kind: 'required' }
          : field === 'values' || field === 'speech_patterns'
            ? listProblem(text)
            : text.trim().length > OWN_TEXT_CAPS[field]
              ? { kind: 'tooLong', max: OWN_TEXT_CAPS[field] }
              : null;
      if (problem) problems[path] = problem;
      else if (under) problems[path] = { kind: 'under18', phrase: under };
    }
  }
  return problems;
}

function problemOfMessage(message: string): Problem {
  if (/required/i.test(message)) return { kind: 'required' };
  if (/at least 18|under 18|minor/i.test(message)) return { kind: 'ageRange' };
  if (/whole number|integer/i.test(message)) return { kind: 'ageWhole' };
  const max = /(?:at most|max(?:imum)?)\D*(\d+)/i.exec(message);
  if (/too long|too big|at most|characters/i.test(message)) {
    return { kind: 'tooLong', max: max ? Number(max[1]) : 0 };
  }
  return { kind: 'invalid' };
}

/** The form's fields a 400 names: the path of a list item (`persona.en.values.3`) is its list. */
function fieldPathOf(path: string): string {
  const list = /^(persona\.(?:en|bg)\.(?:values|speech_patterns|voice\.greetings))(?:\.\d+)?$/.exec(
    path,
  );
  return list ? list[1]! : path;
}

/**
 * The server's field errors, for the fields they name: 400 `UNDER_18` (`field`) and
 * `VALIDATION_FAILED` (`fields`). Its English messages are turned into the form's own words.
 */
export function serverProblems(error: unknown): Problems {
  if (!isApiError(error) || error.status !== 400) return {};
  const problems: Problems = {};
  const field = error.body?.field;
  if (error.code === 'UNDER_18' && typeof field === 'string') {
    problems[fieldPathOf(field)] = { kind: 'under18', phrase: null };
  }
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    problems[fieldPathOf(path)] ??=
      error.code === 'UNDER_18' ? { kind: 'under18', phrase: null } : problemOfMessage(message);
  }
  return problems;
}
