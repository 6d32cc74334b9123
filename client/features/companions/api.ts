import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CompanionCard,
  CompanionsListResponse,
  CompanionStatusFilter,
} from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';
import { useLanguage } from '#client/lib/language-context';

/**
 * The answers are checked against the contract in development and tests (loaders: zod stays out
 * of the first load). A production build drops the loaders too: the catalogue is on the first
 * visit, whose budget has no room for their chunk references (scripts/check-bundle-budget.ts).
 */
const CHECKED = import.meta.env.DEV || import.meta.env.MODE === 'test';
const catalogueResponse = CHECKED
  ? () => import('#common/contracts/companions').then((m) => m.companionsListResponseSchema)
  : undefined;
const detailResponse = CHECKED
  ? () => import('#common/contracts/companions').then((m) => m.companionDetailResponseSchema)
  : undefined;

export interface CompanionsFilter {
  search?: string;
  /** Omitted: the server's default (active companions only). */
  status?: CompanionStatusFilter;
}

function normalizeFilter(filter: CompanionsFilter): CompanionsFilter {
  const search = filter.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/** Companions per page of the catalogue page (the server takes 1-100). */
export const CATALOGUE_PAGE_SIZE = 24;

export const companionKeys = {
  all: ['models'] as const,
  /** The paged catalogue of cards in one language: its cache holds pages, not a flat list. */
  catalogue: (filter: CompanionsFilter, language: Language) =>
    ['models', 'catalogue', language, normalizeFilter(filter)] as const,
  detail: (id: string) => ['models', 'detail', id.trim().toLowerCase()] as const,
};

/**
 * `GET /api/models?lang=en&limit=24&cursor=…`: the catalogue's cards in the page's language, a
 * page at a time, so that it stays fast with a thousand companions. The web app never asks for
 * the unpaged list; a whole profile comes from `companionDetailQuery`.
 */
export function companionsCatalogueQuery(filter: CompanionsFilter, language: Language) {
  const normalized = normalizeFilter(filter);
  return infiniteQueryOptions({
    queryKey: companionKeys.catalogue(normalized, language),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/models', {
        query: {
          lang: language,
          search: normalized.search,
          status: normalized.status,
          limit: CATALOGUE_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
        schema: catalogueResponse,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 60_000,
  });
}

/** `GET /api/models/{id}`: one companion with its gallery; id is a UUID, 1-6 or a name. */
export function companionDetailQuery(id: string) {
  return queryOptions({
    queryKey: companionKeys.detail(id),
    queryFn: async ({ signal }) => {
      const body = await apiRequest(`/models/${encodeURIComponent(id.trim())}`, {
        signal,
        schema: detailResponse,
      });
      return body.model;
    },
    staleTime: 60_000,
  });
}

/**
 * The active catalogue, whose first page home and the dashboard pick from: the server lists the
 * six built-in companions first, so its first page holds every one home shows by slug. It is the
 * catalogue page's own query with the Active filter, so the two share their cache.
 */
export const ACTIVE_CATALOGUE: CompanionsFilter = { status: 'active' };

function firstPageCompanions(data: InfiniteData<CompanionsListResponse>): CompanionCard[] {
  return data.pages[0]?.models ?? [];
}

/** The first page (24) of the active catalogue's cards; never more pages, never the unpaged list. */
export function useActiveCompanions() {
  const { language } = useLanguage();
  return useInfiniteQuery({
    ...companionsCatalogueQuery(ACTIVE_CATALOGUE, language),
    select: firstPageCompanions,
  });
}

/** The catalogue page's paged cards; a filter change keeps the old pages on screen meanwhile. */
export function useCompanionsCatalogue(filter: CompanionsFilter = {}) {
  const { language } = useLanguage();
  return useInfiniteQuery({
    ...companionsCatalogueQuery(filter, language),
    placeholderData: keepPreviousData,
  });
}

export function useCompanion(id: string) {
  return useQuery(companionDetailQuery(id));
}

/** Picks companions by slug, in the order asked, skipping those the list does not hold. */
export function pickBySlug(
  companions: readonly CompanionCard[],
  slugs: readonly string[],
): CompanionCard[] {
  return slugs.flatMap((slug) => {
    const found = companions.find((companion) => companion.slug.toLowerCase() === slug);
    return found ? [found] : [];
  });
}
