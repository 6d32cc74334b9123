import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bg from '../../common/locales/bg.json';
import en from '../../common/locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../common/i18n/languages';
import { languageFromPath } from './language-path';
import { readStoredLanguage } from './preferences';

export const resources = {
  en: { translation: en },
  bg: { translation: bg },
} as const;

/** The language to start in: the saved choice, else the URL's prefix, else English. */
export function detectInitialLanguage(): Language {
  const fromPath =
    typeof window === 'undefined' ? null : languageFromPath(window.location.pathname);
  return readStoredLanguage() ?? fromPath ?? DEFAULT_LANGUAGE;
}

/** Initialises the shared i18next instance once (resources are bundled, so it is synchronous). */
export function initI18n(language: Language = detectInitialLanguage()): typeof i18n {
  if (i18n.isInitialized) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}
