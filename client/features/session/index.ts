// The session feature's public module: what the rest of the client may use of it (decision 012).
export { sessionQuery } from './api';
export {
  CONVERSATIONS_KEY,
  activeConversationCount,
  chatShortcutPath,
  useConversations,
  useUnreadTotal,
} from './conversations';
export { SessionProvider } from './session-provider';
export { displayNameOf, isAdmin } from './session-user';
export type { SessionUser } from './session-user';
export {
  useGoogleLogin,
  useGoogleRegister,
  useLogin,
  useRefreshSession,
  useRegister,
} from './use-auth-mutations';
export { useFavoriteToggle } from './use-favorite-toggle';
export { KEEP_ON_REFRESH, useRefreshEntitlements } from './use-refresh-entitlements';
export { useAddressContext } from './use-address-context';
export { useSession } from './use-session';
export { FAVORITES_KEY, useToggleFavorite } from './use-toggle-favorite';
