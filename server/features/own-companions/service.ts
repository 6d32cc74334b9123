import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { IMAGE_FORMATS } from '#common/contracts/admin';
import { planOwnCompanions } from '#common/billing/plans';
import {
  ownCompanionInputSchema,
  type OwnCompanion,
  type OwnCompanionInput,
  type OwnCompanionPatch,
  type OwnCompanionsResponse,
} from '#common/contracts/own-companions';
import type { PlanId } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';
import type { Database, Queryable } from '#server/db/client';
import {
  countActivity,
  PHOTO_CONTENT_TYPE,
  reencodePhoto,
  slugFromName,
  type ReceivedFile,
} from '#server/features/admin';
import { insertMedia } from '#server/features/media';
import type { JsonWriter } from '#server/features/replies';
import { allowsExplicitContent } from '#server/features/users';
import { HttpError, notFound } from '#server/http-error';
import {
  countOwned,
  deleteImage,
  deleteOwnedRow,
  findOwnedRow,
  insertOwnedRow,
  listOwnedRows,
  lockOwner,
  updateOwnedRow,
} from './repository';
import { portraitWebp } from './portraits';
import { fillOtherLanguage } from './translate';
import {
  applyPatch,
  cleanTexts,
  toOwnCompanion,
  toOwnValues,
  type OwnCompanionRow,
} from './values';

type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface Owner {
  id: string;
  plan: PlanId;
}

const NOT_FOUND = 'No companion of yours has this id';

async function views(db: Queryable, rows: readonly OwnCompanionRow[]): Promise<OwnCompanion[]> {
  const activity = await countActivity(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOwnCompanion(row, activity.get(row.id) ?? { conversations: 0, messages: 0 }),
  );
}

async function ownedOr404(db: Queryable, owner: Owner, id: string): Promise<OwnCompanionRow> {
  const row = await findOwnedRow(db, owner.id, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function listOwnCompanions(
  db: Database,
  owner: Owner,
): Promise<OwnCompanionsResponse> {
  const rows = await listOwnedRows(db, owner.id);
  const limit = planOwnCompanions(owner.plan);
  return {
    companions: await views(db, rows),
    limit,
    used: rows.length,
    canCreate: limit === null || rows.length < limit,
  };
}

export async function getOwnCompanion(db: Database, owner: Owner, id: string) {
  const [view] = await views(db, [await ownedOr404(db, owner, id)]);
  return view!;
}

/** `allows_explicit` is one condition of explicit mode; only a user who turned it on may set it. */
async function checkExplicitFlag(db: Database, owner: Owner, input: OwnCompanionInput) {
  if (input.allows_explicit && !(await allowsExplicitContent(db, owner.id))) {
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'Turn on explicit content in your settings before allowing it for a companion.',
      { fields: { allows_explicit: 'Explicit content is off in your settings' } },
    );
  }
}

/** Texts cleaned and checked for ages under 18; enums and the language are left as they are. */
function cleaned(input: OwnCompanionInput): OwnCompanionInput {
  const { language, portrait, category, age, allows_explicit, ...texts } = input;
  return { ...cleanTexts(texts), language, portrait, category, age, allows_explicit };
}

export function limitReached(limit: number, used: number): HttpError {
  return new HttpError(
    403,
    'COMPANION_LIMIT_REACHED',
    `Your plan allows ${limit} companion${limit === 1 ? '' : 's'} of your own.`,
    { limit, used },
  );
}

/** A private image of the owner's (served to them only). */
function storeImage(db: Queryable, owner: Owner, bytes: Buffer) {
  return insertMedia(db, {
    contentType: PHOTO_CONTENT_TYPE,
    bytes,
    premium: false,
    ownerUserId: owner.id,
  });
}

/**
 * Inserts a new companion of the owner's under the plan's limit: the count and the insert run
 * under the owner's lock, so parallel creations are counted one after another.
 */
export async function insertOwnCompanion(
  db: Database,
  owner: Owner,
  input: OwnCompanionInput,
  avatar: Buffer | null,
  machineTranslated: Language | null = null,
): Promise<string> {
  const limit = planOwnCompanions(owner.plan);
  const avatarBytes = avatar ?? (input.portrait ? await portraitWebp(input.portrait) : null);
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    if (limit !== null) {
      const used = await countOwned(tx, owner.id);
      if (used >= limit) throw limitReached(limit, used);
    }
    const name = input.language === 'bg' ? input.name_bg : input.name;
    // A random tail: her link never clashes with the catalogue's or another user's names.
    const slug = `${slugFromName(name).slice(0, 40)}-${randomBytes(4).toString('hex')}`;
    const avatarMediaId = avatarBytes ? await storeImage(tx, owner, avatarBytes) : null;
    return insertOwnedRow(tx, owner.id, {
      ...toOwnValues(input),
      slug,
      portrait: avatar ? null : input.portrait,
      avatarMediaId,
      machineTranslated,
    });
  });
}

export async function createOwnCompanion(
  db: Database,
  owner: Owner,
  raw: OwnCompanionInput,
  writer?: JsonWriter | null,
) {
  const written = cleaned(raw);
  await checkExplicitFlag(db, owner, written);
  const { input, machineTranslated } = await fillOtherLanguage(writer, written);
  const id = await insertOwnCompanion(db, owner, input, null, machineTranslated);
  return getOwnCompanion(db, owner, id);
}

export async function updateOwnCompanion(
  db: Database,
  owner: Owner,
  id: string,
  patch: OwnCompanionPatch,
  writer?: JsonWriter | null,
) {
  const row = await ownedOr404(db, owner, id);
  const written = cleaned(applyPatch(row, patch));
  if (patch.allows_explicit) await checkExplicitFlag(db, owner, written);
  const { input, machineTranslated } = await fillOtherLanguage(writer, written);
  await updateOwnedRow(db, owner.id, id, {
    ...toOwnValues(input),
    ...(machineTranslated ? { machineTranslated } : {}),
  });
  return getOwnCompanion(db, owner, id);
}

/**
 * Deletes her with her conversations, messages, memories, favourites and avatar, in one
 * transaction; without `confirm` answers 409 with what would go.
 */
export async function deleteOwnCompanion(db: Database, owner: Owner, id: string, confirm: boolean) {
  const view = await getOwnCompanion(db, owner, id);
  if (!confirm) {
    throw new HttpError(
      409,
      'CONFIRMATION_REQUIRED',
      `Deleting ${view.name || view.name_bg} also deletes ${view.conversations_count} ` +
        `conversation(s) with ${view.messages_count} message(s). Send confirm=true to delete.`,
      { conversations: view.conversations_count, messages: view.messages_count },
    );
  }
  await db.transaction(async (tx) => {
    const row = await findOwnedRow(tx, owner.id, id, true);
    if (!row) throw notFound(NOT_FOUND);
    await deleteOwnedRow(tx, owner.id, id);
    await deleteImage(tx, row.avatarMediaId);
  });
}

async function replaceAvatar(
  db: Database,
  owner: Owner,
  id: string,
  bytes: Buffer | null,
  portrait: string | null,
) {
  await db.transaction(async (tx) => {
    const row = await findOwnedRow(tx, owner.id, id, true);
    if (!row) throw notFound(NOT_FOUND);
    const avatarMediaId = bytes ? await storeImage(tx, owner, bytes) : null;
    await updateOwnedRow(tx, owner.id, id, { avatarMediaId, portrait });
    await deleteImage(tx, row.avatarMediaId);
  });
  return getOwnCompanion(db, owner, id);
}

/** An upload, checked by content and re-encoded like the admin's photos. */
export async function uploadAvatar(
  db: Database,
  owner: Owner,
  id: string,
  file: ReceivedFile,
  formats: readonly ImageFormat[],
) {
  await ownedOr404(db, owner, id);
  return replaceAvatar(db, owner, id, await reencodePhoto(file, formats), null);
}

export async function choosePortrait(db: Database, owner: Owner, id: string, portrait: string) {
  await ownedOr404(db, owner, id);
  return replaceAvatar(db, owner, id, await portraitWebp(portrait), portrait);
}

export async function clearAvatar(db: Database, owner: Owner, id: string) {
  await ownedOr404(db, owner, id);
  return replaceAvatar(db, owner, id, null, null);
}

/** The card's picture as her avatar, re-encoded; a picture that cannot be read is left out. */
export async function cardPicture(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await reencodePhoto({ number: 1, bytes }, ['png']);
  } catch {
    return null;
  }
}

/** Her avatar (or portrait 1) as PNG, the picture of an exported card. */
export async function avatarPng(avatar: Buffer | null): Promise<Buffer> {
  return sharp(avatar ?? (await portraitWebp('portrait-1')))
    .png()
    .toBuffer();
}

export function parseOwnInput(value: unknown, language: Language): OwnCompanionInput {
  const parsed = ownCompanionInputSchema.safeParse({ ...(value as object), language });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? 'card';
    throw new HttpError(400, 'CARD_INVALID', `The card's ${field} is not valid.`, {
      field,
      reason: 'wrong_type',
    });
  }
  return parsed.data;
}
