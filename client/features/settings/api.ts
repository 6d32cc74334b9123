import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettingsRequest } from '#common/contracts/settings';
import { apiRequest } from '#client/lib/api-client';

/** A loader: the settings are read while the first page loads, which ships without zod. */
const settingsResponse = () =>
  import('#common/contracts/settings').then((contract) => contract.settingsResponseSchema);

export const SETTINGS_KEY = ['settings'] as const;

/** `GET /api/users/settings`: the signed-in user's language, notifications, privacy, appearance. */
export function settingsQuery() {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/users/settings', { signal, schema: settingsResponse })).settings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The settings with a partial change applied (each section merged, the rest kept). */
export function mergeSettings(settings: Settings, change: UpdateSettingsRequest): Settings {
  return {
    language: change.language ?? settings.language,
    notifications: { ...settings.notifications, ...change.notifications },
    privacy: { ...settings.privacy, ...change.privacy },
    appearance: { ...settings.appearance, ...change.appearance },
    content: { explicit: change.content?.explicit ?? settings.content.explicit },
    reachOut: { ...settings.reachOut, ...change.reachOut },
  };
}

export interface SettingsFeedback {
  onSaved?: (change: UpdateSettingsRequest) => void;
  onFailed?: (error: unknown, change: UpdateSettingsRequest) => void;
}

/**
 * `PUT /api/users/settings` with any part of the settings. The cache changes at once (so the
 * theme and language follow immediately) and goes back if the server refuses. `feedback` runs
 * even when the page was remounted meanwhile (a language change re-renders every page).
 */
export function useUpdateSettings(feedback: SettingsFeedback = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateSettingsRequest) =>
      apiRequest('/users/settings', { method: 'PUT', body: change, schema: settingsResponse }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<Settings>(SETTINGS_KEY);
      if (previous) queryClient.setQueryData(SETTINGS_KEY, mergeSettings(previous, change));
      return { previous };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(SETTINGS_KEY, context.previous);
      feedback.onFailed?.(error, change);
    },
    onSuccess: (data, change) => {
      if (data?.settings) queryClient.setQueryData(SETTINGS_KEY, data.settings);
      feedback.onSaved?.(change);
    },
  });
}
