import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaidPlanId } from '#common/billing/plans';
import type { UpdateSettingsRequest } from '#common/contracts/settings';
import type { Role } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';
import type { Database, Queryable } from '#server/db/client';
import { favorites, profiles, subscriptions, userSettings, users } from '#server/db/schema';
import { invalidateSessions } from '#server/plugins/session-cache';

/**
 * A user as the server handles it after sign-in (`request.user`): every column except the
 * password hash, which only the few queries that check a password read.
 */
export const ACCOUNT_COLUMNS = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  username: users.username,
  googleSub: users.googleSub,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.as('has_password'),
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  role: users.role,
  status: users.status,
  language: users.language,
  addressAs: users.addressAs,
  termsAcceptedAt: users.termsAcceptedAt,
  adultConfirmedAt: users.adultConfirmedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  /**
   * The best paid plan among the user's subscriptions that give access (active, trialing or
   * past_due), or null. Read with the user in the same query, so every premium decision of a
   * request follows the subscription's current state without another round trip. The alias and
   * the qualified users.id matter: drizzle leaves column names unqualified in single-table
   * queries, where a bare "id" would mean subscriptions.id.
   */
  premiumPlan: sql<PaidPlanId | null>`(
    select premium.plan_id from ${subscriptions} as premium
    where premium.user_id = ${users}.id
      and premium.status in ('active', 'trialing', 'past_due')
    order by (premium.plan_id = 'pro') desc
    limit 1
  )`.as('premium_plan'),
};

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export async function findAccountById(db: Queryable, id: string) {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findAccountByEmail(db: Queryable, email: string) {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findAccountByGoogleSub(db: Queryable, sub: string) {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.googleSub, sub));
  return row ?? null;
}

/** With the password hash: for sign-in by e-mail (has "@") or username, ignoring case. */
export async function findCredentialsByLogin(db: Queryable, login: string) {
  const condition = login.includes('@')
    ? eq(users.email, login.toLowerCase())
    : sql`lower(${users.username}) = lower(${login})`;
  const [row] = await db
    .select({ ...ACCOUNT_COLUMNS, passwordHash: users.passwordHash })
    .from(users)
    .where(condition);
  return row ?? null;
}

export async function findPasswordHash(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id));
  return row?.passwordHash ?? null;
}

/** Which of these usernames (lower-cased) are taken, ignoring case. */
export async function findTakenUsernames(
  db: Queryable,
  candidates: string[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const lowered = candidates.map((name) => name.toLowerCase());
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, lowered));
  return new Set(rows.map((row) => row.name));
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string | null;
  googleSub?: string | null;
  /** Set when the address is known to be the owner's already (Google, the operator's admin). */
  emailVerifiedAt?: Date | null;
  firstName: string;
  lastName: string;
  avatar?: string | null;
  role?: Role;
  language: Language;
  termsAcceptedAt: Date | null;
  adultConfirmedAt: Date | null;
  /** Stored settings overrides, e.g. the language chosen at sign-up. */
  settings: UpdateSettingsRequest;
}

/** The user with their profile and settings rows, all or nothing. */
export async function insertAccount(db: Database, account: NewAccount) {
  const { settings, ...columns } = account;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(columns).returning({ id: users.id });
    const id = row!.id;
    await tx.insert(profiles).values({ userId: id });
    await tx.insert(userSettings).values({ userId: id, settings });
    return (await findAccountById(tx, id))!;
  });
}

export type AccountChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'email'
    | 'emailVerifiedAt'
    | 'passwordHash'
    | 'googleSub'
    | 'firstName'
    | 'lastName'
    | 'avatar'
    | 'role'
    | 'language'
    | 'addressAs'
    | 'lastLoginAt'
  >
>;

export async function updateAccount(db: Queryable, id: string, changes: AccountChanges) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  // Every cached session of the user carries the account: each process drops them.
  await invalidateSessions(db, { userId: id });
}

/** Profile, settings, sessions and favourites go with the user (ON DELETE CASCADE). */
export async function deleteAccountRow(db: Queryable, id: string) {
  await db.delete(users).where(eq(users.id, id));
  await invalidateSessions(db, { userId: id });
}

/** PostgreSQL's unique-violation error for one of our constraints or indexes. */
export function violatedConstraint(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' ? (pgError.constraint ?? null) : null;
}

/** The ids of the user's favourite companions, newest first (the user object's `favorites`). */
export async function findFavoriteIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companionId: favorites.companionId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.companionId));
  return rows.map((row) => row.companionId);
}
