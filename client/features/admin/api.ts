import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { AdminUser, DiscountCode, Overview, SiteSettings } from '#common/contracts/admin';
import type { AccountStatus, Role } from '#common/contracts/user';
import { apiRequest } from '#client/lib/api-client';
import { publicConfigQuery } from '#client/lib/public-config';

/** The admin panel's calls (docs/api.md, "Admin"); every one needs role admin on the server. */

export const ADMIN_KEY = ['admin'] as const;
const OVERVIEW_KEY = [...ADMIN_KEY, 'overview'] as const;
const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const DISCOUNTS_KEY = [...ADMIN_KEY, 'discount-codes'] as const;
const SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;

export const USERS_PAGE_SIZE = 25;

export function overviewQuery() {
  return queryOptions({
    queryKey: OVERVIEW_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ overview: Overview }>('/admin/overview', { signal })).overview,
    staleTime: 0,
  });
}

export interface UsersFilter {
  search: string;
  status: AccountStatus | '';
}

interface UsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

/** `GET /api/admin/users`, a page at a time (Load more follows `nextCursor`). */
export function useAdminUsers(filter: UsersFilter) {
  return useInfiniteQuery({
    queryKey: [...USERS_KEY, filter],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<UsersPage>('/admin/users', {
        signal,
        query: {
          search: filter.search.trim(),
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
      apiRequest<{ user: AdminUser }>(`/admin/users/${id}`, { method: 'PATCH', body: change }),
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: USERS_KEY }, (data) =>
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
      (await apiRequest<{ discountCodes: DiscountCode[] }>('/admin/discount-codes', { signal }))
        .discountCodes,
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
    apiRequest<{ discountCode: DiscountCode }>('/admin/discount-codes', {
      method: 'POST',
      body: input,
    }),
  );
}

export function useUpdateDiscountCode() {
  return useDiscountMutation(({ id, ...change }: Partial<DiscountCodeInput> & { id: string }) =>
    apiRequest<{ discountCode: DiscountCode }>(`/admin/discount-codes/${id}`, {
      method: 'PATCH',
      body: change,
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
      (await apiRequest<{ settings: SiteSettings }>('/admin/settings', { signal })).settings,
  });
}

/** `PUT /api/admin/settings`; the public config follows (maintenance and registration show at once). */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest<{ settings: SiteSettings }>('/admin/settings', { method: 'PUT', body: settings }),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: publicConfigQuery().queryKey });
    },
  });
}
