import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app';
import { startEarly } from '#client/app/start-early';
import { startPwa } from '#client/app/pwa';
import { createQueryClient } from '#client/app/query-client';
import { detectInitialLanguage, initI18n, loadLanguage } from '#client/lib/i18n';
import { applyTheme, readStoredDarkMode } from '#client/lib/theme';
import './styles.css';

// Paint in the last theme at once; a signed-in user's saved setting confirms it after start.
applyTheme(readStoredDarkMode());

const language = detectInitialLanguage();
// Whatever shows first (the loading screen, the language modal) is read in this language.
document.documentElement.lang = language;
const i18n = initI18n(language);
const queryClient = createQueryClient();

// Before anything else can miss it: the browser may offer installing the app (beforeinstallprompt)
// early. The service worker itself registers only after the page has loaded.
startPwa();

// At start, side by side: the page's chunk, the session (and a user's settings), the catalogue
// and the first four companions' portraits.
startEarly(queryClient, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render() {
  createRoot(container!).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

// The texts of the starting language come first (a small chunk); render even if that fails.
loadLanguage(language).then(render, render);
