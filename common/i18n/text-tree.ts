/**
 * Helpers for the tests that hold each locale file to its twin in the other language
 * (client/lib/i18n-keys.test.ts for the app, server/features/mail/texts.test.ts for the e-mails).
 */

export type TextTree = { [key: string]: string | TextTree | readonly string[] };

/** Every leaf of a locale as `a.b.c` → text (a list's items as `a.b.0`, `a.b.1`…). */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenTexts(value as TextTree, path)) out.set(k, v);
  }
  return out;
}

/** The `{{variables}}` a text interpolates, sorted. */
export function interpolationVariables(text: string): string[] {
  return Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1]!).sort();
}

/** The suffixes i18next looks a counted key up with (`minutes_one`, `minutes_other`…). */
export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];
