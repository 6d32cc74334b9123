import type { AdminCompanionInput } from '#common/contracts/admin-companions';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import { findMediaBytes } from '#server/features/media';
import {
  cardImportSummary,
  readCardOr400,
  writeCard,
  writeCardPng,
} from '#server/features/companions';
import { HttpError } from '#server/http-error';
import {
  avatarPng,
  cardPicture,
  getOwnCompanion,
  insertOwnCompanion,
  parseOwnInput,
  type Owner,
} from './service';
import { findOwnedRow } from './repository';
import { fillOtherLanguage } from './translate';
import type { JsonWriter } from '#server/features/replies';
import { cleanTexts, toAdminInput, toOwnInput } from './values';

/** The card's companion as the own form's fields: the site's decisions are not taken from it. */
function ownDraft(companion: AdminCompanionInput, language: Language) {
  const {
    is_active: _active,
    is_premium: _premium,
    rating: _rating,
    response_time: _time,
    response_time_bg: _timeBg,
    allows_explicit: _explicit,
    persona,
    ...fields
  } = companion;
  const withoutPrompt = ({ prompt: _prompt, ...rest }: (typeof persona)['en']) => rest;
  const draft = parseOwnInput(
    {
      ...fields,
      allows_explicit: false,
      persona: { en: withoutPrompt(persona.en), bg: withoutPrompt(persona.bg) },
    },
    language,
  );
  const { language: lang, portrait, category, age, allows_explicit, ...texts } = draft;
  return { ...cleanTexts(texts), language: lang, portrait, category, age, allows_explicit };
}

export function previewOwnCard(bytes: Buffer, language: Language) {
  const card = readCardOr400(bytes, language);
  return { draft: ownDraft(card.companion, language), ...cardImportSummary(card) };
}

/** A new private companion from a card (the plan's limit applies); a PNG's picture is her avatar. */
export async function importOwnCard(
  db: Database,
  owner: Owner,
  bytes: Buffer,
  language: Language,
  writer?: JsonWriter | null,
) {
  const card = readCardOr400(bytes, language);
  const { input, machineTranslated } = await fillOtherLanguage(
    writer,
    ownDraft(card.companion, language),
  );
  const picture = card.source === 'json' ? null : await cardPicture(bytes);
  const id = await insertOwnCompanion(db, owner, input, picture, machineTranslated);
  return { companion: await getOwnCompanion(db, owner, id), ...cardImportSummary(card) };
}

export interface CardFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/** A companion's fields as a card file: V3 PNG (her avatar as the picture) or V3 JSON. */
export async function cardFile(
  companion: AdminCompanionInput,
  avatar: Buffer | null,
  slug: string,
  format: 'png' | 'json',
  language: Language,
): Promise<CardFile> {
  if (format === 'json') {
    return {
      bytes: Buffer.from(JSON.stringify(writeCard(companion, { language }), null, 2), 'utf8'),
      contentType: 'application/json; charset=utf-8',
      filename: `${slug}.card.json`,
    };
  }
  return {
    bytes: writeCardPng(companion, await avatarPng(avatar), { language }),
    contentType: 'image/png',
    filename: `${slug}.card.png`,
  };
}

export async function exportOwnCard(
  db: Database,
  owner: Owner,
  id: string,
  format: 'png' | 'json',
  lang: Language | undefined,
): Promise<CardFile> {
  const row = await findOwnedRow(db, owner.id, id);
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No companion of yours has this id');
  const input = toOwnInput(row);
  const avatar = row.avatarMediaId ? await findMediaBytes(db, row.avatarMediaId) : null;
  return cardFile(toAdminInput(input), avatar, row.slug, format, lang ?? input.language);
}
