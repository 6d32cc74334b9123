import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';

/**
 * The catalogue's search lives in the URL (`?search=`) so it survives a reload and a language
 * switch. There is no status filter: the public catalogue lists active companions only. The
 * search box keeps a draft that reaches the URL after a short pause.
 */
export function useCompanionsFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';

  const [draft, setDraft] = useState(search);
  // The draft reaches the URL once typing pauses (the effect below).
  const settled = useDebouncedValue(draft);
  const [syncedSearch, setSyncedSearch] = useState(search);
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    // The URL changed from outside (back button): show it in the box. Our own writes carry the
    // settled draft, so typing that went on meanwhile is never undone.
    if (search !== settled.trim()) setDraft(search);
  }

  const update = useCallback(
    (changes: { search?: string }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            const trimmed = changes.search.trim();
            if (trimmed) next.set('search', trimmed);
            else next.delete('search');
          }
          // An old address's `?status=` filters nothing any more: it goes with the next change.
          next.delete('status');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // A draft the URL has just set (back button) is not settled yet: the older settled text never
  // overwrites it.
  useEffect(() => {
    if (settled !== draft || settled.trim() === search) return;
    update({ search: settled });
  }, [settled, draft, search, update]);

  const clear = useCallback(() => {
    setDraft('');
    update({ search: '' });
  }, [update]);

  return {
    draft,
    setDraft,
    search,
    clear,
    hasFilters: search !== '',
  };
}
