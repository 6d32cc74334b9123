import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, Role } from '#common/contracts/user';
import type { Database, Queryable } from '#server/db/client';
import { users } from '#server/db/schema';
import { ACCOUNT_COLUMNS } from '#server/features/accounts';
import { invalidateSessions } from '#server/plugins/session-cache';
import type { UserCursor } from './user-cursor';

/** The keyset of the list: created_at to the microsecond, as text, and the id. */
const cursorTime = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ADMIN_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  premiumPlan: ACCOUNT_COLUMNS.premiumPlan,
  cursorTime,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

export interface UserListFilter {
  search?: string | undefined;
  status?: AccountStatus | undefined;
  after?: UserCursor | undefined;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(users.username, pattern),
    // The full name covers the first and the last name alone as well.
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}

/** Newest first; `limit + 1` rows are read so the caller knows whether a page follows. */
export async function listAdminUsers(db: Database, filter: UserListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.after) {
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${filter.after.time}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  return db
    .select(ADMIN_USER_COLUMNS)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit + 1);
}

export async function findAdminUser(db: Database, id: string) {
  const [row] = await db.select(ADMIN_USER_COLUMNS).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function setUserRoleAndStatus(
  db: Queryable,
  id: string,
  changes: { role?: Role | undefined; status?: AccountStatus | undefined },
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  // Role and status are part of the account every cached session carries.
  await invalidateSessions(db, { userId: id });
}
