import { useQuery } from '@tanstack/react-query';
import type { OwnCompanionsResponse } from '#common/contracts/own-companions';
import { apiRequest } from '#client/lib/api-client';

// A loader, not the schema: the catalogue shows this list, and zod stays out of its chunk.
const CHECKED = import.meta.env.DEV || import.meta.env.MODE === 'test';
const listResponse = CHECKED
  ? () => import('#common/contracts/own-companions').then((m) => m.ownCompanionsResponseSchema)
  : undefined;

export const ownCompanionKeys = {
  all: ['own-companions'] as const,
  list: () => ['own-companions', 'list'] as const,
  detail: (id: string) => ['own-companions', 'detail', id] as const,
  portraits: () => ['own-companions', 'portraits'] as const,
};

/** `GET /api/users/me/companions`: hers, with the plan's limit and how many are used. */
export function useOwnCompanions(enabled = true) {
  return useQuery({
    queryKey: ownCompanionKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest<OwnCompanionsResponse>('/users/me/companions', { signal, schema: listResponse }),
    enabled,
  });
}
