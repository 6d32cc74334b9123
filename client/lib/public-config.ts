import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/contracts/config';
import { apiRequest } from './api-client';

/** `GET /api/config`: which optional integrations this server has (Google sign-in, payments…). */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: 10 * 60_000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
