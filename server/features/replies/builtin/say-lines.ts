import type { FactTopic } from '#common/contracts/persona-voice';
import type { Recipient } from './understand/lexicon';

/**
 * The shared sentence frames of the pipeline's "say" step, one set per language
 * (say-lines-en.ts, say-lines-bg.ts). Her own words come from her persona's voice; these frames
 * carry what is not hers: the user's facts said back, gift ideas, a choice between two words.
 * Each list is rotated per companion (see sharedLines in reply-slots.ts), so two companions
 * rarely open a frame the same way. Placeholders: {name}, {fact} ("you live in Plovdiv"),
 * {told} ("your sister just had a baby girl"), {a}, {b}, {pick}, {other}, {city}, {interests}.
 */
export interface SayLines {
  /** Her name, for "What's your name?" ({her}). */
  herName: string[];
  yourName: string[];
  yourFact: string[];
  yourWords: string[];
  /** A name she knows from the user ("What's Taco like?"): it is theirs to tell. */
  yourNamed: string[];
  /** "What's my brother's name?": {relation} as the user said it ("brother", "брат"), {name}. */
  yourRelative: string[];
  untold: string[];
  unknown: string[];
  /** A question about her that she has already answered: {answer} is her first answer's first clause. */
  askedAgain: string[];
  choicePick: string[];
  choiceBack: string[];
  askBack: Record<FactTopic, string[]>;
  gifts: Record<Recipient | 'anyone', string[]>;
  recommend: string[];
  /** Name ideas (mostly for a pet): request 'name'. */
  names: string[];
  /** Anything else asked for ("what should I do tonight?"). */
  advice: string[];
  goodNews: string[];
  babyNews: string[];
  badNews: string[];
  toldName: string[];
  toldPlace: string[];
  toldPetName: string[];
  toldFact: string[];
  askAboutNamed: string[];
  greetings: string[];
  questions: string[];
  phrases: string[];
  comfort: string[];
  cheers: string[];
  /** For companions without authored facts: facts from her fields. */
  livesIn: string;
  loves: string;
  and: string;
}
