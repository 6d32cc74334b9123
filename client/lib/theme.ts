import { useSyncExternalStore } from 'react';

/**
 * The colour theme: dark by default; the light theme is the `light` class on <html>, which
 * redefines the design tokens (styles.css). The last applied choice is kept in this browser so
 * the next start paints in it at once; a signed-in user's saved setting then confirms it.
 */
export const THEME_STORAGE_KEY = 'amora-theme';

const THEME_COLORS = { dark: '#0d0811', light: '#fbf7fb' } as const;

export function readStoredDarkMode(): boolean {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) !== 'light';
  } catch {
    return true;
  }
}

function storeDarkMode(darkMode: boolean): void {
  try {
    if (darkMode) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
  } catch {
    // Storage disabled: the theme still applies for this visit.
  }
}

/** Applies dark or light to the whole page (and the browser's own controls). */
export function applyTheme(darkMode: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', darkMode);
  root.classList.toggle('light', !darkMode);
  root.style.colorScheme = darkMode ? 'dark' : 'light';
  const color = darkMode ? THEME_COLORS.dark : THEME_COLORS.light;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', darkMode ? 'dark' : 'light');
  storeDarkMode(darkMode);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the page currently shows the dark theme (follows `applyTheme`). */
export function useDarkMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !document.documentElement.classList.contains('light'),
    () => true,
  );
}
