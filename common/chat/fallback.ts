import type { Language } from '#common/i18n/languages';

/**
 * The companion's canned reply when a reply could not be produced at all (docs/product-rules.md,
 * "Chat"). The web app shows it in place of the reply; the locale
 * files carry the same text, so keep the two in step.
 */
export const FALLBACK_REPLY: Readonly<Record<Language, string>> = Object.freeze({
  en: "I'm sorry, I didn't quite catch that. Could you tell me more?",
  bg: 'Извинявай, не разбрах съвсем. Ще ми разкажеш ли повече?',
});

export function fallbackReply(language: Language): string {
  return FALLBACK_REPLY[language];
}
