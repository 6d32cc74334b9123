import type { TFunction } from 'i18next';

const RANGE_PATTERN =
  /^\s*(\d+(?:\s*[-–]\s*\d+)?)\s*(minutes?|mins?|hours?|hrs?|seconds?|secs?)\s*$/iu;

/** '2-5 minutes' in the interface language; anything else the server sends is shown as it is. */
export function formatResponseTime(value: string, t: TFunction): string {
  const match = RANGE_PATTERN.exec(value);
  if (!match) return value;
  const range = match[1]!.replace(/\s*[-–]\s*/u, '–');
  const unit = match[2]!.toLowerCase();
  if (unit.startsWith('h')) return t('profile.stats.responseHours', { range });
  if (unit.startsWith('s')) return t('profile.stats.responseSeconds', { range });
  return t('profile.stats.responseMinutes', { range });
}
