import type { Database } from '#server/db/client';
import { emailTaken, usernameTaken } from './account-errors';
import {
  insertAccount,
  violatedConstraint,
  type Account,
  type NewAccount,
} from './account-repository';
import { defaultUsername } from './username';

/** Tries for a default username: a lost race for "sophia2" moves on to the next free one. */
const USERNAME_ATTEMPTS = 3;

export type AccountToCreate = Omit<NewAccount, 'username'> & { username?: string | undefined };

/**
 * Inserts the user with their profile and settings. Uniqueness is settled by the database (two
 * sign-ups with one e-mail can race past any earlier check): a duplicate e-mail is 409
 * EMAIL_TAKEN, a duplicate chosen username 409 USERNAME_TAKEN.
 */
export async function createAccount(db: Database, account: AccountToCreate): Promise<Account> {
  for (let attempt = 1; ; attempt += 1) {
    const username = account.username ?? (await defaultUsername(db, account.email));
    try {
      return await insertAccount(db, { ...account, username });
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'users_email_unique') throw emailTaken();
      if (constraint !== 'users_username_lower_idx') throw error;
      if (account.username !== undefined || attempt >= USERNAME_ATTEMPTS) throw usernameTaken();
    }
  }
}
