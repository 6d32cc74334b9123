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

/** A calendar date in the interface's language, e.g. "March 5, 2025" / "5 март 2025 г.". */
export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(date);
}
