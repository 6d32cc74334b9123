import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '../../../common/i18n/languages';
import { LanguageContext, type LanguageContextValue } from '../../lib/language-context';
import { languageFromPath } from '../../lib/language-path';
import {
  loadLanguagePreferences,
  readStoredLanguage,
  saveLanguageChoice,
  type LanguagePreferences,
} from '../../lib/preferences';
import { LanguageModal } from '../layout/language-modal';
import { LoadingScreen } from '../layout/loading-screen';

/** The option the modal starts on: the URL's language, a saved one, or the browser's. */
function suggestedLanguage(pathname: string): Language {
  const browser =
    typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('bg')
      ? 'bg'
      : null;
  return languageFromPath(pathname) ?? readStoredLanguage() ?? browser ?? 'en';
}

/**
 * Reads the stored language preferences (the loading screen shows meanwhile), blocks the app with
 * the language modal until a language is chosen, and provides the language to everything below.
 */
export function PreferencesGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const [preferences, setPreferences] = useState<LanguagePreferences | null>(null);

  useEffect(() => {
    let active = true;
    void loadLanguagePreferences().then((loaded) => {
      if (!active) return;
      if (loaded.selected) void i18n.changeLanguage(loaded.language);
      setPreferences(loaded);
    });
    return () => {
      active = false;
    };
  }, [i18n]);

  const chooseLanguage = useCallback(
    (language: Language) => {
      saveLanguageChoice(language);
      void i18n.changeLanguage(language);
      setPreferences({ language, selected: true });
    },
    [i18n],
  );

  const language = preferences?.language ?? 'en';
  useEffect(() => {
    if (preferences?.selected) document.documentElement.lang = language;
  }, [language, preferences?.selected]);

  const value = useMemo<LanguageContextValue>(
    () => ({ language, chooseLanguage }),
    [language, chooseLanguage],
  );

  if (!preferences) return <LoadingScreen />;
  if (!preferences.selected) {
    return (
      <LanguageModal initialLanguage={suggestedLanguage(pathname)} onContinue={chooseLanguage} />
    );
  }
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
