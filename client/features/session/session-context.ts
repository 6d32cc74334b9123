import { createContext } from 'react';
import type { SessionUser } from './session-user';

export interface SessionContextValue {
  /** null while signed out. */
  user: SessionUser | null;
  /** true until the stored session has been checked. */
  isLoading: boolean;
  /** Replaces the signed-in user's favourite ids after the server confirmed a change. */
  setFavorites: (favorites: string[]) => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue>({
  user: null,
  isLoading: false,
  setFavorites: () => undefined,
  signOut: async () => undefined,
});
