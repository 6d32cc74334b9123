import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { useInView } from './use-in-view';

/** How far below the screen the next page starts loading, so it is there when scrolled to. */
const AUTO_LOAD_MARGIN = '600px';

/**
 * The end of the loaded catalogue while more pages follow. Scrolling near it loads the next page
 * by itself; the button stays for keyboards, screen readers and browsers without
 * IntersectionObserver. After a failure nothing loads by itself (a broken network is not asked
 * over and over): the visitor retries, and what is shown stays.
 */
export function ShowMoreCompanions({
  loading,
  busy,
  failed,
  onShowMore,
}: {
  /** The next page is on its way. */
  loading: boolean;
  /** Anything is being fetched (the next page, a refetch, another filter's first page). */
  busy: boolean;
  /** The last attempt at the next page failed. */
  failed: boolean;
  onShowMore: () => void;
}) {
  const { t } = useTranslation();
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const inView = useInView(end, AUTO_LOAD_MARGIN);

  useEffect(() => {
    if (inView && !busy && !failed) onShowMore();
  }, [inView, busy, failed, onShowMore]);

  return (
    <div ref={setEnd} className="mt-8 flex flex-col items-center gap-3 text-center">
      {failed && !loading ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('models.moreError')}
        </p>
      ) : null}
      <Button
        variant="outline"
        // aria-disabled rather than disabled: a keyboard user's focus stays on the button.
        aria-disabled={busy}
        className={busy ? 'cursor-wait opacity-50' : undefined}
        onClick={() => {
          if (!busy) onShowMore();
        }}
      >
        {loading ? t('models.loadingMore') : failed ? t('errors.tryAgain') : t('models.showMore')}
      </Button>
    </div>
  );
}
