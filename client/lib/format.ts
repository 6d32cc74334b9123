import type { Language } from '../../common/i18n/languages';

const LOCALES: Record<Language, string> = { en: 'en-US', bg: 'bg-BG' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A rating like 4.9 / 4,9, always with one decimal. */
export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent' }).format(value);
}
