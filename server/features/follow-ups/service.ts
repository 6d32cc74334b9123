import { isInQuietHours } from '#common/chat/quiet-hours';
import { localDay } from '#common/chat/local-day';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import type { Language } from '#common/i18n/languages';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { buildReplyContext, findOpeningTarget, storeOpening } from '#server/features/chats';
import { findCompanion } from '#server/features/companions';
import { duePlan, NOTHING_RECALLED } from '#server/features/memories';
import { writeOpening, type Opening, type ReplyEngines } from '#server/features/replies';
import { effectiveSettings, findProfile } from '#server/features/users';
import {
  attachMessage,
  claimFollowUp,
  findLastWords,
  findPlanMemories,
  findRecipient,
  findSilentUsers,
  followedUp,
  lockActiveAccount,
  type PlanMemoryRow,
} from './repository';

/**
 * Follow-ups (issue 23, docs/product-rules.md "Follow-ups"): the companion writes first about a
 * remembered plan whose time has passed, or after the days of silence the user chose. At most
 * one a day per user (their calendar day), never in their quiet hours, never to an account that
 * is not active, never counted against the daily limit. Each is claimed in the transaction that
 * stores it (follow_ups' unique keys): however many processes or retries run the same user at
 * once, one message is stored (decision 022).
 */

export interface FollowUpDeps {
  db: Database;
  clock: Clock;
  engines: ReplyEngines;
}

export interface SentFollowUp {
  /** The follow_ups row: its notification is owed until delivered_at is set (delivery.ts). */
  id: string;
  userId: string;
  companionId: string;
  conversationId: string;
  messageId: string;
  content: string;
  reason: 'plan' | 'silence';
  language: Language;
}

export type FollowUpOutcome =
  | { sent: true; followUp: SentFollowUp }
  | {
      sent: false;
      why: 'inactive' | 'quiet-hours' | 'already-sent' | 'nothing-due' | 'claimed-elsewhere';
    };

const DAY = 24 * 3_600_000;

interface Candidate {
  reason: 'plan' | 'silence';
  reasonKey: string;
  companionId: string;
  memoryId: string | null;
  language: Language;
  opening: Opening;
}

/**
 * The users who may be due a follow-up now (a plan's time has passed, or they are silent for
 * at least the shortest choice of days); followUpUser decides for each.
 */
export async function findFollowUpUsers(db: Database, now: Date): Promise<string[]> {
  const plans = await findPlanMemories(db, now);
  const silent = await findSilentUsers(db, now, DEFAULT_SETTINGS.reachOut.checkInAfterDays ?? 3);
  const users = new Set<string>(silent);
  for (const plan of plans) if (duePlan(plan, now)) users.add(plan.userId);
  return [...users];
}

async function planCandidate(db: Database, userId: string, now: Date): Promise<Candidate | null> {
  for (const plan of await findPlanMemories(db, now, userId)) {
    const due = duePlan(plan, now);
    if (!due) continue;
    const target = await findOpeningTarget(db, userId, plan.companionId);
    // Written since its time came: she had the chance to ask in the chat (her replies do).
    if (!target || (target.lastMessageAt && target.lastMessageAt >= due.dueAt)) continue;
    return planToCandidate(plan, due.subject, due.clause);
  }
  return null;
}

function planToCandidate(
  plan: PlanMemoryRow,
  subject: string | null,
  clause: string | null,
): Candidate {
  return {
    reason: 'plan',
    reasonKey: `plan:${plan.memoryId}`,
    companionId: plan.companionId,
    memoryId: plan.memoryId,
    language: plan.language,
    opening: { reason: 'plan', fact: plan.content, subject, clause, daysSilent: 0 },
  };
}

async function silenceCandidate(
  db: Database,
  userId: string,
  now: Date,
  checkInAfterDays: number | null,
  language: Language,
): Promise<Candidate | null> {
  if (checkInAfterDays === null) return null;
  const [last] = await findLastWords(db, now, userId);
  if (!last) return null;
  const daysSilent = Math.floor((now.getTime() - last.lastUserAt.getTime()) / DAY);
  if (daysSilent < checkInAfterDays) return null;
  return {
    reason: 'silence',
    // One check-in per silence: the next needs the user to have written again.
    reasonKey: `silence:${last.lastUserAt.toISOString()}`,
    companionId: last.companionId,
    memoryId: null,
    language,
    opening: { reason: 'silence', fact: null, subject: null, clause: null, daysSilent },
  };
}

/**
 * Sends the user's follow-up if one is due and allowed now: a due plan first (the oldest), else
 * a check-in after silence. Safe to run any number of times, anywhere, at once.
 */
export async function followUpUser(
  deps: FollowUpDeps,
  userId: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<FollowUpOutcome> {
  const { db, clock } = deps;
  const now = clock();
  const recipient = await findRecipient(db, userId);
  if (!recipient || recipient.status !== 'active') return { sent: false, why: 'inactive' };
  const settings = effectiveSettings(recipient.settings);
  const reachOut = settings.reachOut;
  if (isInQuietHours(now, reachOut)) return { sent: false, why: 'quiet-hours' };
  const day = localDay(now, reachOut.timeZone);

  const candidate =
    (await planCandidate(db, userId, now)) ??
    (await silenceCandidate(db, userId, now, reachOut.checkInAfterDays, settings.language));
  if (!candidate) return { sent: false, why: 'nothing-due' };
  if (await followedUp(db, userId, day, candidate.reasonKey)) {
    return { sent: false, why: 'already-sent' };
  }

  const companion = await findCompanion(db, candidate.companionId);
  const target = await findOpeningTarget(db, userId, candidate.companionId);
  if (!companion || !target) return { sent: false, why: 'nothing-due' };
  // The user is in the chat right now: no need to reach out.
  if (target.replyPending) return { sent: false, why: 'nothing-due' };
  const profile = await findProfile(db, userId);
  const ctx = buildReplyContext({
    companion,
    firstName: recipient.firstName,
    profile,
    stage: target.stage,
    explicitMode: target.explicitMode,
    history: target.history,
    userMessage: '',
    language: candidate.language,
    recall: NOTHING_RECALLED,
    summary: target.summary,
  });
  const written = await writeOpening(deps.engines, ctx, candidate.opening, signal);

  return db.transaction(async (tx) => {
    if (!(await lockActiveAccount(tx, userId))) return { sent: false, why: 'inactive' } as const;
    // Writing may take a while (a provider): the rules are read again at the moment of storing.
    const at = clock();
    if (isInQuietHours(at, reachOut)) return { sent: false, why: 'quiet-hours' } as const;
    const id = await claimFollowUp(tx, {
      userId,
      companionId: candidate.companionId,
      reason: candidate.reason,
      reasonKey: candidate.reasonKey,
      memoryId: candidate.memoryId,
      localDay: localDay(at, reachOut.timeZone),
    });
    if (!id) return { sent: false, why: 'claimed-elsewhere' } as const;
    const messageId = await storeOpening(tx, target.conversationId, written.text, written.engine);
    await attachMessage(tx, id, messageId);
    return {
      sent: true,
      followUp: {
        id,
        userId,
        companionId: candidate.companionId,
        conversationId: target.conversationId,
        messageId,
        content: written.text,
        reason: candidate.reason,
        language: candidate.language,
      },
    } as const;
  });
}
