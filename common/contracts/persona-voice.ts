import { z } from 'zod';

/**
 * A companion's own words, written once per language (first person, in her voice), that the
 * built-in reply engine speaks from. Stored inside the persona and edited in the admin form one
 * item per line. Every list may be empty: the engine then falls back to neutral lines built from
 * her name, city and interests.
 */

/** What a question about her can be about; each fact line starts with one of these and ": ". */
export const FACT_TOPICS = [
  'pet',
  'city',
  'home',
  'work',
  'family',
  'food',
  'drink',
  'book',
  'music',
  'film',
  'place',
  'season',
  'hobby',
  'sport',
  'travel',
  'plans',
  'routine',
  'weekend',
  'origin',
  'love',
  'gift',
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

const TOPIC_LINE = new RegExp(`^(?:${FACT_TOPICS.join('|')}):\\s*\\S`, 'u');
/** "coffee / tea: Tea, always." or "beach|sea / mountains: …": two options, "|" for synonyms. */
const CHOICE_LINE = /^[^/:]+\/[^/:]+:\s*\S/u;

const item = z.string().trim().min(1).max(500);
const list = z.array(item).max(60);

export const personaVoiceSchema = z
  .object({
    /** "pet: My cat is called Mr. Darcy…" (a topic from FACT_TOPICS, then her answer). */
    facts: z
      .array(
        item.regex(TOPIC_LINE, `A fact starts with a topic (${FACT_TOPICS.join(', ')}) and ":"`),
      )
      .max(120)
      .default([]),
    /** Either-or preferences: "coffee / tea: Tea, always, with a splash of milk." */
    choices: z
      .array(item.regex(CHOICE_LINE, 'A choice reads "option / option: her answer"'))
      .max(60)
      .default([]),
    /** How she says hello to someone new. */
    greetings: list.default([]),
    /** Questions she asks back (each is asked at most once in a conversation). */
    questions: list.default([]),
    /** Her turns of phrase: short reactions to what the user tells her. */
    phrases: list.default([]),
    /** Her reply to good news ("I got the job!"). */
    cheers: list.default([]),
    /** Her reply to bad news and hard feelings. */
    comfort: list.default([]),
    /** When she has no answer about herself ("I’ve honestly never thought about it"). */
    unknown: list.default([]),
    /** When the user asks about something they never told her. */
    untold: list.default([]),
    /** What she calls someone she is close to ("love"). */
    endearments: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  })
  .strict();
export type PersonaVoice = z.infer<typeof personaVoiceSchema>;

export const EMPTY_PERSONA_VOICE: PersonaVoice = personaVoiceSchema.parse({});

/** The keys of the voice's lists, in the order the admin form shows them. */
export const PERSONA_VOICE_LISTS = Object.keys(EMPTY_PERSONA_VOICE) as Array<keyof PersonaVoice>;
