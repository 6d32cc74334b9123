import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ADMIN_COMPANION_FORM,
  ADMIN_COMPANIONS_PAGE_SIZE,
  adminCompanionFormFields,
  adminCompanionResponseSchema,
  adminCompanionsOverviewSchema,
  adminCompanionsResponseSchema,
  importPreviewResponseSchema,
  importResultResponseSchema,
  type AdminCompanion,
  type AdminCompanionDraft,
} from '#common/contracts/admin-companions';
import type { CompanionCategory, CompanionStatusFilter } from '#common/contracts/companion-rules';
import {
  adminCardImportResponseSchema,
  adminCardPreviewResponseSchema,
} from '#common/contracts/own-companions';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';
import { apiRawRequest, saveDownload, sendForm } from '#client/lib/api-raw';
import { characterCardForm } from '#client/lib/character-card-form';
import type { PhotoItem } from './photo-items';

export interface AdminCompanionsFilter {
  search: string;
  category: CompanionCategory | 'all';
  status: CompanionStatusFilter;
}

export const DEFAULT_COMPANIONS_FILTER: AdminCompanionsFilter = {
  search: '',
  category: 'all',
  status: 'all',
};

export const adminCompanionKeys = {
  all: ['admin', 'models'] as const,
  list: (filter: AdminCompanionsFilter) => ['admin', 'models', 'list', filter] as const,
  stats: () => ['admin', 'models', 'stats'] as const,
};

/** The query string of `GET /api/admin/models`. */
export function companionsQueryOf(filter: AdminCompanionsFilter, cursor?: string) {
  return {
    search: filter.search.trim() || undefined,
    category: filter.category === 'all' ? undefined : filter.category,
    status: filter.status,
    limit: ADMIN_COMPANIONS_PAGE_SIZE,
    cursor,
  };
}

export function useAdminCompanions(filter: AdminCompanionsFilter) {
  return useInfiniteQuery({
    queryKey: adminCompanionKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/admin/models', {
        query: companionsQueryOf(filter, pageParam),
        signal,
        schema: adminCompanionsResponseSchema,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useAdminCompanionsStats() {
  return useQuery({
    queryKey: adminCompanionKeys.stats(),
    queryFn: ({ signal }) =>
      apiRequest('/admin/models/stats', { signal, schema: adminCompanionsOverviewSchema }),
  });
}

/** The multipart body of create and update: text parts as strings, then the new photos. */
export function companionFormData(
  draft: AdminCompanionDraft,
  files: File[],
  keepPhotos?: string[],
) {
  const form = new FormData();
  for (const [name, value] of adminCompanionFormFields(draft, keepPhotos)) form.append(name, value);
  files.forEach((file, index) => form.append(ADMIN_COMPANION_FORM.photo(index), file, file.name));
  return form;
}

async function sendCompanion(method: 'POST' | 'PUT', path: string, form: FormData) {
  return (await sendForm(method, path, form, adminCompanionResponseSchema)).model;
}

/**
 * Saves a companion with its photos in the order the admin chose. The server keeps the listed
 * existing photos first and appends new files after them, so when a new photo has to come
 * before a kept one, a second update puts them in the chosen order by their new media ids.
 */
export async function saveCompanion(
  id: string | null,
  draft: AdminCompanionDraft,
  photos: readonly PhotoItem[],
): Promise<AdminCompanion> {
  const files = photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
  if (id === null) return sendCompanion('POST', '/admin/models', companionFormData(draft, files));
  const path = `/admin/models/${encodeURIComponent(id)}`;
  const kept = photos.flatMap((photo) => (photo.kind === 'kept' ? [photo.mediaId] : []));
  const saved = await sendCompanion('PUT', path, companionFormData(draft, files, kept));
  const firstNew = photos.findIndex((photo) => photo.kind === 'new');
  const lastKept = photos.map((photo) => photo.kind).lastIndexOf('kept');
  if (firstNew === -1 || lastKept < firstNew) return saved;
  const newIds = saved.photos.slice(kept.length).map((photo) => photo.media_id);
  let next = 0;
  const order = photos.map((photo) => (photo.kind === 'kept' ? photo.mediaId : newIds[next++]!));
  return sendCompanion('PUT', path, companionFormData(draft, [], order));
}

/** Lists, statistics and the public catalogue (changes show there at once). */
function refreshCompanions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCompanionKeys.all }),
    // The public catalogue and profiles (features/companions) cache under ['models'].
    queryClient.invalidateQueries({ queryKey: ['models'] }),
  ]);
}

export function useSaveCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; draft: AdminCompanionDraft; photos: PhotoItem[] }) =>
      saveCompanion(input.id, input.draft, input.photos),
    onSuccess: () => refreshCompanions(queryClient),
  });
}

export function useDeleteCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/admin/models/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshCompanions(queryClient),
  });
}

/** Downloads the export file under the server's file name (else a dated one). */
export async function downloadExport(): Promise<void> {
  const response = await apiRawRequest('/admin/models/export', { method: 'GET' });
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name =
    /filename="?([^";]+)"?/i.exec(disposition)?.[1] ??
    `amora-companions-${new Date().toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function previewImport(file: unknown) {
  return apiRequest('/admin/models/import/preview', {
    method: 'POST',
    body: file,
    schema: importPreviewResponseSchema,
  });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) =>
      apiRequest('/admin/models/import', {
        method: 'POST',
        body: file,
        schema: importResultResponseSchema,
      }),
    onSuccess: () => refreshCompanions(queryClient),
  });
}

/** A Character Card file (PNG or JSON) and the language its texts are in, as the API takes it. */
/** `POST /api/admin/models/import/card/preview`: what the card would make; nothing is stored. */
export function previewCardImport(file: File, language: Language) {
  const form = characterCardForm(file, language);
  return sendForm(
    'POST',
    '/admin/models/import/card/preview',
    form,
    adminCardPreviewResponseSchema,
  );
}

/** `POST /api/admin/models/import/card`: a new catalogue companion (inactive, for review). */
export function useImportCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, language }: { file: File; language: Language }) =>
      sendForm(
        'POST',
        '/admin/models/import/card',
        characterCardForm(file, language),
        adminCardImportResponseSchema,
      ),
    onSuccess: () => refreshCompanions(queryClient),
  });
}

/** Downloads a catalogue companion as a Character Card (V3 PNG, or JSON). */
export async function downloadCompanionCard(
  companion: Pick<AdminCompanion, 'id' | 'slug'>,
  format: 'png' | 'json',
  language: Language,
): Promise<void> {
  const response = await apiRawRequest(
    `/admin/models/${encodeURIComponent(companion.id)}/export/card?format=${format}&lang=${language}`,
    { method: 'GET' },
  );
  await saveDownload(response, `${companion.slug}.${format === 'png' ? 'card.png' : 'card.json'}`);
}
