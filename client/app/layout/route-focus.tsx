import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of the page's main landmark (client/app/layout/app-layout.tsx), focusable by script. */
export const MAIN_ID = 'main-content';

/**
 * Moves focus to the page's main landmark as soon as it is on screen (it may still be loading):
 * checked at every frame, for at most two seconds; then `onDone`. Returns a cancel.
 */
export function focusMainWhenShown(onDone?: () => void): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const main = document.getElementById(MAIN_ID);
    if (main) main.focus({ preventScroll: true });
    if (main || ++tries >= 120) onDone?.();
    else frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * After moving to another page (not on the first load, not on query changes) scroll to the top
 * and move focus to the main landmark, so keyboard and screen-reader users start at the content.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);

  return null;
}
