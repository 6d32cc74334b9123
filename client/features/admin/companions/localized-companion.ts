import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { Language } from '#common/i18n/languages';

/** A companion's texts in the page's language; blank Bulgarian texts fall back to English. */
export function localizedCompanion(model: AdminCompanion, language: Language) {
  const pick = (en: string, bg: string) => (language === 'bg' && bg.trim() ? bg : en);
  return {
    name: pick(model.name, model.name_bg),
    description: pick(model.description, model.description_bg),
    personality: pick(model.personality, model.personality_bg),
    location: pick(model.location, model.location_bg),
    interests: pick(model.interests, model.interests_bg),
    backgroundStory: pick(model.background_story, model.background_story_bg),
    tags: language === 'bg' && model.traits_bg.length > 0 ? model.traits_bg : model.tags,
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
