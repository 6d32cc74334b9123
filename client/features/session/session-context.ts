import { createContext } from 'react';
import type { SessionUser } from './session-user';

export interface SessionContextValue {
  /** null while signed out. */
  user: SessionUser | null;
  /** true until the session has been verified at start. */
  isLoading: boolean;
  /** A sign-in or sign-up succeeded: this user is now signed in (earlier cached data goes). */
  signIn: (user: SessionUser) => void;
  /** Changes the signed-in user in place (optimistic updates, confirmed changes). */
  updateUser: (update: (user: SessionUser) => SessionUser) => void;
  /** Replaces the signed-in user's favourite ids after the server confirmed a change. */
  setFavorites: (favorites: string[]) => void;
  /** Asks the server again who is signed in (after a change that alters the user). */
  reloadUser: () => Promise<void>;
  /**
   * Logs out on the server and always clears this browser's state, even when the call fails.
   * `leave` (e.g. navigating home) runs in the same render as the clearing, so a members-only
   * page never sees the signed-out state first.
   */
  signOut: (leave?: () => void) => Promise<void>;
  /** Clears this browser's state only (the server already ended the session, e.g. deletion). */
  clearSession: (leave?: () => void) => void;
}

export const SessionContext = createContext<SessionContextValue>({
  user: null,
  isLoading: false,
  signIn: () => undefined,
  updateUser: () => undefined,
  setFavorites: () => undefined,
  reloadUser: async () => undefined,
  signOut: async () => undefined,
  clearSession: () => undefined,
});
