import type { z } from 'zod';
import type {
  AdminUser,
  adminUsersQuerySchema,
  updateAdminUserRequestSchema,
} from '#common/contracts/admin';
import type { AccountStatus, Role } from '#common/contracts/user';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import { deleteSessionsOfUser } from '#server/features/auth';
import { entitlementsFor } from '#server/features/accounts';
import { displayName } from '#server/features/accounts';
import { decodeUserCursor, encodeUserCursor } from './user-cursor';
import {
  findAdminUser,
  listAdminUsers,
  setUserRoleAndStatus,
  type AdminUserRow,
} from './users-repository';

type UsersQuery = z.infer<typeof adminUsersQuerySchema>;
type UserChanges = z.infer<typeof updateAdminUserRequestSchema>;

const ROLE_RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLoginAt?.toISOString() ?? null,
    subscription: entitlementsFor(row).plan,
  };
}

/** `GET /api/admin/users`: newest first, searched and filtered, one page at a time. */
export async function listUsers(db: Database, query: UsersQuery) {
  const rows = await listAdminUsers(db, {
    search: query.search || undefined,
    status: query.status,
    after: query.cursor ? decodeUserCursor(query.cursor) : undefined,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeUserCursor({ time: last.cursorTime, id: last.id })
      : null;
  return { users: page.map(toAdminUser), nextCursor };
}

/**
 * A suspended or banned user is signed out everywhere at once, and so is one whose role was
 * lowered: the session check refuses inactive accounts anyway, but no token of theirs should
 * outlive the decision.
 */
function revokesSessions(
  before: { role: Role; status: AccountStatus },
  changes: UserChanges,
): boolean {
  const status = changes.status ?? before.status;
  const role = changes.role ?? before.role;
  return status !== 'active' || ROLE_RANK[role] < ROLE_RANK[before.role];
}

/**
 * `PATCH /api/admin/users/:id`. An admin cannot change their own role or status: one slip
 * could otherwise lock the last admin out of the panel.
 */
export async function updateUser(
  db: Database,
  adminId: string,
  userId: string,
  changes: UserChanges,
): Promise<AdminUser> {
  if (userId === adminId) {
    throw new HttpError(409, 'CONFLICT', 'You cannot change your own role or status.');
  }
  const before = await findAdminUser(db, userId);
  if (!before) throw notFound('User not found');
  await db.transaction(async (tx) => {
    await setUserRoleAndStatus(tx, userId, { role: changes.role, status: changes.status });
    if (revokesSessions(before, changes)) await deleteSessionsOfUser(tx, userId);
  });
  const after = await findAdminUser(db, userId);
  if (!after) throw notFound('User not found');
  return toAdminUser(after);
}
