import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  checkoutSessions,
  conversations,
  messages,
  subscriptions,
  supportTickets,
  ticketMessages,
  users,
} from '#server/db/schema';

/** The statuses of a ticket someone still has to handle. */
const OPEN_TICKET_STATUSES = ['open', 'ai_processing', 'human_review'] as const;
/**
 * A subscription that gives access (premium while active, trialing or past_due:
 * docs/product-rules.md).
 */
const PREMIUM_STATUSES = ['active', 'trialing', 'past_due'] as const;

export interface OverviewTotals {
  users: number;
  premiumUsers: number;
  conversations: number;
  messagesToday: number;
  openTickets: number;
}

export async function countTotals(
  db: Database,
  today: { start: Date; end: Date },
): Promise<OverviewTotals> {
  const [[userCount], [premiumCount], [conversationCount], [todayCount], [ticketCount]] =
    await Promise.all([
      db.select({ value: count() }).from(users),
      db
        .select({ value: sql<number>`count(distinct ${subscriptions.userId})::int` })
        .from(subscriptions)
        .where(inArray(subscriptions.status, [...PREMIUM_STATUSES])),
      db.select({ value: count() }).from(conversations),
      db
        .select({ value: count() })
        .from(messages)
        .where(and(gte(messages.createdAt, today.start), lt(messages.createdAt, today.end))),
      db
        .select({ value: count() })
        .from(supportTickets)
        .where(inArray(supportTickets.status, [...OPEN_TICKET_STATUSES])),
    ]);
  return {
    users: userCount?.value ?? 0,
    premiumUsers: premiumCount?.value ?? 0,
    conversations: conversationCount?.value ?? 0,
    messagesToday: todayCount?.value ?? 0,
    openTickets: ticketCount?.value ?? 0,
  };
}

/**
 * Average seconds from a ticket's creation to its first answer a user can read (Nova's or a
 * staff member's; internal notes and system lines do not count), over tickets that have one.
 */
export async function averageFirstResponseSeconds(db: Database): Promise<number | null> {
  const firstAnswer = db
    .select({
      ticketId: ticketMessages.ticketId,
      at: sql<Date>`min(${ticketMessages.createdAt})`.as('first_answer_at'),
    })
    .from(ticketMessages)
    .where(
      and(inArray(ticketMessages.sender, ['ai', 'staff']), eq(ticketMessages.isInternal, false)),
    )
    .groupBy(ticketMessages.ticketId)
    .as('first_answer');
  const [row] = await db
    .select({
      seconds: sql<
        string | null
      >`avg(extract(epoch from (${firstAnswer.at} - ${supportTickets.createdAt})))`,
    })
    .from(supportTickets)
    .innerJoin(firstAnswer, eq(firstAnswer.ticketId, supportTickets.id));
  return row?.seconds == null ? null : Number(row.seconds);
}

/**
 * Average seconds from creation to resolution over resolved tickets. Tickets keep no separate
 * resolution time: a resolved ticket's last change (updated_at) is its resolution, since any
 * later message from its owner reopens it.
 */
export async function averageResolutionSeconds(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      seconds: sql<
        string | null
      >`avg(extract(epoch from (${supportTickets.updatedAt} - ${supportTickets.createdAt})))`,
    })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'resolved'));
  return row?.seconds == null ? null : Number(row.seconds);
}

/** Cents paid through checkouts completed in [start, end). */
export async function sumCompletedCheckoutCents(
  db: Database,
  period: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${checkoutSessions.totalCents})` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'complete'),
        gte(checkoutSessions.completedAt, period.start),
        lt(checkoutSessions.completedAt, period.end),
      ),
    );
  return Number(row?.cents ?? 0);
}

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

const utcDay = (column: typeof messages.createdAt | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Messages per UTC day since `start`; days without any are absent. */
export async function countMessagesByDay(db: Database, start: Date): Promise<DayCount[]> {
  const day = utcDay(messages.createdAt);
  return db
    .select({ day, count: count() })
    .from(messages)
    .where(gte(messages.createdAt, start))
    .groupBy(day);
}

/** Sign-ups per UTC day since `start`; days without any are absent. */
export async function countSignupsByDay(db: Database, start: Date): Promise<DayCount[]> {
  const day = utcDay(users.createdAt);
  return db
    .select({ day, count: count() })
    .from(users)
    .where(gte(users.createdAt, start))
    .groupBy(day);
}

export interface ReplyEngineCount {
  engine: 'builtin' | 'openai';
  failure: string | null;
  failureStatus: number | null;
  count: number;
}

/** Companion replies since `start` by engine, provider failure and HTTP status. */
export async function countRepliesByEngine(db: Database, start: Date): Promise<ReplyEngineCount[]> {
  const rows = await db
    .select({
      engine: messages.engine,
      failure: messages.failure,
      failureStatus: messages.failureStatus,
      count: count(),
    })
    .from(messages)
    .where(and(gte(messages.createdAt, start), isNotNull(messages.engine)))
    .groupBy(messages.engine, messages.failure, messages.failureStatus);
  return rows.filter((row): row is ReplyEngineCount => row.engine !== null);
}
