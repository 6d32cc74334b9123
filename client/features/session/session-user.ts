/** The signed-in user as `GET /api/auth/verify` returns it (API.md, "Auth and session"). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  isPremium: boolean;
  plan: 'basic' | 'premium' | 'pro';
  role: 'user' | 'moderator' | 'admin';
  status: 'active' | 'suspended' | 'banned';
  favorites: string[];
  createdAt: string;
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
