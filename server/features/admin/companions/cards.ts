import sharp from 'sharp';
import type { AdminCompanion, AdminCompanionInput } from '#common/contracts/admin-companions';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import {
  cardImportSummary,
  readCardOr400,
  writeCard,
  writeCardPng,
} from '#server/features/companions';
import { findMediaBytes } from '#server/features/media';
import { notFound } from '#server/http-error';
import { slugFromName, toCompanionInput, toCompanionValues } from './companion-values';
import { reencodePhoto } from './photo-processing';
import { saveGallery } from './photos';
import { findCompanionRow, insertCompanionRow, updateCompanionRow } from './repository';
import { freeSlug, getAdminCompanion } from './service';

/**
 * Character Cards for catalogue companions (docs/decisions/020 and 021), beside the JSON import:
 * a card becomes a new catalogue companion (inactive, so the admin reviews her before the
 * catalogue shows her), and a catalogue companion is written out as a V3 PNG or JSON card.
 */

export function previewAdminCard(bytes: Buffer, language: Language) {
  const card = readCardOr400(bytes, language);
  return { draft: { ...card.companion, is_active: false }, ...cardImportSummary(card) };
}

export async function importAdminCard(
  db: Database,
  bytes: Buffer,
  language: Language,
): Promise<{ model: AdminCompanion } & ReturnType<typeof cardImportSummary>> {
  const card = readCardOr400(bytes, language);
  const input: AdminCompanionInput = { ...card.companion, is_active: false };
  // The card's picture becomes her first photo, re-encoded; one that cannot be read is left out.
  const picture =
    card.source === 'json'
      ? null
      : await reencodePhoto({ number: 1, bytes }, ['png']).catch(() => null);
  const id = await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, slugFromName(input.name));
    const companionId = await insertCompanionRow(tx, { ...toCompanionValues(input), slug });
    if (picture) {
      const avatarMediaId = await saveGallery(tx, companionId, [], [], [picture]);
      await updateCompanionRow(tx, companionId, { avatarMediaId });
    }
    return companionId;
  });
  return { model: await getAdminCompanion(db, id), ...cardImportSummary(card) };
}

/** A plain picture for a companion without photos (a card PNG needs one). */
function placeholderPng(): Promise<Buffer> {
  return sharp({ create: { width: 512, height: 512, channels: 3, background: '#e9c9a8' } })
    .png()
    .toBuffer();
}

export async function exportAdminCard(
  db: Database,
  id: string,
  format: 'png' | 'json',
  language: Language,
) {
  const row = await findCompanionRow(db, id);
  if (!row) throw notFound('No companion has this id');
  const input = toCompanionInput(row);
  if (format === 'json') {
    return {
      bytes: Buffer.from(JSON.stringify(writeCard(input, { language }), null, 2), 'utf8'),
      contentType: 'application/json; charset=utf-8',
      filename: `${row.slug}.card.json`,
    };
  }
  const avatar = row.avatarMediaId ? await findMediaBytes(db, row.avatarMediaId) : null;
  const picture = avatar ? await sharp(avatar).png().toBuffer() : await placeholderPng();
  return {
    bytes: writeCardPng(input, picture, { language }),
    contentType: 'image/png',
    filename: `${row.slug}.card.png`,
  };
}
