import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  OWN_COMPANION_FORM,
  ownCardImportResponseSchema,
  ownCardPreviewResponseSchema,
  ownCompanionResponseSchema,
  portraitsResponseSchema,
  type OwnCompanion,
  type OwnCompanionDraft,
  type OwnCompanionPatchDraft,
} from '#common/contracts/own-companions';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';
import { apiRawRequest, saveDownload, sendForm } from '#client/lib/api-raw';
import { characterCardForm } from '#client/lib/character-card-form';
import { CONVERSATIONS_KEY } from '#client/features/session';
import { ownCompanionKeys } from './own-list-query';

/**
 * What the avatar picker holds: keep what she has, no picture at all (the initials of her name
 * show instead), a chosen file, or a generated portrait.
 */
export type AvatarChoice =
  | { kind: 'keep' }
  | { kind: 'none' }
  | { kind: 'file'; file: File; url: string }
  | { kind: 'portrait'; id: string; url: string };

export { ownCompanionKeys, useOwnCompanions } from './own-list-query';

const BASE = '/users/me/companions';
const pathOf = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function useOwnCompanion(id: string) {
  return useQuery({
    queryKey: ownCompanionKeys.detail(id),
    queryFn: async ({ signal }) => {
      const body = await apiRequest(pathOf(id), { signal, schema: ownCompanionResponseSchema });
      return body.companion;
    },
    // A bad address is a 400/404: show it at once, not after retries.
    retry: false,
  });
}

export function usePortraits() {
  return useQuery({
    queryKey: ownCompanionKeys.portraits(),
    queryFn: ({ signal }) =>
      apiRequest('/companion-portraits', { signal, schema: portraitsResponseSchema }),
    staleTime: Infinity,
  });
}

/** Her list, her own page and the catalogue (which lists her under "Yours"). */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownCompanionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['models'] }),
  ]);
}

async function sendCompanionAnswer(method: 'PUT', path: string, form: FormData) {
  return (await sendForm(method, path, form, ownCompanionResponseSchema)).companion;
}

/**
 * Sets the picture after the texts are saved: an upload (re-encoded by the server), a portrait,
 * or none.
 */
async function applyAvatar(id: string, avatar: AvatarChoice): Promise<OwnCompanion | null> {
  if (avatar.kind === 'none') {
    const body = await apiRequest(`${pathOf(id)}/avatar`, {
      method: 'DELETE',
      schema: ownCompanionResponseSchema,
    });
    return body.companion;
  }
  if (avatar.kind === 'file') {
    const form = new FormData();
    form.append(OWN_COMPANION_FORM.avatar, avatar.file, avatar.file.name);
    return sendCompanionAnswer('PUT', `${pathOf(id)}/avatar`, form);
  }
  if (avatar.kind === 'portrait') {
    const body = await apiRequest(`${pathOf(id)}/avatar/portrait`, {
      method: 'PUT',
      body: { portrait: avatar.id },
      schema: ownCompanionResponseSchema,
    });
    return body.companion;
  }
  return null;
}

/** The avatar step failed after the companion itself was saved. */
export class AvatarFailedError extends Error {
  constructor(
    readonly companion: OwnCompanion,
    override readonly cause: unknown,
  ) {
    super('The companion was saved but her picture was not');
    this.name = 'AvatarFailedError';
  }
}

async function withAvatar(saved: OwnCompanion, avatar: AvatarChoice): Promise<OwnCompanion> {
  try {
    return (await applyAvatar(saved.id, avatar)) ?? saved;
  } catch (error) {
    throw new AvatarFailedError(saved, error);
  }
}

export function useCreateOwnCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, avatar }: { draft: OwnCompanionDraft; avatar: AvatarChoice }) => {
      // A portrait goes with the texts in one call; an upload needs her id first.
      const portrait = avatar.kind === 'portrait' ? avatar.id : null;
      const body = await apiRequest(BASE, {
        method: 'POST',
        body: { ...draft, portrait },
        schema: ownCompanionResponseSchema,
      });
      return avatar.kind === 'file' ? withAvatar(body.companion, avatar) : body.companion;
    },
    onSettled: () => refresh(queryClient),
  });
}

export function useUpdateOwnCompanion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      patch,
      avatar,
    }: {
      patch: OwnCompanionPatchDraft;
      avatar: AvatarChoice;
    }) => {
      const body = await apiRequest(pathOf(id), {
        method: 'PATCH',
        body: patch,
        schema: ownCompanionResponseSchema,
      });
      return withAvatar(body.companion, avatar);
    },
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteOwnCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(pathOf(id), { method: 'DELETE', query: { confirm: 'true' } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ownCompanionKeys.detail(id) });
      return Promise.all([
        refresh(queryClient),
        // Her conversations went with her.
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
      ]);
    },
  });
}

/** `POST /api/users/me/companions/import/preview`: what the card would make; nothing is stored. */
export function previewCard(file: File, language: Language) {
  const form = characterCardForm(file, language);
  return sendForm('POST', `${BASE}/import/preview`, form, ownCardPreviewResponseSchema);
}

/** `POST /api/users/me/companions/import`: a card file (PNG or JSON) in the language it is in. */
export function useImportCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, language }: { file: File; language: Language }) =>
      sendForm(
        'POST',
        `${BASE}/import`,
        characterCardForm(file, language),
        ownCardImportResponseSchema,
      ),
    onSuccess: () => refresh(queryClient),
  });
}

export type CardFormat = 'png' | 'json';

/** Downloads her as a Character Card (V3 PNG, or JSON) in the language asked for. */
export async function downloadCard(
  companion: Pick<OwnCompanion, 'id' | 'slug'>,
  format: CardFormat,
  language: Language,
): Promise<void> {
  const response = await apiRawRequest(`${pathOf(companion.id)}/export`, {
    method: 'GET',
    query: { format, lang: language },
  });
  await saveDownload(response, `${companion.slug}.${format === 'png' ? 'card.png' : 'card.json'}`);
}
