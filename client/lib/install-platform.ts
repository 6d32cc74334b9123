/** Where the app runs, for the install offer (client/app/pwa) and push notifications (settings). */

/** The installed app, opened from its icon (or added to the Home Screen on iOS). */
export function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  );
}
