import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  aiEngineResponseSchema,
  aiEngineTestResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  discountCodeResponseSchema,
  discountCodesResponseSchema,
  overviewResponseSchema,
  siteSettingsResponseSchema,
  type AdminUsersFilter,
  type AdminUsersPage,
  type DiscountCode,
  type SiteSettings,
} from '#common/contracts/admin';
import type { AccountStatus, Role } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';
import { publicConfigQuery } from '#client/lib/public-config';

/** The admin panel's calls (docs/api.md, "Admin"); every one needs role admin on the server. */

export const ADMIN_KEY = ['admin'] as const;
const OVERVIEW_KEY = [...ADMIN_KEY, 'overview'] as const;
const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const DISCOUNTS_KEY = [...ADMIN_KEY, 'discount-codes'] as const;
const SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;
const AI_ENGINE_KEY = [...ADMIN_KEY, 'ai-engine'] as const;

export const USERS_PAGE_SIZE = 25;

export function overviewQuery() {
  return queryOptions({
    queryKey: OVERVIEW_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/overview', { signal, schema: overviewResponseSchema })).overview,
    staleTime: 0,
  });
}

/** `GET /api/admin/users`, a page at a time (Load more follows `nextCursor`). */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, filter],
    queryFn: ({ signal, pageParam }) =>
      apiRequest('/admin/users', {
        signal,
        schema: adminUsersResponseSchema,
        query: {
          search: filter.search?.trim(),
          status: filter.status,
          limit: USERS_PAGE_SIZE,
          cursor: pageParam,
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The last results stay while a new search loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface UserChange {
  id: string;
  status?: AccountStatus;
  role?: Role;
}

/** `PATCH /api/admin/users/:id`; the changed user replaces its row in every loaded list. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChange) =>
      apiRequest(`/admin/users/${id}`, {
        method: 'PATCH',
        body: change,
        schema: adminUserResponseSchema,
      }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<InfiniteData<AdminUsersPage>>({ queryKey: USERS_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((row) => (row.id === user.id ? user : row)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
  });
}

export function discountCodesQuery() {
  return queryOptions({
    queryKey: DISCOUNTS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/admin/discount-codes', {
          signal,
          schema: discountCodesResponseSchema,
        })
      ).discountCodes,
  });
}

/** The fields an admin edits; the server fills in id, used and the timestamps. */
export type DiscountCodeInput = Pick<
  DiscountCode,
  | 'code'
  | 'name'
  | 'description'
  | 'type'
  | 'value'
  | 'max_uses'
  | 'expires_at'
  | 'is_active'
  | 'min_amount'
>;

function useDiscountMutation<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNTS_KEY }),
  });
}

export function useCreateDiscountCode() {
  return useDiscountMutation((input: DiscountCodeInput) =>
    apiRequest('/admin/discount-codes', {
      method: 'POST',
      body: input,
      schema: discountCodeResponseSchema,
    }),
  );
}

export function useUpdateDiscountCode() {
  return useDiscountMutation(({ id, ...change }: Partial<DiscountCodeInput> & { id: string }) =>
    apiRequest(`/admin/discount-codes/${id}`, {
      method: 'PATCH',
      body: change,
      schema: discountCodeResponseSchema,
    }),
  );
}

export function useDeleteDiscountCode() {
  return useDiscountMutation((id: string) =>
    apiRequest<void>(`/admin/discount-codes/${id}`, { method: 'DELETE' }),
  );
}

export function siteSettingsQuery() {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/settings', { signal, schema: siteSettingsResponseSchema }))
        .settings,
  });
}

/** `PUT /api/admin/settings`; the public config follows (maintenance and registration show at once). */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest('/admin/settings', {
        method: 'PUT',
        body: settings,
        schema: siteSettingsResponseSchema,
      }),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: publicConfigQuery().queryKey });
    },
  });
}

/** `GET /api/admin/ai-engine`: the reply engine as the server's settings made it. */
export function aiEngineQuery() {
  return queryOptions({
    queryKey: AI_ENGINE_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/ai-engine', { signal, schema: aiEngineResponseSchema })).aiEngine,
  });
}

/** `POST /api/admin/ai-engine/test`: one real-size reply, in the page's language. */
export function useAiEngineTest() {
  return useMutation({
    mutationFn: async (language: Language) =>
      (
        await apiRequest('/admin/ai-engine/test', {
          method: 'POST',
          body: { language },
          schema: aiEngineTestResponseSchema,
        })
      ).test,
  });
}
