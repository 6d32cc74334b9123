import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A loader, so that zod stays out of the first load. */
const publicConfigResponse = () =>
  import('#common/contracts/config').then((m) => m.publicConfigSchema);

/** `GET /api/config`: which optional integrations this server has (Google sign-in, payments…). */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest('/config', { signal, schema: publicConfigResponse }),
    staleTime: 10 * 60_000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
