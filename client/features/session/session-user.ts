import type { User } from '#common/contracts/user';

/** The signed-in user as `GET /api/auth/session` returns it (docs/api.md, "Auth and session"). */
export type SessionUser = User;

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}

/**
 * The name to show for a user: first and last name, else the name, else the part of the e-mail
 * before the @; null when there is none of these (the caller shows its translated 'User').
 */
export function displayNameOf(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'name' | 'email'>,
): string | null {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  if (user.name?.trim()) return user.name.trim();
  const local = user.email?.split('@')[0]?.trim();
  return local || null;
}
