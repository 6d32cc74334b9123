import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profileResponseSchema,
  type CommunicationStyle,
  type Profile,
  type UpdateProfileRequest,
} from '#common/contracts/profile';
import { apiRequest } from '#client/lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/** `GET /api/users/profile`: about me, interests, communication style, location. */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/users/profile', {
          schema: profileResponseSchema,
          signal,
        })
      ).profile,
  });
}

/**
 * A profile change that shows at once: `apply` changes the cached profile before the call; the
 * server's profile replaces it on success and the previous one comes back on failure.
 */
function useProfileChange<TInput>(
  call: (input: TInput) => Promise<{ profile: Profile }>,
  apply: (profile: Profile, input: TInput) => Profile,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (input: TInput) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_KEY });
      const previous = queryClient.getQueryData<Profile>(PROFILE_KEY);
      if (previous) queryClient.setQueryData(PROFILE_KEY, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(PROFILE_KEY, context.previous);
    },
    onSuccess: (data) => {
      if (data?.profile) queryClient.setQueryData(PROFILE_KEY, data.profile);
    },
  });
}

/** `PUT /api/users/profile/interests`. */
export const useUpdateInterests = () =>
  useProfileChange(
    (interests: string[]) =>
      apiRequest('/users/profile/interests', {
        schema: profileResponseSchema,
        method: 'PUT',
        body: { interests },
      }),
    (profile, interests) => ({ ...profile, interests }),
  );

/** `PUT /api/users/profile/communication-style`. */
export const useUpdateCommunicationStyle = () =>
  useProfileChange(
    (communicationStyle: CommunicationStyle) =>
      apiRequest('/users/profile/communication-style', {
        schema: profileResponseSchema,
        method: 'PUT',
        body: { communicationStyle },
      }),
    (profile, communicationStyle) => ({ ...profile, communicationStyle }),
  );

/** `PUT /api/users/profile` (about me, location and the name). */
export const useUpdateProfile = () =>
  useProfileChange(
    (change: UpdateProfileRequest) =>
      apiRequest('/users/profile', {
        schema: profileResponseSchema,
        method: 'PUT',
        body: change,
      }),
    (profile, change) => ({
      ...profile,
      bio: change.bio ?? profile.bio,
      location: change.location === undefined ? profile.location : change.location,
    }),
  );
