import type { AdminCompanionInput } from './admin-companions';

/**
 * Character Cards in and out (docs/decisions/020-character-cards.md): the limits, the reasons a
 * card is refused and what a read card gives, shared so that the routes and screens that come
 * next speak the same codes. Parsing and writing: server/features/companions/cards/.
 */

// ---- Limits ----------------------------------------------------------------------------------

/** A card file (PNG with its picture, or JSON) larger than this is refused before it is parsed. */
export const MAX_CARD_FILE_BYTES = 8 * 1024 * 1024;
/** The card's JSON (the file, or the text decoded from a PNG chunk). */
export const MAX_CARD_JSON_BYTES = 1024 * 1024;
/** Any one text of a card (description, first message…), before it is fitted to Amora's fields. */
export const MAX_CARD_TEXT = 32_000;
/** name, nickname, creator, character_version, each tag. */
export const MAX_CARD_SHORT_TEXT = 200;
/** alternate_greetings, group_only_greetings, tags, source. */
export const MAX_CARD_LIST = 100;
/** assets (only described by the card; never fetched). */
export const MAX_CARD_ASSETS = 100;

// ---- Outcome ---------------------------------------------------------------------------------

export const CARD_FAILURE_REASONS = [
  /** The file is over MAX_CARD_FILE_BYTES or its JSON over MAX_CARD_JSON_BYTES. */
  'too_large',
  /** Not a PNG and not JSON text. */
  'unreadable',
  /** JSON that does not parse. */
  'malformed_json',
  /** A PNG whose chunk text is not base64 of UTF-8 JSON. */
  'malformed_base64',
  /** A PNG cut short, with a bad chunk or checksum. */
  'malformed_png',
  /** A PNG without a `ccv3` or `chara` chunk, or JSON that is no known card. */
  'not_a_card',
  /** A field of the wrong type (a number for a text, a text for a list…). */
  'wrong_type',
  /** A text over its cap (MAX_CARD_TEXT, MAX_CARD_SHORT_TEXT). */
  'too_long',
  /** A list over its cap (MAX_CARD_LIST, MAX_CARD_ASSETS). */
  'too_many',
  /** A field Amora needs is empty (the name). */
  'required',
  /** The card states an age under 18 (common/companions/under-age.ts). */
  'under_18',
] as const;
export type CardFailureReason = (typeof CARD_FAILURE_REASONS)[number];

/** Why a card field did not arrive whole in the companion. */
export const UNMAPPED_REASONS = [
  /** Amora has nothing like it (lorebook, assets, creator, extensions…). */
  'no_equivalent',
  /** Left out on purpose: system_prompt and post_history_instructions would replace Amora's own rules. */
  'ignored',
  /** Longer (or more) than Amora's field holds: shortened, the rest left out. */
  'shortened',
] as const;
export type UnmappedReason = (typeof UNMAPPED_REASONS)[number];

export interface UnmappedCardField {
  /** The card's path, e.g. `data.character_book` or `data.alternate_greetings`. */
  field: string;
  reason: UnmappedReason;
}

export type CardSpec = 'chara_card_v1' | 'chara_card_v2' | 'chara_card_v3';

export interface ReadCard {
  spec: CardSpec;
  /** Where the card came from: a JSON file, or a PNG chunk (`ccv3` or `chara`). */
  source: 'json' | 'ccv3' | 'chara';
  /** The companion's editable fields, valid for adminCompanionInputSchema. */
  companion: AdminCompanionInput;
  /** Creator notes (for the reader of the card, never for replies): shown on import, not stored. */
  creatorNotes: string;
  /** Card fields that were not taken over whole, for the import screen to list. */
  unmapped: UnmappedCardField[];
}

export type CardReadResult =
  | { ok: true; card: ReadCard }
  | {
      ok: false;
      /** The card's path of the failing field (`data.first_mes`), or `file`, `json`, `png`. */
      field: string;
      reason: CardFailureReason;
      /** English detail for logs and developers; screens translate `reason`. */
      message: string;
    };
