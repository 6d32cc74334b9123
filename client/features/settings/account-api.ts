import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '#common/contracts/profile';
import { userResponseSchema } from '#common/contracts/user';
import { apiRequest } from '#client/lib/api-client';
import { useSession } from '#client/features/session';

/** `PUT /api/users/profile` with the name only; the session then shows the new name. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: (name: { firstName: string; lastName: string }) =>
      apiRequest('/users/profile', { method: 'PUT', body: name, schema: profileResponseSchema }),
    onSuccess: async (data) => {
      if (data?.profile) queryClient.setQueryData(['profile'], data.profile);
      await reloadUser().catch(() => undefined);
    },
  });
}

/** `PUT /api/users/me/email` {email, currentPassword} → {user}. */
export function useChangeEmail() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (input: { email: string; currentPassword: string }) =>
      apiRequest('/users/me/email', { method: 'PUT', body: input, schema: userResponseSchema }),
    onSuccess: (data) => {
      if (data?.user) updateUser(() => data.user);
    },
  });
}

/** `POST /api/auth/google/link` {credential} → {user}: Google sign-in opens this account from now on. */
export function useLinkGoogle() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (credential: string) =>
      apiRequest('/auth/google/link', {
        method: 'POST',
        body: { credential },
        schema: userResponseSchema,
      }),
    onSuccess: (data) => {
      if (data?.user) updateUser(() => data.user);
    },
  });
}

/** `PUT /api/users/me/password` {currentPassword, newPassword} → 204. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest<void>('/users/me/password', { method: 'PUT', body: input }),
  });
}

/** `GET /api/users/me/export`: everything stored about the user, saved as a JSON file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest<unknown>('/users/me/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `amora-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}

/** `DELETE /api/users/me` with the password, or `confirm: "DELETE"` for Google-only accounts. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string } | { confirm: 'DELETE' }) =>
      apiRequest<void>('/users/me', { method: 'DELETE', body }),
  });
}
