import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '#common/i18n/languages';
import { useSession } from '#client/features/session';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { loadLanguage, switchLanguage } from '#client/lib/i18n';
import { LanguageContext, type LanguageContextValue } from '#client/lib/language-context';
import { languageFromPath } from '#client/lib/language-path';
import {
  loadLanguagePreferences,
  readStoredLanguage,
  saveLanguageChoice,
  type LanguagePreferences,
} from '#client/lib/preferences';
import { applyTheme } from '#client/lib/theme';
import { toast } from '#client/lib/toast';
import type LazyLanguageModal from '../layout/language-modal';
import { LoadingScreen } from '../layout/loading-screen';
import { focusMainWhenShown } from '../layout/route-focus';
import { useServerPreferences } from './use-server-preferences';

// Only a first visit shows the modal: it and the dialog library behind it are a chunk of their
// own, fetched next to the suggested language's texts rather than with every load. Kept in state
// rather than React.lazy: the modal then shows as soon as both are there, with no fallback.
type LanguageModalComponent = typeof LazyLanguageModal;
const loadLanguageModal = async (): Promise<LanguageModalComponent | null> => {
  try {
    return (await import('../layout/language-modal')).default;
  } catch {
    return null; // Offline: the app shows in the suggested language and asks on the next visit.
  }
};

/** The option the modal starts on: the URL's language, a saved one, or the browser's. */
function suggestedLanguage(pathname: string): Language {
  const browser =
    typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('bg')
      ? 'bg'
      : null;
  return languageFromPath(pathname) ?? readStoredLanguage() ?? browser ?? 'en';
}

/**
 * Settles the language and theme before the app shows (the loading screen meanwhile): this
 * browser's saved choice, the session, and for a signed-in user the settings saved on the server,
 * which win. Visitors who have not chosen a language get the blocking modal. Provides the
 * language to everything below; a signed-in user's switch is also saved on the server.
 */
export function PreferencesGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isLoading: sessionLoading } = useSession();
  const [preferences, setPreferences] = useState<LanguagePreferences | null>(null);
  const [ready, setReady] = useState(false);
  const [LanguageModal, setLanguageModal] = useState<LanguageModalComponent | null>(null);

  useEffect(() => {
    let active = true;
    void loadLanguagePreferences().then(async (loaded) => {
      if (loaded.selected) {
        await switchLanguage(loaded.language).catch(() => undefined);
        // A language the server already applied wins over this browser's copy.
        if (active) setPreferences((current) => current ?? loaded);
        return;
      }
      // A first visit: the modal and the texts of the language it suggests, side by side.
      const suggested = suggestedLanguage(pathname);
      const [modal] = await Promise.all([
        loadLanguageModal(),
        loadLanguage(suggested).catch(() => undefined),
      ]);
      if (!active) return;
      if (modal) setLanguageModal(() => modal);
      else await switchLanguage(suggested).catch(() => undefined);
      setPreferences(
        (current) => current ?? (modal ? loaded : { language: suggested, selected: true }),
      );
    });
    return () => {
      active = false;
    };
    // Read once, at start: the path the visitor arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const applyServerLanguage = useCallback((language: Language) => {
    saveLanguageChoice(language);
    void switchLanguage(language)
      .catch(() => undefined)
      .then(() => setPreferences({ language, selected: true }));
  }, []);
  const server = useServerPreferences({
    user,
    started: ready,
    currentLanguage: preferences?.selected ? preferences.language : null,
    onLanguage: applyServerLanguage,
  });

  // Signed out, the default theme (dark) applies.
  useEffect(() => {
    if (!sessionLoading && !user) applyTheme(true);
  }, [sessionLoading, user]);

  const chooseLanguage = useCallback(
    async (language: Language) => {
      saveLanguageChoice(language);
      await switchLanguage(language).catch(() => undefined);
      setPreferences({ language, selected: true });
      server.saveLanguage(language, (error) => toast.error(apiErrorMessage(error, t)));
    },
    [server, t],
  );

  // After the modal's Continue, focus goes to the page it reveals (not back to <body>).
  const chosenInModal = useRef(false);
  const continueFromModal = useCallback(
    (language: Language) => {
      chosenInModal.current = true;
      void chooseLanguage(language);
    },
    [chooseLanguage],
  );
  useEffect(() => {
    if (!preferences?.selected || !chosenInModal.current) return;
    return focusMainWhenShown(() => {
      chosenInModal.current = false;
    });
  }, [preferences?.selected]);

  const language = preferences?.language ?? 'en';
  useEffect(() => {
    if (preferences?.selected) document.documentElement.lang = language;
  }, [language, preferences?.selected]);

  const value = useMemo<LanguageContextValue>(
    () => ({ language, chooseLanguage }),
    [language, chooseLanguage],
  );

  const settled = preferences !== null && !sessionLoading && !server.isPending;
  // Remembered during render (React's pattern for state derived from a change).
  if (settled && !ready) setReady(true);

  // Only the start waits: later sign-ins apply their settings without hiding the page.
  if (!settled && !ready) return <LoadingScreen />;
  if (!preferences?.selected) {
    return LanguageModal ? (
      <LanguageModal initialLanguage={suggestedLanguage(pathname)} onContinue={continueFromModal} />
    ) : (
      <LoadingScreen />
    );
  }
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
