import { passwordMeetsRules } from '#common/contracts/auth';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http-error';
import { createAccount, findAccountByEmail, updateAccount } from '#server/features/accounts';
import { hashPassword } from './passwords';

export type AdminBootstrap = 'created' | 'promoted' | 'unchanged';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or makes the existing account of
 * that e-mail an admin. An existing account keeps its password (the setting is for the first
 * start; changing it later must not silently reset someone's password). Safe to run at every
 * start and from several processes at once.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<AdminBootstrap> {
  if (!passwordMeetsRules(admin.password)) {
    throw new Error('ADMIN_PASSWORD does not meet the password rules');
  }
  const email = admin.email.trim().toLowerCase();
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await updateAccount(db, existing.id, { role: 'admin' });
    return 'promoted';
  }
  try {
    await createAccount(db, {
      email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Admin',
      lastName: '',
      role: 'admin',
      // The operator named this address (ADMIN_EMAIL): nobody else's inbox to prove.
      emailVerifiedAt: new Date(),
      language: 'en',
      termsAcceptedAt: null,
      adultConfirmedAt: null,
      settings: {},
    });
    return 'created';
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof HttpError && error.code === 'EMAIL_TAKEN') return ensureAdmin(db, admin);
    throw error;
  }
}
