import type { AdminCompanionInput } from '#common/contracts/admin-companions';
import { DEFAULT_LANGUAGE, type Language } from '#common/i18n/languages';
import {
  AMORA_EXTENSION,
  AMORA_EXTENSION_VERSION,
  CARRIED_FIELDS,
  joinDescription,
} from './amora-extension';
import { withTextChunks } from './png';

/**
 * Writes a companion as a Character Card V3 (JSON, or a PNG of her avatar carrying it), with a V2
 * copy in the PNG for older readers (docs/decisions/020-character-cards.md). The card's fields are
 * the inverse of read.ts's mapping; everything else rides in `extensions.amora`.
 */

export interface CardV2Data {
  name: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  creator_notes: string;
  system_prompt: string;
  post_history_instructions: string;
  alternate_greetings: string[];
  tags: string[];
  creator: string;
  character_version: string;
  extensions: Record<string, unknown>;
}

export interface CardV2 {
  spec: 'chara_card_v2';
  spec_version: '2.0';
  data: CardV2Data;
}

export interface CardV3 {
  spec: 'chara_card_v3';
  spec_version: '3.0';
  data: CardV2Data & {
    group_only_greetings: string[];
    assets?: Array<{ type: string; uri: string; name: string; ext: string }>;
  };
}

export interface WriteCardOptions {
  /** Which language's texts fill the card's fields (Bulgarian blanks take the English). */
  language?: Language;
}

function cardData(companion: AdminCompanionInput, language: Language): CardV2Data {
  const bg = language === 'bg';
  const pick = (english: string, bulgarian: string) => (bg && bulgarian ? bulgarian : english);
  const persona = companion.persona[language];
  const [firstMessage = '', ...alternates] = persona.voice.greetings;
  const carried: Record<string, unknown> = { version: AMORA_EXTENSION_VERSION };
  for (const field of CARRIED_FIELDS) carried[field] = structuredClone(companion[field]);
  carried.persona = {
    en: { ...companion.persona.en, prompt: '' },
    bg: { ...companion.persona.bg, prompt: '' },
  };
  return {
    name: pick(companion.name, companion.name_bg),
    description: joinDescription(
      pick(companion.description, companion.description_bg),
      pick(companion.background_story, companion.background_story_bg),
    ),
    personality: pick(companion.personality, companion.personality_bg),
    scenario: persona.backstory.current_situation,
    first_mes: firstMessage,
    mes_example: persona.speech_patterns.map((line) => `<START>\n{{char}}: ${line}`).join('\n'),
    creator_notes: '',
    system_prompt: '',
    post_history_instructions: '',
    alternate_greetings: alternates,
    tags: bg && companion.traits_bg.length > 0 ? companion.traits_bg : companion.traits,
    creator: '',
    character_version: '',
    extensions: { [AMORA_EXTENSION]: carried },
  };
}

/** The companion as a V3 card object (JSON.stringify it for the JSON export). */
export function writeCard(companion: AdminCompanionInput, options: WriteCardOptions = {}): CardV3 {
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      ...cardData(companion, options.language ?? DEFAULT_LANGUAGE),
      group_only_greetings: [],
    },
  };
}

const base64Json = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/**
 * Her avatar (a PNG, as the media feature re-encodes it) with the card in a `ccv3` tEXt chunk
 * and a V2 copy in `chara`, both before IEND. Throws PngError if `avatarPng` is no valid PNG:
 * the caller passes an image it made itself.
 */
export function writeCardPng(
  companion: AdminCompanionInput,
  avatarPng: Buffer,
  options: WriteCardOptions = {},
): Buffer {
  const v3 = writeCard(companion, options);
  // The picture itself is the card's icon (`ccdefault:` in a PNG means the PNG).
  v3.data.assets = [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }];
  const v2: CardV2 = {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: cardData(companion, options.language ?? DEFAULT_LANGUAGE),
  };
  return withTextChunks(avatarPng, [
    ['chara', base64Json(v2)],
    ['ccv3', base64Json(v3)],
  ]);
}
