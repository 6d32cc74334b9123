import type { User } from '#common/contracts/user';
import type { Database } from '#server/db/client';
import { entitlementsFor } from './entitlements';
import { findFavoriteIds } from './account-repository';
import type { Account } from './account-repository';

/** The display name: first and last name joined, else the username, else the e-mail. */
export function displayName(
  account: Pick<Account, 'firstName' | 'lastName' | 'username' | 'email'>,
) {
  const full = `${account.firstName} ${account.lastName}`.trim();
  return full || account.username || account.email;
}

/** The user object the API sends: no hash, no token, no provider id (only whether one is linked). */
export function toApiUser(account: Account, favoriteIds: string[]): User {
  const { plan, isPremium } = entitlementsFor(account);
  return {
    id: account.id,
    name: displayName(account),
    email: account.email,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    avatar: account.avatar,
    isPremium,
    plan,
    role: account.role,
    status: account.status,
    favorites: favoriteIds,
    hasPassword: account.hasPassword,
    google: account.googleSub !== null,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
    addressAs: account.addressAs,
  };
}

export async function describeUser(db: Database, account: Account): Promise<User> {
  return toApiUser(account, await findFavoriteIds(db, account.id));
}
