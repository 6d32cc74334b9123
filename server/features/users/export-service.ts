import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { Account } from '#server/features/accounts';
import type { UserDataSection } from '#server/plugins/user-data';

/** The user's own columns: everything stored about them except the password hash. */
function accountRecord(account: Account) {
  const { googleSub, ...rest } = account;
  return { ...rest, googleAccountId: googleSub };
}

/** Every stored record of a user, section by section (GET /api/users/me/export). */
export async function exportUserData(
  { db, clock, sections: registered }: { db: Database; clock: Clock; sections: UserDataSection[] },
  account: Account,
) {
  const sections = await Promise.all(
    registered.map(async (section) => [section.name, await section.collect(db, account.id)]),
  );
  // Dates become ISO strings on the way out (JSON.stringify).
  return {
    exportedAt: clock().toISOString(),
    user: accountRecord(account),
    ...Object.fromEntries(sections),
  } as Record<string, unknown>;
}

/** A file name that says whose and from when, with nothing a header could choke on. */
export function exportFileName(account: Account, clock: Clock): string {
  const day = clock().toISOString().slice(0, 10);
  const safe = account.username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `amora-data-${safe}-${day}.json`;
}
