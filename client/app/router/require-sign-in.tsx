import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '#client/features/session';
import { useLocalizedPath } from '#client/lib/language-context';
import { withRedirect } from '#client/lib/redirect-target';

/** Pages for signed-in users only: visitors go to sign-in and come back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const to = useLocalizedPath();
  if (!user) return <Navigate to={withRedirect(to('/login'), pathname + search)} replace />;
  return children;
}
