import type { Language } from '#common/i18n/languages';
import type { Backstory, EmotionalTriggers, LocalizedPersona } from '#server/features/models';
import { toFirstPersonBulgarian } from './first-person-bg';
import { toFirstPersonEnglish } from './first-person-en';
import { hashText } from './seeded-random';
import { capitalize, opensWithProperWord, splitSentences } from './text';

/**
 * What the built-in engine knows about a companion, in her own words: the persona's
 * third-person backstory and secrets turned into first-person sentences, her job from the
 * prompt's opening line, her pet names and catchphrases from the speech patterns. Worked out
 * once per persona object and cached.
 */
export interface PersonaFacts {
  name: string;
  /** "an associate editor at an independent publishing house in Manhattan"; null if unknown. */
  role: string | null;
  /** The first part of the location: "New York" of "New York, USA". */
  city: string | null;
  story: Record<keyof Backstory, string[]>;
  secrets: string[];
  /** Interests as they read mid-sentence ("classic novels", "Gaudí’s architecture"). */
  interests: string[];
  values: string[];
  speech: SpeechPhrases;
  triggers: EmotionalTriggers;
}

const MAX_FACT_LENGTH = 260;
// Personas loaded from the database are new objects on every request, so the cache is keyed by
// content (a hash of the JSON), with the object itself as a fast path. Bounded: oldest out first.
const byObject = new WeakMap<LocalizedPersona, PersonaFacts>();
const byContent = new Map<string, PersonaFacts>();
const MAX_CACHED = 64;

export function personaFacts(persona: LocalizedPersona, language: Language): PersonaFacts {
  const known = byObject.get(persona);
  if (known) return known;
  const key = `${language}:${hashText(JSON.stringify(persona))}`;
  let facts = byContent.get(key);
  if (!facts) {
    facts = buildFacts(persona, language);
    byContent.set(key, facts);
    if (byContent.size > MAX_CACHED) byContent.delete(byContent.keys().next().value!);
  }
  byObject.set(persona, facts);
  return facts;
}

function buildFacts(persona: LocalizedPersona, language: Language): PersonaFacts {
  const convert = (sentence: string, pair: boolean) =>
    language === 'bg'
      ? toFirstPersonBulgarian(sentence, persona.name, { pair })
      : toFirstPersonEnglish(sentence, persona.name, { pair });
  const firstPerson = (text: string, pair = false) =>
    splitSentences(text)
      .map((sentence) => convert(sentence, pair))
      .filter((sentence): sentence is string => !!sentence && sentence.length <= MAX_FACT_LENGTH);

  const story = {
    childhood: firstPerson(persona.backstory.childhood),
    career: firstPerson(persona.backstory.career),
    relationshipHistory: firstPerson(persona.backstory.relationshipHistory, true),
    currentSituation: firstPerson(persona.backstory.currentSituation),
    dreams: firstPerson(persona.backstory.dreams),
  };
  return {
    name: persona.name,
    role: roleFromPrompt(persona.prompt, language),
    city: persona.location.split(',')[0]?.trim() || null,
    story,
    secrets: persona.secrets.flatMap((secret) => firstPerson(secret)),
    interests: persona.interests.map(asMidSentence),
    values: persona.values.map(asMidSentence),
    speech: speechPhrases(persona.speechPatterns),
    triggers: persona.emotionalTriggers,
  };
}

/** "Classic novels" → "classic novels"; names stay ("Gaudí’s architecture", "La Scala"). */
export function asMidSentence(text: string): string {
  const first = text.split(/\s+/u)[0] ?? '';
  if (/['’]s$/u.test(first) || /^\p{Lu}{2,}/u.test(first) || opensWithProperWord(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The job from the prompt's first line: "You are Sophia, a 28-year-old associate editor at ...
 * who lives ..." → "an associate editor at ..."; "Ти си София, 28-годишна редакторка в ...,
 * която живее ..." → "редакторка в ...". Null when the prompt does not open that way.
 */
export function roleFromPrompt(prompt: string, language: Language): string | null {
  const match =
    language === 'bg'
      ? /^Ти си [^,]+,\s*(.+?)(?:,\s*(?:която|който|и)\s|\.\s|\.$)/u.exec(prompt)
      : /^You are [^,]+,\s*(.+?)(?:\s+who\s|\s+whose\s|,\s|\.\s|\.$)/u.exec(prompt);
  if (!match?.[1]) return null;
  let role = match[1]
    .replace(/\d+-year-old\s+/u, '')
    .replace(/\d+-годишн\p{L}*\s+/u, '')
    .trim();
  if (language === 'en') {
    // "a 28-year-old associate editor" lost its age: "an associate editor".
    role = role.replace(/^an?\s+/iu, '');
    role = `${/^[aeiou]/iu.test(role) ? 'an' : 'a'} ${role}`;
  }
  return role || null;
}

// What the words before a quote say it is. A cue carries on to later quotes of the same line:
// "Uses Spanish endearments: “cariño” and, when she feels brave, “mi amor”".
const CUES: Array<[Cue, RegExp]> = [
  ['pet', /\b(?:calls?|endearments?)\b|нарича|обръщени|обръща се/iu],
  ['signOff', /\bsigns? off\b|\bends\b|завършва|сбогува/iu],
  ['celebrate', /celebrat|excites|exclaims|празнува|вълнува|възклик/iu],
  ['curious', /interest|every detail|заинтригува|подробност/iu],
  ['comfort', /challenge|metaphor|heavy|предизвикателство|метафор/iu],
  ['tease', /teases|закача/iu],
  ['question', /\basks\b|пита|задава/iu],
];
type Cue = 'pet' | 'signOff' | 'celebrate' | 'curious' | 'comfort' | 'tease' | 'question';

function cueIn(text: string): Cue | null {
  return CUES.find(([, regex]) => regex.test(text))?.[0] ?? null;
}

function addPhrase(found: SpeechPhrases, cue: Cue | null, quoted: string): void {
  if (cue === 'pet') found.petNames.push(quoted);
  else if (cue === 'signOff') found.signOffs.push(capitalize(quoted));
  else if (cue === 'tease') found.teases.push(quoted);
  // Fragments ("Plot twist:", "Come, let’s…") and single words ("¡Venga!") do not stand alone.
  else if (/[…:]$|…/u.test(quoted) || !/^[\p{Lu}¡¿]/u.test(quoted)) return;
  else if (quoted.endsWith('?')) found.questions.push(quoted);
  else if (cue && cue !== 'question' && quoted.split(/\s+/u).length >= 2) {
    const sentence = /[.!?]$/u.test(quoted) ? quoted : `${quoted}!`;
    const target = { celebrate: 'celebrations', curious: 'curiosity', comfort: 'comfort' } as const;
    found[target[cue]].push(sentence);
  }
}
const QUOTE = /[“„"]([^”“"]+)[”“"]/gu;

export interface SpeechPhrases {
  petNames: string[];
  signOffs: string[];
  /** Her reactions to good news ("Achievement unlocked!"). */
  celebrations: string[];
  /** Her ways of asking for more ("Tell me everything!"). */
  curiosity: string[];
  /** Her encouragements ("Chin up, shoulders back!"). */
  comfort: string[];
  /** Her questions ("What are you reading these days?"). */
  questions: string[];
  /** Her teasing lines, for flirting ("Oh, is that what we’re calling it?"). */
  teases: string[];
}

/** Pet names, catchphrases and sign-offs quoted in the speech patterns. */
export function speechPhrases(patterns: readonly string[]): SpeechPhrases {
  const found: SpeechPhrases = {
    petNames: [],
    signOffs: [],
    celebrations: [],
    curiosity: [],
    comfort: [],
    questions: [],
    teases: [],
  };
  for (const line of patterns) {
    const quotes = [...line.matchAll(QUOTE)];
    let cue: Cue | null = null;
    quotes.forEach((match, index) => {
      const start = match.index ?? 0;
      const previousEnd =
        index > 0 ? (quotes[index - 1]!.index ?? 0) + quotes[index - 1]![0].length : 0;
      const nextStart = quotes[index + 1]?.index ?? line.length;
      // The cue before the quote, else the one after it ("Says “…” whenever something excites her").
      cue =
        cueIn(line.slice(previousEnd, start)) ??
        cue ??
        cueIn(line.slice(start + match[0].length, nextStart));
      addPhrase(found, cue, match[1]!.trim());
    });
  }
  return found;
}
