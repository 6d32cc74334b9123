import { FACT_TOPICS, type FactTopic } from '#common/contracts/persona-voice';
import type { Language } from '#common/i18n/languages';
import type { EmotionalTriggers, LocalizedPersona } from '#server/features/companions';
import type { SayLines } from './say-lines';
import { hashText } from './seeded-random';
import { joinList, splitSentences } from './text';

/**
 * Her voice as the pipeline reads it: the persona's authored first-person lines (facts by topic,
 * either-or preferences, greetings, questions, phrases…) parsed once and cached. A persona
 * without authored lines (an admin-made companion) gets facts built from her fields (city,
 * interests) and the shared neutral lines, so she still answers sensibly.
 */
export interface Choice {
  /** Each option's words ("beach", "sea"), lower case. */
  options: [string[], string[]];
  answer: string;
}

export interface Voice {
  name: string;
  city: string | null;
  facts: Partial<Record<FactTopic, string[]>>;
  choices: Choice[];
  greetings: string[];
  questions: string[];
  phrases: string[];
  cheers: string[];
  comfort: string[];
  unknown: string[];
  untold: string[];
  endearments: string[];
  triggers: EmotionalTriggers;
  interests: string[];
}

const TOPIC_SET = new Set<string>(FACT_TOPICS);

function parseFacts(lines: readonly string[]): Partial<Record<FactTopic, string[]>> {
  const facts: Partial<Record<FactTopic, string[]>> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const topic = line.slice(0, colon).trim();
    const text = line.slice(colon + 1).trim();
    if (colon < 0 || !TOPIC_SET.has(topic) || !text) continue;
    (facts[topic as FactTopic] ??= []).push(text);
  }
  return facts;
}

function parseChoices(lines: readonly string[]): Choice[] {
  return lines.flatMap((line) => {
    const colon = line.indexOf(':');
    const [first, second] = line.slice(0, colon).split('/');
    const answer = line.slice(colon + 1).trim();
    if (colon < 0 || !first || !second || !answer) return [];
    const words = (option: string) =>
      option
        .split('|')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean);
    return [{ options: [words(first), words(second)] as [string[], string[]], answer }];
  });
}

const STORY_TOPICS: Array<[keyof LocalizedPersona['backstory'], FactTopic]> = [
  ['career', 'work'],
  ['currentSituation', 'home'],
  ['childhood', 'origin'],
  ['dreams', 'plans'],
  ['relationshipHistory', 'love'],
];
const FIRST_PERSON =
  /^(?:I|I’m|I'm|I’ve|I've|My|We)\b|^(?:Аз|Моят|Моята|Моите|Моето|Живея|Работя|Обичам|Мечтая|Израснах|Имам)(?![\p{L}])/u;

const cache = new Map<string, Voice>();
const MAX_CACHED = 64;

export function voiceOf(persona: LocalizedPersona, language: Language, say: SayLines): Voice {
  const key = `${language}:${hashText(JSON.stringify(persona))}`;
  let voice = cache.get(key);
  if (!voice) {
    voice = buildVoice(persona, say);
    cache.set(key, voice);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  return voice;
}

const or = (own: readonly string[] | undefined, fallback: readonly string[]) =>
  own && own.length > 0 ? [...own] : [...fallback];

function buildVoice(persona: LocalizedPersona, say: SayLines): Voice {
  const authored = persona.voice;
  const city = persona.location.split(',')[0]?.trim() || null;
  const interests = persona.interests.map((interest) => interest.toLowerCase());
  const facts = parseFacts(authored?.facts ?? []);
  // Admin-made companions: an admin's backstory written in the first person answers as it is
  // (third-person sentences are never rewritten), then what her city and interests say.
  if (!authored?.facts.length) {
    for (const [part, topic] of STORY_TOPICS) {
      const own = splitSentences(persona.backstory[part]).filter((line) => FIRST_PERSON.test(line));
      if (own.length > 0 && !facts[topic]) facts[topic] = own;
    }
  }
  if (!facts.city && city) facts.city = [say.livesIn.replace('{city}', city)];
  if (!facts.hobby && interests.length > 0) {
    facts.hobby = [say.loves.replace('{interests}', joinList(interests.slice(0, 3), say.and))];
  }
  const fill = (lines: readonly string[]) =>
    lines.map((line) => line.replaceAll('{name}', persona.name));
  return {
    name: persona.name,
    city,
    facts,
    choices: parseChoices(authored?.choices ?? []),
    greetings: or(authored?.greetings, fill(say.greetings)),
    questions: or(authored?.questions, say.questions),
    phrases: or(authored?.phrases, say.phrases),
    cheers: or(authored?.cheers, say.cheers),
    comfort: or(authored?.comfort, say.comfort),
    unknown: or(authored?.unknown, say.unknown),
    untold: or(authored?.untold, say.untold),
    endearments: authored?.endearments ?? [],
    triggers: persona.emotionalTriggers,
    interests,
  };
}
