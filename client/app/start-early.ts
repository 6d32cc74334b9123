import type { QueryClient } from '@tanstack/react-query';
import { preloadCompanions } from '#client/features/companions';
import { sessionQuery } from '#client/features/session';
import { settingsQuery } from '#client/features/settings';
import { preloadPage } from './router/preload-page';

/**
 * Everything the first screen waits for, asked for together as soon as the app's script runs
 * (while the texts of the language download), not one after another as components mount: the
 * arrival page's chunk and its texts (client/lib/page-texts.ts), the session check and, for a signed-in user, the saved settings the app
 * applies before it shows; also the first page of companions the arrival page shows and their
 * first portraits. The components that need
 * them find them in the query cache or the module cache.
 */
export function startEarly(queryClient: QueryClient, pathname: string): void {
  preloadPage(pathname);
  void preloadCompanions(queryClient);
  queryClient.fetchQuery(sessionQuery()).then(
    (user) => {
      if (user) void queryClient.prefetchQuery(settingsQuery());
    },
    () => undefined, // The session provider asks again and reports it.
  );
}
