import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Language } from '#common/i18n/languages';
import { settingsQuery, useUpdateSettings } from '#client/features/settings';
import type { SessionUser } from '#client/features/session';
import { applyTheme } from '#client/lib/theme';
import { browserTimeZone } from '#client/lib/time-zone';

/**
 * A signed-in user's language and appearance as saved on the server (`GET /api/users/settings`):
 * applied whenever they change (at start, after a save in Settings), except that someone who
 * signs in during a visit keeps the language on screen, which becomes the saved one (signing in
 * at /bg/login stays in Bulgarian). `isPending` is true until the answer for this user has been
 * applied; a failed load keeps this browser's choices.
 */
export function useServerPreferences({
  user,
  started,
  currentLanguage,
  onLanguage,
}: {
  user: SessionUser | null;
  /** The app has shown its first page: a user from now on has signed in during the visit. */
  started: boolean;
  /** The language the interface shows, or null before one has been chosen. */
  currentLanguage: Language | null;
  onLanguage: (language: Language) => void;
}) {
  const signedIn = user !== null;
  const query = useQuery({ ...settingsQuery(), enabled: signedIn });
  const update = useUpdateSettings();
  const settings = signedIn ? query.data : undefined;
  const current = useRef(currentLanguage);
  useEffect(() => {
    current.current = currentLanguage;
  }, [currentLanguage]);

  // Set while signed out after the start: the next sign-in keeps the language on screen.
  const keepLanguageAtSignIn = useRef(false);
  useEffect(() => {
    if (!signedIn) keepLanguageAtSignIn.current = started;
  }, [signedIn, started]);

  const { mutate } = update;
  useEffect(() => {
    if (!settings) return;
    applyTheme(settings.appearance.darkMode);
    const shown = current.current;
    if (keepLanguageAtSignIn.current) {
      keepLanguageAtSignIn.current = false;
      // Saved at once in the cache, so the interface never switches; a refusal switches back.
      if (shown && settings.language !== shown) return mutate({ language: shown });
    }
    if (settings.language !== shown) onLanguage(settings.language);
  }, [settings, onLanguage, mutate]);

  // Until the user picks a time zone, quiet hours follow this browser's (decision 024). Tried
  // once per zone and visit: a zone the server refuses is not sent again and again.
  const triedZone = useRef<string | null>(null);
  useEffect(() => {
    if (!settings?.reachOut.timeZoneAuto) return;
    const zone = browserTimeZone();
    if (!zone || zone === settings.reachOut.timeZone || triedZone.current === zone) return;
    triedZone.current = zone;
    mutate({ reachOut: { timeZone: zone } });
  }, [settings, mutate]);

  const saveLanguage = useCallback(
    (language: Language, onError: (error: unknown) => void) => {
      if (!signedIn || settings?.language === language) return;
      mutate({ language }, { onError });
    },
    [signedIn, settings?.language, mutate],
  );

  // Pending while the first answer loads, and while its language is being switched to.
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const switching = settings !== undefined && settings.language !== currentLanguage;
  const isPending = signedIn && (loading || switching);
  return useMemo(() => ({ isPending, saveLanguage }), [isPending, saveLanguage]);
}
