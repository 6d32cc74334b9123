import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketPriority, TicketStatus } from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import type { Queryable } from '#server/db/client';
import { supportTickets, users } from '#server/db/schema';

/** A reply older than this is no longer "being written" (its process most likely died). */
const AI_PENDING_STALE_AFTER = sql`interval '2 minutes'`;

const assignee = alias(users, 'assignee');

/** First and last name joined, else the username, else the e-mail (as the user view). */
export function displayNameSql(table: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
  email: AnyPgColumn;
}) {
  return sql<string>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), nullif(${table.username}, ''), ${table.email})`;
}

/** The keyset of the list: updated_at to the microsecond, as text, and the id. */
const cursorTime = sql<string>`to_char(${supportTickets.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  userName: displayNameSql(users),
  userEmail: users.email,
  userFirstName: users.firstName,
  title: supportTickets.title,
  description: supportTickets.description,
  category: supportTickets.category,
  priority: supportTickets.priority,
  status: supportTickets.status,
  aiAttempts: supportTickets.aiAttempts,
  maxAiAttempts: supportTickets.maxAiAttempts,
  assignedTo: supportTickets.assignedTo,
  assignedToName: sql<
    string | null
  >`case when ${assignee.id} is null then null else ${displayNameSql(assignee)} end`,
  tags: supportTickets.tags,
  language: supportTickets.language,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  /** Nova is writing a reply right now (judged by the database's clock). */
  aiPending: sql<boolean>`(${supportTickets.status} = 'ai_processing' and ${supportTickets.updatedAt} > now() - ${AI_PENDING_STALE_AFTER})`,
  cursorTime,
};

function selectTickets(db: Queryable) {
  return db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo));
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export async function findTicket(db: Queryable, id: string) {
  const [row] = await selectTickets(db).where(eq(supportTickets.id, id));
  return row ?? null;
}

export interface TicketFilter {
  /** Only this user's tickets (a user's own list); all when absent (staff). */
  userId?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  /** A staff member's id, or "none" for unassigned tickets. */
  assignedTo?: string;
  /** The last row of the previous page. */
  after?: { time: string; id: string };
  limit: number;
}

/** A page of tickets, most recently updated first; one more row than asked tells if more exist. */
export async function findTicketsPage(db: Queryable, filter: TicketFilter) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(supportTickets.userId, filter.userId));
  if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.priority) conditions.push(eq(supportTickets.priority, filter.priority));
  if (filter.assignedTo === 'none') conditions.push(isNull(supportTickets.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(supportTickets.assignedTo, filter.assignedTo));
  if (filter.after) {
    conditions.push(
      sql`(${supportTickets.updatedAt}, ${supportTickets.id}) < (${filter.after.time}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return selectTickets(db)
    .where(and(...conditions))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(filter.limit + 1);
}

export interface NewTicket {
  userId: string;
  title: string;
  description: string;
  category: TicketCategory;
  language: Language;
  maxAiAttempts: number;
}

export async function insertTicket(db: Queryable, values: NewTicket): Promise<string> {
  const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id });
  return row!.id;
}

/** The first half of the advisory locks that serialise ticket creation per user. */
const CREATE_LOCK_CLASS = 726_311;

/**
 * How many tickets the user opened within the window, and when the oldest of them leaves it.
 * Takes a per-user lock held until the transaction ends, so parallel creations count in turn.
 */
export async function lockAndCountRecentTickets(
  tx: Queryable,
  userId: string,
  windowSeconds: number,
): Promise<{ count: number; oldestLeavesInSeconds: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_CLASS}, hashtext(${userId}))`);
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldestLeavesInSeconds: sql<number>`coalesce(ceil(extract(epoch from (min(${supportTickets.createdAt}) + ${window} - now())))::int, 0)`,
    })
    .from(supportTickets)
    .where(
      and(eq(supportTickets.userId, userId), sql`${supportTickets.createdAt} > now() - ${window}`),
    );
  return row ?? { count: 0, oldestLeavesInSeconds: 0 };
}

/** The part of a ticket its rules change (ticket-rules.ts), as stored. */
export interface StoredTicketState {
  status: TicketStatus;
  aiAttempts: number;
  assignedTo: string | null;
  tags: string[];
}

/**
 * Compare-and-set: writes `next` only if the ticket still holds `expected`. The one statement
 * that serialises changes to a ticket: of two parallel posts that both read "open", only one
 * finds it still open and sets ai_processing; the other changes nothing and learns so (false).
 */
export async function compareAndSetTicket(
  db: Queryable,
  id: string,
  expected: StoredTicketState,
  next: StoredTicketState & { priority?: TicketPriority },
): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ ...next, updatedAt: sql`now()` })
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.status, expected.status),
        eq(supportTickets.aiAttempts, expected.aiAttempts),
        sql`${supportTickets.assignedTo} is not distinct from ${expected.assignedTo}`,
        sql`${supportTickets.tags} = ${JSON.stringify(expected.tags)}::jsonb`,
      ),
    )
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** Marks the ticket as changed (a new message moves it up the lists). */
export async function touchTicket(db: Queryable, id: string) {
  await db
    .update(supportTickets)
    .set({ updatedAt: sql`now()` })
    .where(eq(supportTickets.id, id));
}

/** Whether the user may be assigned tickets: a moderator or an admin (active). */
export async function isStaffUser(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        sql`${users.role} in ('moderator', 'admin')`,
        eq(users.status, 'active'),
      ),
    );
  return row !== undefined;
}
