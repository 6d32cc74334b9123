import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#common/i18n/languages';

/** Where the browser keeps the chosen language, and that one was chosen. */
export const PREFERRED_LANGUAGE_KEY = 'preferred-language';
export const LANGUAGE_SELECTED_KEY = 'language-selected';

export interface LanguagePreferences {
  /** The saved language when it is en or bg, else the default (en). */
  language: Language;
  /** Whether the visitor has chosen a language (the modal is shown until then). */
  selected: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode): the choice then lasts for this visit only.
  }
}

/** The saved language, used only if it is en or bg. */
export function readStoredLanguage(): Language | null {
  const stored = readItem(PREFERRED_LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export function readLanguagePreferences(): LanguagePreferences {
  return {
    language: readStoredLanguage() ?? DEFAULT_LANGUAGE,
    selected: readItem(LANGUAGE_SELECTED_KEY) === 'true',
  };
}

/** Saves a chosen language and records that the choice was made. */
export function saveLanguageChoice(language: Language): void {
  writeItem(PREFERRED_LANGUAGE_KEY, language);
  writeItem(LANGUAGE_SELECTED_KEY, 'true');
}

/** This browser's saved choice (a signed-in user's server settings then take over in the gate). */
export async function loadLanguagePreferences(): Promise<LanguagePreferences> {
  return readLanguagePreferences();
}
