import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UpdateSettingsRequest } from '#common/contracts/settings';
import type { Database, Queryable } from '#server/db/client';
import {
  companionMemories,
  companions,
  conversations,
  followUps,
  messages,
  userSettings,
  users,
} from '#server/db/schema';

/** Plans told longer ago than this are not looked at (their time words are long stale). */
const PLAN_LOOKBACK = sql`interval '40 days'`;
/** A user silent for longer than this got their check-in long ago, or never wants one. */
const SILENCE_LOOKBACK = sql`interval '30 days'`;
/** The shortest choice of days of silence (common/contracts/settings.ts, CHECK_IN_DAYS). */
const SHORTEST_SILENCE = sql`interval '2 days'`;

const planColumns = {
  memoryId: companionMemories.id,
  userId: companionMemories.userId,
  companionId: companionMemories.companionId,
  kind: companionMemories.kind,
  content: companionMemories.content,
  language: companionMemories.language,
  updatedAt: companionMemories.updatedAt,
};

/** Not asked about yet: no follow-up carries its key. */
const notFollowedUp = sql`not exists (select 1 from ${followUps}
  where ${followUps.userId} = ${companionMemories.userId}
    and ${followUps.reasonKey} = 'plan:' || ${companionMemories.id}::text)`;

/** Plans of active accounts told recently and not followed up; the caller checks their time. */
export async function findPlanMemories(db: Queryable, now: Date, userId?: string) {
  return db
    .select(planColumns)
    .from(companionMemories)
    .innerJoin(users, eq(users.id, companionMemories.userId))
    .where(
      and(
        eq(companionMemories.kind, 'plan'),
        gt(companionMemories.updatedAt, sql`${now}::timestamptz - ${PLAN_LOOKBACK}`),
        eq(users.status, 'active'),
        userId ? eq(companionMemories.userId, userId) : undefined,
        notFollowedUp,
      ),
    )
    .orderBy(companionMemories.updatedAt);
}

export type PlanMemoryRow = Awaited<ReturnType<typeof findPlanMemories>>[number];

/** The user's latest own message in any conversation, and the companion it went to. */
function latestWords(now: Date, userId?: string) {
  return sql`select distinct on (c.user_id) c.user_id as "userId", c.model_id as "companionId",
           last.created_at as "lastUserAt"
    from ${conversations} c
    join ${users} u on u.id = c.user_id and u.status = 'active'
    cross join lateral (
      select m.created_at from ${messages} m
      where m.conversation_id = c.id and m.sender_type = 'user'
      order by m.created_at desc limit 1
    ) last
    where c.last_message_at > ${now}::timestamptz - ${SILENCE_LOOKBACK}
      ${userId ? sql`and c.user_id = ${userId}` : sql``}
    order by c.user_id, last.created_at desc`;
}

type LastWordsRow = { userId: string; companionId: string; lastUserAt: string };

/**
 * The user's last own message (any conversation) and the companion it went to, when it is at
 * least the shortest check-in delay old and within the lookback; the caller applies the user's
 * own choice.
 */
export async function findLastWords(db: Queryable, now: Date, userId: string) {
  const { rows } = await db.execute<LastWordsRow>(
    sql`select * from (${latestWords(now, userId)}) latest
        where "lastUserAt" <= ${now}::timestamptz - ${SHORTEST_SILENCE}`,
  );
  return rows.map((row) => ({ ...row, lastUserAt: new Date(row.lastUserAt) }));
}

/**
 * For the round: the users silent for at least the days they chose (a stored choice of 2, 3 or
 * 7, null for never, or `defaultDays` when they never chose) who got no check-in since.
 */
export async function findSilentUsers(db: Queryable, now: Date, defaultDays: number) {
  const choice = sql`us.settings -> 'reachOut' -> 'checkInAfterDays'`;
  const { rows } = await db.execute<LastWordsRow>(
    sql`select latest.* from (${latestWords(now)}) latest
        left join ${userSettings} us on us.user_id = latest."userId"
        where latest."lastUserAt" <= ${now}::timestamptz - make_interval(days => case
            when ${choice} is null then ${defaultDays}
            when jsonb_typeof(${choice}) = 'null' then null
            when (${choice})::text in ('2', '3', '7') then (${choice})::text::int
            else ${defaultDays} end)
          and not exists (select 1 from ${followUps} f
            where f.user_id = latest."userId" and f.reason = 'silence'
              and f.created_at > latest."lastUserAt")`,
  );
  return rows.map((row) => row.userId);
}

export interface Recipient {
  status: 'active' | 'suspended' | 'banned';
  firstName: string;
  language: 'en' | 'bg';
  settings: UpdateSettingsRequest;
}

/** The account and its stored settings; null for an account that no longer exists. */
export async function findRecipient(db: Queryable, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({
      status: users.status,
      firstName: users.firstName,
      language: users.language,
      settings: sql<UpdateSettingsRequest>`coalesce(${userSettings.settings}, '{}'::jsonb)`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether a follow-up went to the user on that local day, or for that reason, already. */
export async function followedUp(
  db: Queryable,
  userId: string,
  localDay: string,
  reasonKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(
      and(
        eq(followUps.userId, userId),
        sql`(${followUps.localDay} = ${localDay} or ${followUps.reasonKey} = ${reasonKey})`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Locks the account against changes (a ban, a deletion) until the transaction ends and answers
 * whether it is active.
 */
export async function lockActiveAccount(tx: Queryable, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row?.status === 'active';
}

export interface NewFollowUp {
  userId: string;
  companionId: string;
  reason: 'plan' | 'silence';
  reasonKey: string;
  memoryId: string | null;
  localDay: string;
}

/**
 * Claims the follow-up: null when one exists for the same user and day or the same reason
 * (another process, or an earlier try, sent it). A claim made at the same moment elsewhere
 * waits for that transaction and then finds it.
 */
export async function claimFollowUp(tx: Queryable, row: NewFollowUp): Promise<string | null> {
  const [claimed] = await tx
    .insert(followUps)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: followUps.id });
  return claimed?.id ?? null;
}

export async function attachMessage(tx: Queryable, id: string, messageId: string) {
  await tx.update(followUps).set({ messageId }).where(eq(followUps.id, id));
}

/** The follow-ups a user got, newest first (tests and support read them). */
export async function listFollowUps(db: Database, userId: string) {
  return db
    .select()
    .from(followUps)
    .where(eq(followUps.userId, userId))
    .orderBy(sql`${followUps.createdAt} desc`);
}

/** What "Download my data" lists of each follow-up a user got, oldest first. */
export async function findFollowUpsForExport(db: Queryable, userId: string) {
  return db
    .select({
      companionId: followUps.companionId,
      name: companions.name,
      nameBg: companions.nameBg,
      reason: followUps.reason,
      memoryId: followUps.memoryId,
      messageId: followUps.messageId,
      localDay: followUps.localDay,
      createdAt: followUps.createdAt,
      deliveredAt: followUps.deliveredAt,
    })
    .from(followUps)
    .innerJoin(companions, eq(companions.id, followUps.companionId))
    .where(eq(followUps.userId, userId))
    .orderBy(followUps.createdAt, followUps.id);
}

/** A stored follow-up's notification is made up for once its message is this old... */
const REDELIVER_AFTER = sql`interval '2 minutes'`;
/** ...and given up after this (a push waits a day for a browser: it would be stale). */
const REDELIVER_WITHIN = sql`interval '24 hours'`;

/**
 * Locks a follow-up whose notification is still owed until the transaction ends, with what its
 * delivery needs; null when it was delivered or another process holds it (skip locked), so two
 * processes never deliver it at once. `fresh` is false once it is too old to be worth sending.
 */
export async function lockUndelivered(tx: Queryable, id: string) {
  const [row] = await tx
    .select({
      userId: followUps.userId,
      companionId: followUps.companionId,
      reason: followUps.reason,
      messageId: messages.id,
      conversationId: messages.conversationId,
      content: messages.content,
      at: messages.createdAt,
      fresh: sql<boolean>`${followUps.createdAt} > now() - ${REDELIVER_WITHIN}`,
    })
    .from(followUps)
    .leftJoin(messages, eq(messages.id, followUps.messageId))
    .where(and(eq(followUps.id, id), isNull(followUps.deliveredAt)))
    .for('update', { of: followUps, skipLocked: true });
  return row ?? null;
}

export async function markDelivered(tx: Queryable, id: string, at: Date) {
  await tx.update(followUps).set({ deliveredAt: at }).where(eq(followUps.id, id));
}

/** Follow-ups stored a while ago whose notification is still owed (the process died). */
export async function findUndelivered(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(
      and(isNull(followUps.deliveredAt), sql`${followUps.createdAt} < now() - ${REDELIVER_AFTER}`),
    )
    .orderBy(followUps.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
