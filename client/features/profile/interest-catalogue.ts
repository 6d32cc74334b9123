/** The interest catalogue's groups; the items are in the locales. */
export const INTEREST_GROUPS = [
  'hobbies',
  'intellectual',
  'entertainment',
  'lifestyle',
  'social',
  'business',
  'wellness',
] as const;
export type InterestGroup = (typeof INTEREST_GROUPS)[number];

/** Suggestions show at most this many matches (001, section 9). */
export const MAX_SUGGESTIONS = 20;

const fold = (text: string) => text.trim().toLocaleLowerCase();

/** Whether `interests` already holds `candidate`, ignoring case and surrounding spaces. */
export function hasInterest(interests: readonly string[], candidate: string): boolean {
  const key = fold(candidate);
  return interests.some((interest) => fold(interest) === key);
}

/**
 * Catalogue items containing `text` (case-insensitive substring), without the ones already
 * chosen, in catalogue order, at most MAX_SUGGESTIONS.
 */
export function interestSuggestions(
  catalogue: readonly string[],
  chosen: readonly string[],
  text: string,
  limit = MAX_SUGGESTIONS,
): string[] {
  const query = fold(text);
  const out: string[] = [];
  for (const item of catalogue) {
    if (out.length >= limit) break;
    if (query && !fold(item).includes(query)) continue;
    if (hasInterest(chosen, item) || hasInterest(out, item)) continue;
    out.push(item);
  }
  return out;
}
