import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import type { MemoryKind } from '#common/contracts/memories';
import { pickMemories } from '../relevance';
import { findMemoriesToRecall, markMemoriesUsed, type MemoryRow, type Owner } from '../repository';
import { bulgarianPhrases } from './phrases-bg';
import { englishPhrases } from './phrases-en';
import { NO_PHRASES, type MemoryPhrases } from './phrases';
import { planIsDue } from './plan-timing';

/**
 * One memory as the built-in reply engine uses it (the replies feature's ReplyContext). Each phrase is in ctx.language and null when the
 * memory cannot be said that way (told in the other language, or rewritten by the user).
 */
export interface RecalledMemory {
  kind: MemoryKind;
  content: string;
  /** "you love hiking" / "обичаш да готвиш" (after "I remember" / "Помня, че"). */
  aboutYou: string | null;
  /** For a recap: "your job interview" / "интервюто ти". */
  topic: string | null;
  /** The name it is about: a pet's, a sister's, or the user's city. */
  name: string | null;
  /** A plan whose time has come: "How did {subject} go?" or "…you said {clause}…". */
  followUp: { subject: string | null; clause: string | null } | null;
  /** It shares words with the user's message (its topic). */
  matchesMessage: boolean;
}

export interface ReturnAfterPause {
  hoursAway: number;
  /** Topics of the latest memories, newest first ("your job interview"); may be empty. */
  recapTopics: string[];
  /** Latest memories said back ("you love hiking"), for a recap when no topic fits. */
  recapFacts: string[];
}

/** After this long without a message, her first reply opens with a recap of last time. */
export const PAUSE_HOURS = 6;
const HOUR = 3_600_000;
/** Read at most this many memories per reply (a companion keeps up to 200). */
const READ_LIMIT = 200;
const RECAP_ITEMS = 2;

export interface RecallRequest extends Owner {
  userMessage: string;
  language: Language;
  now: Date;
  /** The time of the conversation's previous message (null for a new conversation). */
  lastMessageAt: Date | null;
  /** Whether the conversation has messages before this one (a cleared one has none). */
  hadConversation: boolean;
  /** The message being answered, once stored: what it told is news, not a memory to recall. */
  messageId?: string | undefined;
}

export interface Recall {
  /** For the language model: the memories as lines, most relevant first. */
  memories: string[];
  recalled: RecalledMemory[];
  returning: ReturnAfterPause | null;
  /** The name the user asked to be called by, if they told one. */
  userName: string | null;
}

export const NOTHING_RECALLED: Recall = {
  memories: [],
  recalled: [],
  returning: null,
  userName: null,
};

function phrasesOf(row: MemoryRow, language: Language): MemoryPhrases {
  if (row.language !== language) return NO_PHRASES;
  return language === 'bg'
    ? bulgarianPhrases(row.kind, row.content)
    : englishPhrases(row.kind, row.content);
}

/** "(told 2 days ago)": plans are relative to when they were told. */
function toldWhen(row: MemoryRow, now: Date, language: Language): string {
  const days = Math.floor((now.getTime() - row.updatedAt.getTime()) / (24 * HOUR));
  if (language === 'bg') {
    return days <= 0 ? 'казано днес' : days === 1 ? 'казано вчера' : `казано преди ${days} дни`;
  }
  return days <= 0 ? 'told today' : days === 1 ? 'told yesterday' : `told ${days} days ago`;
}

function dueFollowUp(
  row: MemoryRow,
  phrases: MemoryPhrases,
  now: Date,
): RecalledMemory['followUp'] {
  if (row.kind !== 'plan' || !phrases.plan) return null;
  if (!phrases.plan.subject && !phrases.plan.clause) return null;
  if (!planIsDue(phrases.plan.when, row.updatedAt, now)) return null;
  return { subject: phrases.plan.subject, clause: phrases.plan.clause };
}

/**
 * The memories for one reply (relevance.ts picks them), phrased for the built-in engine, and
 * the recap when the user is back after a pause. The picked memories are marked as used.
 */
export async function recallForReply(db: Database, request: RecallRequest): Promise<Recall> {
  const { recall, used } = await readRecall(db, request);
  await markMemoriesUsed(db, used, request.now);
  return recall;
}

/**
 * recallForReply without marking the picked memories (`used`): a send reads them while its
 * message is being stored and marks them once it is.
 */
export async function readRecall(
  db: Database,
  request: RecallRequest,
): Promise<{ recall: Recall; used: string[] }> {
  const rows = await findMemoriesToRecall(db, request, READ_LIMIT);
  const { now, language } = request;
  const prepared = rows.map((row) => {
    const phrases = phrasesOf(row, language);
    return { row, phrases, followUp: dueFollowUp(row, phrases, now) };
  });
  // A plan whose time has come is as important as a pinned memory.
  const candidates = prepared.map((entry) => ({
    id: entry.row.id,
    content: entry.row.content,
    pinned: entry.row.pinned || entry.followUp !== null,
    updatedAt: entry.row.updatedAt,
    entry,
  }));
  const picked = pickMemories(candidates, request.userMessage);

  const recalled: RecalledMemory[] = picked.map(({ memory: { entry }, matches }) => ({
    kind: entry.row.kind,
    content: entry.row.content,
    aboutYou: entry.phrases.aboutYou,
    topic: entry.phrases.topic,
    name: entry.phrases.name,
    followUp: entry.followUp,
    // "I remember you love hiking" in answer to "I love hiking" would not be remembering.
    matchesMessage: matches > 0 && entry.row.sourceMessageId !== request.messageId,
  }));
  const memories = picked.map(({ memory: { entry } }) =>
    entry.row.kind === 'plan'
      ? `${entry.row.content} (${toldWhen(entry.row, now, language)})`
      : entry.row.content,
  );
  const nameRow = rows.find((row) => row.kind === 'name');
  const userName = nameRow
    ? (englishPhrases('name', nameRow.content).name ??
      bulgarianPhrases('name', nameRow.content).name)
    : null;
  return {
    recall: { memories, recalled, returning: returning(request, prepared), userName },
    used: picked.map(({ memory }) => memory.id),
  };
}

function returning(
  request: RecallRequest,
  prepared: Array<{ row: MemoryRow; phrases: MemoryPhrases }>,
): ReturnAfterPause | null {
  if (!request.lastMessageAt) return null;
  // Cleared and forgotten: a fresh start, nothing to recap.
  if (!request.hadConversation && prepared.length === 0) return null;
  const hoursAway = (request.now.getTime() - request.lastMessageAt.getTime()) / HOUR;
  if (hoursAway < PAUSE_HOURS) return null;
  const newest = [...prepared].sort(
    (a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime(),
  );
  const recapTopics = newest
    .map((entry) => entry.phrases.topic)
    .filter((topic): topic is string => !!topic)
    .slice(0, RECAP_ITEMS);
  // Plans' time words go stale ("tomorrow") and dislikes make a gloomy welcome.
  const recapFacts = newest
    .filter((entry) => entry.row.kind !== 'dislike' && entry.row.kind !== 'plan')
    .map((entry) => entry.phrases.aboutYou)
    .filter((fact): fact is string => !!fact)
    .slice(0, RECAP_ITEMS);
  return { hoursAway: Math.floor(hoursAway), recapTopics, recapFacts };
}
