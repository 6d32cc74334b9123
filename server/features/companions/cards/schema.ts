import { z } from 'zod';
import {
  MAX_CARD_ASSETS,
  MAX_CARD_LIST,
  MAX_CARD_SHORT_TEXT,
  MAX_CARD_TEXT,
} from '#common/contracts/character-cards';

/**
 * The card shapes Amora reads, from the V2 specification (spec `chara_card_v2`) and the V3 one
 * (spec `chara_card_v3`, a superset); V1 has the first six of V2's `data` fields at the top level.
 * Every text is capped here, before anything is cleaned or mapped; fields Amora does not know
 * are kept (loose objects) so they can be listed as not mapped. Missing or null texts read as
 * empty: many cards in the wild leave them out.
 */

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

const texts = (itemMax: number) =>
  z
    .array(z.string().max(itemMax))
    .max(MAX_CARD_LIST)
    .nullish()
    .transform((value) => value ?? []);

/** The V1 fields (at the top level in V1, inside `data` since V2). */
const v1Fields = {
  name: text(MAX_CARD_SHORT_TEXT),
  description: text(MAX_CARD_TEXT),
  personality: text(MAX_CARD_TEXT),
  scenario: text(MAX_CARD_TEXT),
  first_mes: text(MAX_CARD_TEXT),
  mes_example: text(MAX_CARD_TEXT),
};

const v2Fields = {
  ...v1Fields,
  creator_notes: text(MAX_CARD_TEXT),
  system_prompt: text(MAX_CARD_TEXT),
  post_history_instructions: text(MAX_CARD_TEXT),
  alternate_greetings: texts(MAX_CARD_TEXT),
  /** The lorebook: not used by Amora, so only its presence matters (listed as not mapped). */
  character_book: z.unknown().optional(),
  tags: texts(MAX_CARD_SHORT_TEXT),
  creator: text(MAX_CARD_SHORT_TEXT),
  character_version: text(MAX_CARD_SHORT_TEXT),
  extensions: z.record(z.string(), z.unknown()).nullish(),
};

const asset = z.looseObject({
  type: z.string().max(MAX_CARD_SHORT_TEXT),
  /** Bounded by the JSON cap: a data URL may be long; Amora never fetches or decodes it. */
  uri: z.string(),
  name: z.string().max(MAX_CARD_SHORT_TEXT),
  ext: z.string().max(MAX_CARD_SHORT_TEXT),
});

const v3Fields = {
  ...v2Fields,
  nickname: text(MAX_CARD_SHORT_TEXT),
  /** ISO 639-1 code → creator notes in that language. */
  creator_notes_multilingual: z.record(z.string().max(10), z.string().max(MAX_CARD_TEXT)).nullish(),
  source: z.array(z.string().max(2000)).max(MAX_CARD_LIST).nullish(),
  group_only_greetings: texts(MAX_CARD_TEXT),
  assets: z.array(asset).max(MAX_CARD_ASSETS).nullish(),
  creation_date: z.number().nullish(),
  modification_date: z.number().nullish(),
};

/** `spec_version` is not checked: the V3 text asks readers not to refuse other versions. */
const specVersion = z.union([z.string().max(20), z.number()]).nullish();

/** V2's `data`; also how a V1 card (the V1 fields at the top level) is read. */
export const cardV2DataSchema = z.looseObject(v2Fields);

export const cardV2Schema = z.looseObject({
  spec: z.literal('chara_card_v2'),
  spec_version: specVersion,
  data: cardV2DataSchema,
});

export const cardV3Schema = z.looseObject({
  spec: z.literal('chara_card_v3'),
  spec_version: specVersion,
  data: z.looseObject(v3Fields),
});

/** The fields of any version, V3's additions empty for older cards. */
export type CardData = z.infer<typeof cardV2Schema>['data'] &
  Partial<z.infer<typeof cardV3Schema>['data']>;
