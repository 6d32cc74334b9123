import { useMutation } from '@tanstack/react-query';
import { sessionApi } from './api';
import type { SessionUser } from './session-user';
import { useSession } from './use-session';

/** A call that answers with a signed-in user: on success the session holds that user. */
function useSignInMutation<TInput>(call: (input: TInput) => Promise<SessionUser>) {
  const { signIn } = useSession();
  return useMutation({ mutationFn: call, onSuccess: signIn });
}

export const useLogin = () => useSignInMutation(sessionApi.login);
export const useRegister = () => useSignInMutation(sessionApi.register);
export const useGoogleLogin = () => useSignInMutation(sessionApi.googleLogin);
export const useGoogleRegister = () => useSignInMutation(sessionApi.googleRegister);

/** `POST /api/auth/refresh`: a new session cookie (the old one stops working) and a fresh user. */
export function useRefreshSession() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: sessionApi.refresh,
    onSuccess: (user) => updateUser(() => user),
  });
}
