import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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
