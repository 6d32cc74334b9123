import type { RelationshipStage } from './stage';

/**
 * Explicit mode (docs/product-rules.md, "Explicit mode"): it turns on once for a companion that
 * allows it when the stage is intimate, the message count is over 30, and the message is sexual and
 * contains a consent phrase, on an adult-confirmed account whose user turned explicit content on
 * (Settings > Privacy, off by default). It only widens what a reply engine may
 * say; replies stay non-graphic.
 */

/** The message count explicit mode needs to exceed. */
export const EXPLICIT_MESSAGE_THRESHOLD = 30;

/**
 * Words and phrases that make a message sexual. Kept small and unambiguous on purpose (no
 * "bed" or "kiss" alone, no "гол", which is also a football goal): a false positive could
 * switch the mode on from an innocent message.
 */
export const SEXUAL_TERMS = {
  en: [
    'sex',
    'sexual',
    'sexy',
    'naked',
    'nude',
    'horny',
    'aroused',
    'make love',
    'making love',
    'turn me on',
    'turns me on',
    'turned on',
    'undress',
    'lingerie',
    'sleep with you',
    'sleep with me',
    'seduce',
  ],
  bg: [
    'секс',
    'сексуален',
    'сексуална',
    'секси',
    'без дрехи',
    'разголен',
    'разголена',
    'възбуден',
    'възбудена',
    'възбужда',
    'възбуждаш',
    'правим любов',
    'правя любов',
    'да правим любов',
    'съблечи',
    'съблека',
    'събличам',
    'да спим заедно',
    'спя с теб',
    'прелъсти',
  ],
} as const;

/** Phrases that say yes clearly. A sexual message without one never turns the mode on. */
export const CONSENT_PHRASES = {
  en: [
    'i consent',
    'i give my consent',
    "i'm ready",
    'i am ready',
    "i'm sure",
    'i am sure',
    'i want this',
    'yes, please',
    'yes please',
    "i'm comfortable",
    'i am comfortable',
    "i'm okay with this",
    "i'm ok with this",
  ],
  bg: [
    'съгласен съм',
    'съгласна съм',
    'давам съгласие',
    'давам съгласието си',
    'готов съм',
    'готова съм',
    'сигурен съм',
    'сигурна съм',
    'искам го',
    'искам това',
    'да, моля',
    'удобно ми е',
    'нямам нищо против',
  ],
} as const;

function normalize(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’`]/gu, "'").replace(/\s+/gu, ' ');
}

function containsPhrase(text: string, phrases: readonly string[]): boolean {
  const normalized = normalize(text);
  return phrases.some((phrase) => {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    return new RegExp(`(?:^|[^\\p{L}])${escaped}(?=$|[^\\p{L}])`, 'u').test(normalized);
  });
}

export function isSexualMessage(text: string): boolean {
  return containsPhrase(text, [...SEXUAL_TERMS.en, ...SEXUAL_TERMS.bg]);
}

export function hasConsentPhrase(text: string): boolean {
  return containsPhrase(text, [...CONSENT_PHRASES.en, ...CONSENT_PHRASES.bg]);
}

export interface ExplicitModeInput {
  adultConfirmed: boolean;
  /** The user's content setting (`content.explicit`), off until they turn it on. */
  userAllowsExplicit: boolean;
  companionAllowsExplicit: boolean;
  stage: RelationshipStage;
  /** Messages in the conversation, the new user message included. */
  messageCount: number;
  /** The user's new message. */
  message: string;
  /** Whether the conversation already has explicit mode on. */
  alreadyOn: boolean;
}

/**
 * Whether explicit mode is on after this message. Once on it stays on for the conversation
 * (clearing the conversation resets it), but the standing conditions, an adult-confirmed account,
 * the user's content setting and a companion that allows it, are checked every time: the user
 * turning the setting off, an admin switching the companion off or an account losing its
 * confirmation ends the mode at once.
 */
export function explicitModeGate(input: ExplicitModeInput): boolean {
  if (!input.adultConfirmed || !input.userAllowsExplicit || !input.companionAllowsExplicit) {
    return false;
  }
  if (input.alreadyOn) return true;
  return (
    input.stage === 'intimate' &&
    input.messageCount > EXPLICIT_MESSAGE_THRESHOLD &&
    isSexualMessage(input.message) &&
    hasConsentPhrase(input.message)
  );
}
