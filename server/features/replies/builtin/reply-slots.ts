import type { RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import type { ReplyContext } from '../engine';
import type { MessageReading } from './intents';
import type { ReplyLines } from './lines';
import type { SayLines } from './say-lines';
import type { Random } from './seeded-random';
import type { Understanding } from './understand/understand';
import type { UserKnowledge } from './user-knowledge';
import type { Voice } from './voice';
import { lowerFirst, opensWithProperWord } from './text';

function midSentence(sentence: string): string {
  return opensWithProperWord(sentence) ? sentence : lowerFirst(sentence);
}

/**
 * One part of a reply and the sentences that could fill it, best first. The composer takes the
 * first candidate she has not said yet in this conversation.
 *
 * lead: a greeting or reaction that opens the reply; core: the answer (required); extra: a
 * personal touch; question: a follow-up (a reply asks at most one).
 */
export interface Slot {
  kind: 'lead' | 'core' | 'extra' | 'question';
  candidates: string[];
}

/** What every intent handler reads. */
export interface Turn {
  ctx: ReplyContext;
  language: Language;
  stage: RelationshipStage;
  /** Shared lines for the social moments (safety, flirting, moods). */
  lines: ReplyLines;
  /** Shared frames for the user's facts, gifts, choices (say-lines.ts). */
  say: SayLines;
  /** Her own words (voice.ts). */
  voice: Voice;
  reading: MessageReading;
  understanding: Understanding;
  known: UserKnowledge;
  random: Random;
  /** Where this companion starts in a shared list (see shuffled). */
  offset: number;
}

export function slot(kind: Slot['kind'], ...groups: ReadonlyArray<readonly string[]>): Slot {
  return { kind, candidates: groups.flat() };
}

/**
 * A list in random order (the seed decides), so replies vary but replay the same. Its first
 * line is chosen by the companion (turn.offset): in a shared list of six or more lines the six
 * built-in companions never open with the same sentence for the same message.
 */
export function shuffled(turn: Turn, ...groups: ReadonlyArray<readonly string[]>): string[] {
  const all = groups.flat();
  const mixed = turn.random.shuffle(all);
  const own = all[turn.offset % Math.max(1, all.length)];
  return own === undefined ? mixed : [own, ...mixed.filter((line) => line !== own)];
}

/** Her own lines in a seeded order: no companion offset, they are hers alone. */
export function mine(turn: Turn, ...groups: ReadonlyArray<readonly string[]>): string[] {
  return turn.random.shuffle(groups.flat());
}

/** Her own lines in the order she wrote them (the first answer is the best one). */
export function inOrder(...groups: ReadonlyArray<readonly string[]>): string[] {
  return groups.flat();
}

/** Fills {key} in each line. */
export function fillIn(lines: readonly string[], values: Record<string, string>): string[] {
  return lines.map((line) =>
    line.replace(/\{(\w+)\}/gu, (whole, key: string) => values[key] ?? whole),
  );
}

/** Fills `{fact}`-style placeholders of each line with each value: every combination, shuffled. */
export function combine(
  turn: Turn,
  lines: readonly string[],
  placeholder: string,
  values: readonly string[],
): string[] {
  const key = `{${placeholder}}`;
  return shuffled(
    turn,
    lines.flatMap((line) =>
      // After a colon the value continues the sentence: "Fun fact about me: after work I climb".
      values.map((value) =>
        line.replaceAll(key, line.includes(`: ${key}`) ? midSentence(value) : value),
      ),
    ),
  );
}

/** Stage groups, for lists that differ less finely than the four stages. */
export function isClose(stage: RelationshipStage): boolean {
  return stage === 'deepening' || stage === 'intimate';
}
