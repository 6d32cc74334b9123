import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicConfig } from '#common/contracts/config';
import { isApiError } from '#client/lib/api-client';
import { publicConfigQuery } from '#client/lib/public-config';

/** How often the maintenance page (and an admin's banner) asks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 30_000;

export function isMaintenanceError(error: unknown): boolean {
  return isApiError(error) && error.status === 503 && error.code === 'MAINTENANCE';
}

/**
 * The site name for the maintenance page, when the public config carries one (an admin's
 * site_name); null otherwise, and the page says the product's own name.
 */
export function siteNameOf(config: PublicConfig | undefined): string | null {
  const name = config?.siteName.trim();
  return name ? name : null;
}

/**
 * Whether the site is in maintenance: `GET /api/config` says so, or any API call was answered
 * 503 MAINTENANCE (maintenance began after the config was read). While it lasts the config is
 * asked again every 30 seconds, so everyone returns to the site when it ends.
 */
export function useMaintenance() {
  const queryClient = useQueryClient();
  const config = useQuery({
    ...publicConfigQuery(),
    refetchInterval: (query) => (query.state.data?.maintenance ? MAINTENANCE_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

  useEffect(() => {
    const key = publicConfigQuery().queryKey;
    const onError = (error: unknown) => {
      if (!isMaintenanceError(error)) return;
      const current = queryClient.getQueryData<PublicConfig>(key);
      if (current) {
        if (!current.maintenance) queryClient.setQueryData(key, { ...current, maintenance: true });
      } else {
        // No config yet: its first read is still on its way and may carry the answer from before
        // maintenance began. A refetch would join that read instead of asking again, so it is
        // cancelled first and the config asked anew.
        void queryClient
          .cancelQueries({ queryKey: key })
          .then(() => queryClient.invalidateQueries({ queryKey: key }));
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        (event.action.type === 'error' || event.action.type === 'failed')
      )
        onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return { active: config.data?.maintenance === true, config };
}
