import type { IMAGE_FORMATS } from '#common/contracts/admin';
import type {
  AdminCompanion,
  AdminCompanionsOverview,
  adminCompanionsQuerySchema,
} from '#common/contracts/admin-companions';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '#server/db/client';
import { notFound } from '#server/http-error';
import { deleteMedia } from '#server/features/media';
import { toAdminCompanion } from './admin-companion-view';
import { decodeListCursor, encodeListCursor } from '#server/features/companions';
import { parseCompanionForm } from './form-fields';
import { slugFromName, toCompanionInput, toCompanionValues } from './companion-values';
import { validationFailed, type ReceivedForm } from './multipart-form';
import { reencodePhotos } from './photo-processing';
import { keptPhotos, saveGallery } from './photos';
import {
  countActivity,
  countOverview,
  deleteCompanionRow,
  findCompanionPage,
  findCompanionRow,
  findPhotos,
  findSlugsLike,
  insertCompanionRow,
  lockCompanionRow,
  lockSlugs,
  updateCompanionRow,
  type AdminCompanionRow,
} from './repository';

type ImageFormat = (typeof IMAGE_FORMATS)[number];
type AdminCompanionsQuery = z.infer<typeof adminCompanionsQuerySchema>;

async function toViews(
  db: Queryable,
  rows: readonly AdminCompanionRow[],
): Promise<AdminCompanion[]> {
  const ids = rows.map((row) => row.id);
  const [photos, activity] = await Promise.all([findPhotos(db, ids), countActivity(db, ids)]);
  return rows.map((row) =>
    toAdminCompanion(row, photos, activity.get(row.id) ?? { conversations: 0, messages: 0 }),
  );
}

export async function listAdminCompanions(db: Database, query: AdminCompanionsQuery) {
  const rows = await findCompanionPage(db, {
    search: query.search || undefined,
    category: query.category,
    status: query.status,
    after: query.cursor ? decodeListCursor(query.cursor) : undefined,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeListCursor({
          sortNumber: last.sortNumber,
          name: last.companion.name,
          id: last.companion.id,
        })
      : null;
  return {
    models: await toViews(
      db,
      page.map((row) => row.companion),
    ),
    nextCursor,
  };
}

export async function getAdminCompanion(db: Queryable, id: string): Promise<AdminCompanion> {
  const row = await findCompanionRow(db, id);
  if (!row) throw notFound('No companion has this id');
  const [view] = await toViews(db, [row]);
  return view!;
}

export async function modelsOverview(db: Database): Promise<AdminCompanionsOverview> {
  const counts = await countOverview(db);
  return { ...counts, inactive: counts.total - counts.active };
}

/** `base`, or `base-2`, `base-3`… whichever is free. */
export async function freeSlug(tx: Transaction, base: string): Promise<string> {
  await lockSlugs(tx);
  const taken = await findSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Creates a companion from the form; its photos become the avatar and the gallery. */
export async function createAdminCompanion(
  db: Database,
  received: ReceivedForm,
  formats: readonly ImageFormat[],
): Promise<AdminCompanion> {
  const { input, keepPhotos } = parseCompanionForm(received.fields);
  if (keepPhotos?.length) {
    throw validationFailed('A new companion has no photos to keep.', {
      keepPhotos: 'Only for edits',
    });
  }
  const uploads = await reencodePhotos(received.files, formats);
  const id = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, slugFromName(input.name));
    const companionId = await insertCompanionRow(tx, { ...toCompanionValues(input), slug });
    const avatarMediaId = await saveGallery(tx, companionId, [], [], uploads);
    if (avatarMediaId) await updateCompanionRow(tx, companionId, { avatarMediaId });
    return companionId;
  });
  return getAdminCompanion(db, id);
}

/**
 * Saves the edited companion: the fields sent (those left out keep their values) and the
 * photos (the kept ones in their new order, then the uploads). The slug stays, so links to the
 * companion keep working.
 */
export async function updateAdminCompanion(
  db: Database,
  id: string,
  received: ReceivedForm,
  formats: readonly ImageFormat[],
): Promise<AdminCompanion> {
  // Refuse a wrong id or photo list before the (slow) image work.
  const stored = await findCompanionRow(db, id);
  if (!stored) throw notFound('No companion has this id');
  const { input, keepPhotos } = parseCompanionForm(received.fields, toCompanionInput(stored));
  keptPhotos(await findPhotos(db, [id]), keepPhotos, received.files.length);
  const uploads = await reencodePhotos(received.files, formats);
  await db.transaction(async (tx) => {
    const row = await lockCompanionRow(tx, id);
    if (!row) throw notFound('No companion has this id');
    const existing = await findPhotos(tx, [id]);
    const kept = keptPhotos(existing, keepPhotos, uploads.length);
    const avatarMediaId = await saveGallery(tx, id, existing, kept, uploads, row.avatarMediaId);
    await updateCompanionRow(tx, id, { ...toCompanionValues(input), avatarMediaId });
  });
  return getAdminCompanion(db, id);
}

/** Deletes a companion with its conversations (cascade) and its images. */
export async function deleteAdminCompanion(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCompanionRow(tx, id);
    if (!row) throw notFound('No companion has this id');
    const photos = await findPhotos(tx, [id]);
    const images = new Set(photos.map((photo) => photo.mediaId));
    if (row.avatarMediaId) images.add(row.avatarMediaId);
    await deleteCompanionRow(tx, id);
    await deleteMedia(tx, [...images]);
  });
}
