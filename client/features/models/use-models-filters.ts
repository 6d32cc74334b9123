import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  MODEL_STATUS_FILTERS,
  type ModelStatusFilter,
} from '../../../common/contracts/model-rules';

export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_STATUS: ModelStatusFilter = 'all';

/** The status filter of an address's `?status=`; anything unknown is the default. */
export function parseStatus(value: string | null): ModelStatusFilter {
  return (MODEL_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ModelStatusFilter)
    : DEFAULT_STATUS;
}

/**
 * The catalogue's filters live in the URL (`?search=&status=`) so they survive a reload and a
 * language switch. The search box keeps a draft that reaches the URL after a short pause.
 */
export function useModelsFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = parseStatus(params.get('status'));

  const [draft, setDraft] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  const [lastWritten, setLastWritten] = useState(search);
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    // The URL changed from outside (back button): show it in the box. Our own writes are skipped
    // so that typing during the write is never undone.
    if (search !== lastWritten) setDraft(search);
  }

  const update = useCallback(
    (changes: { search?: string; status?: ModelStatusFilter }) => {
      if (changes.search !== undefined) setLastWritten(changes.search.trim());
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            const trimmed = changes.search.trim();
            if (trimmed) next.set('search', trimmed);
            else next.delete('search');
          }
          if (changes.status !== undefined) {
            if (changes.status === DEFAULT_STATUS) next.delete('status');
            else next.set('status', changes.status);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = window.setTimeout(() => update({ search: draft }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, update]);

  const clear = useCallback(() => {
    setDraft('');
    update({ search: '', status: DEFAULT_STATUS });
  }, [update]);

  return {
    draft,
    setDraft,
    search,
    status,
    setStatus: (value: ModelStatusFilter) => update({ status: value }),
    clear,
    hasFilters: search !== '' || status !== DEFAULT_STATUS,
  };
}
