import { useEffect, useState } from 'react';

/**
 * Whether `element` is on screen or within `rootMargin` of it. Always false where the browser has
 * no IntersectionObserver (and in jsdom): callers keep a button for that case.
 */
export function useInView(element: Element | null, rootMargin: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return inView;
}
