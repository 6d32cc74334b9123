import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { Language } from '#common/i18n/languages';

/** A companion's texts in the page's language; blank Bulgarian texts fall back to English. */
export function localizedCompanion(companion: AdminCompanion, language: Language) {
  const pick = (en: string, bg: string) => (language === 'bg' && bg.trim() ? bg : en);
  return {
    name: pick(companion.name, companion.name_bg),
    description: pick(companion.description, companion.description_bg),
    personality: pick(companion.personality, companion.personality_bg),
    location: pick(companion.location, companion.location_bg),
    interests: pick(companion.interests, companion.interests_bg),
    backgroundStory: pick(companion.background_story, companion.background_story_bg),
    tags:
      language === 'bg' && companion.traits_bg.length > 0 ? companion.traits_bg : companion.tags,
  };
}

/** "Mar 5, 2025" / "5.03.2025 г.": the short date in the page's language. */
export function shortDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}
