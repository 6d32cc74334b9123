import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  Model,
  ModelDetail,
  ModelsListResponse,
  ModelStatusFilter,
} from '../../../common/contracts/models';
import { apiRequest } from '../../lib/api-client';

export interface ModelsFilter {
  search?: string;
  /** Omitted: the server's default (active companions only). */
  status?: ModelStatusFilter;
}

function normalizeFilter(filter: ModelsFilter): ModelsFilter {
  const search = filter.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/** Companions per page of the catalogue page (the server takes 1-100). */
export const CATALOGUE_PAGE_SIZE = 24;

export const modelKeys = {
  all: ['models'] as const,
  list: (filter: ModelsFilter) => ['models', 'list', normalizeFilter(filter)] as const,
  /** The paged catalogue: its own key, as its cache holds pages and not a flat list. */
  catalogue: (filter: ModelsFilter) => ['models', 'catalogue', normalizeFilter(filter)] as const,
  detail: (id: string) => ['models', 'detail', id.trim().toLowerCase()] as const,
};

/** `GET /api/models`: the catalogue, filtered on the server. */
export function modelsListQuery(filter: ModelsFilter = {}) {
  const normalized = normalizeFilter(filter);
  return queryOptions({
    queryKey: modelKeys.list(normalized),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ models: Model[] }>('/models', {
        query: { search: normalized.search, status: normalized.status },
        signal,
      });
      return body.models;
    },
    staleTime: 60_000,
  });
}

/**
 * `GET /api/models?limit=24&cursor=…`: the catalogue page's list, a page at a time, so that it
 * stays fast with a thousand companions. Home and dashboard keep the whole list (modelsListQuery).
 */
export function modelsCatalogueQuery(filter: ModelsFilter = {}) {
  const normalized = normalizeFilter(filter);
  return infiniteQueryOptions({
    queryKey: modelKeys.catalogue(normalized),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ModelsListResponse>('/models', {
        query: {
          search: normalized.search,
          status: normalized.status,
          limit: CATALOGUE_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 60_000,
  });
}

/** `GET /api/models/{id}`: one companion with its gallery; id is a UUID, 1-6 or a name. */
export function modelDetailQuery(id: string) {
  return queryOptions({
    queryKey: modelKeys.detail(id),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<{ model: ModelDetail }>(
        `/models/${encodeURIComponent(id.trim())}`,
        { signal },
      );
      return body.model;
    },
    staleTime: 60_000,
  });
}

export function useModels(filter: ModelsFilter = {}, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...modelsListQuery(filter),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/** The catalogue page's paged list; a filter change keeps the old pages on screen meanwhile. */
export function useModelsCatalogue(filter: ModelsFilter = {}) {
  return useInfiniteQuery({ ...modelsCatalogueQuery(filter), placeholderData: keepPreviousData });
}

export function useModel(id: string) {
  return useQuery(modelDetailQuery(id));
}

/** Picks companions by slug, in the order asked, skipping those the list does not hold. */
export function pickBySlug(models: readonly Model[], slugs: readonly string[]): Model[] {
  return slugs.flatMap((slug) => {
    const found = models.find((model) => model.slug.toLowerCase() === slug);
    return found ? [found] : [];
  });
}
