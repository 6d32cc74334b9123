import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#common/i18n/languages';
import { languageFromPath } from './language-path';
import { loadShownPageTexts } from './page-texts';
import { readStoredLanguage } from './preferences';

/**
 * Each language's texts are their own chunk: a visit downloads only the language it shows (the
 * other arrives when the visitor switches, or when the first-visit modal offers both).
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('#common/locales/en.json'),
  bg: () => import('#common/locales/bg.json'),
};

/** The language to start in: the saved choice, else the URL's prefix, else English. */
export function detectInitialLanguage(): Language {
  const fromPath =
    typeof window === 'undefined' ? null : languageFromPath(window.location.pathname);
  return readStoredLanguage() ?? fromPath ?? DEFAULT_LANGUAGE;
}

/**
 * Initialises the shared i18next instance once. `resources` are texts already at hand (tests pass
 * both languages); the app passes none and calls `loadLanguage` before it renders.
 */
export function initI18n(
  language: Language = detectInitialLanguage(),
  resources: Resource = {},
): typeof i18n {
  if (i18n.isInitialized) {
    for (const [lng, bundle] of Object.entries(resources)) {
      i18n.addResourceBundle(lng, 'translation', bundle.translation, true, true);
    }
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

const pending = new Map<Language, Promise<void>>();

/** Makes sure a language's texts are loaded (at most one download per language). */
export function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]().then(
      (module) => {
        i18n.addResourceBundle(language, 'translation', module.default, true, true);
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, loading);
  }
  return loading;
}

/**
 * Loads a language's texts (and those of the page on screen, client/lib/page-texts.ts), then
 * shows the interface in it. A page whose texts fail to load shows its retry once switched.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadLanguage(language),
    loadShownPageTexts(i18n, language).catch(() => undefined),
  ]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
