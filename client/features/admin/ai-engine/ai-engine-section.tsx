import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { aiEngineQuery, useAiEngineTest } from '../api';
import { ErrorBanner } from '../error-banner';
import { useDismissibleError } from '../use-dismissible-error';
import { EngineFigures } from './engine-figures';
import { EngineTestResult } from './engine-test-result';

/** The time, ticking every second while `active` (the progress line's elapsed seconds). */
function useTickingNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The settings tab's AI engine: how the server's LLM_* settings set it up, and a test that
 * writes one real-size reply with it and reports what happened.
 */
export function AiEngineSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const engine = useQuery(aiEngineQuery());
  const banner = useDismissibleError(engine.isFetching ? null : engine.error);
  const test = useAiEngineTest();
  // A test can take minutes (up to the first-token timeout): the seconds show it is alive.
  const now = useTickingNow(test.isPending);
  const elapsed = Math.max(0, Math.floor((now - test.submittedAt) / 1000));

  return (
    <section
      aria-labelledby="admin-ai-engine-heading"
      data-testid="ai-engine-settings"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/60 p-4 sm:p-6"
    >
      <div>
        <h2 id="admin-ai-engine-heading" className="font-display text-2xl font-semibold">
          {t('admin.engine.settingsHeading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.engine.settingsDescription')}</p>
      </div>
      {banner.error ? (
        <ErrorBanner
          title={t('admin.banner.loadFailed')}
          detail={apiErrorMessage(banner.error, t)}
          onRetry={() => void engine.refetch()}
          onDismiss={banner.dismiss}
        />
      ) : null}
      {engine.data ? (
        <EngineFigures engine={engine.data} />
      ) : engine.isFetching ? (
        <Skeleton className="h-16" />
      ) : null}
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <p className="text-sm text-ink-muted">{t('admin.engine.test.description')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            // Not `disabled`: the button keeps the keyboard's focus while the test runs.
            aria-disabled={test.isPending}
            className={test.isPending ? 'cursor-progress opacity-60' : undefined}
            onClick={() => {
              if (!test.isPending) test.mutate(language);
            }}
          >
            <Activity
              aria-hidden="true"
              className={test.isPending ? 'h-4 w-4 animate-pulse' : 'h-4 w-4'}
            />
            {t('admin.engine.test.button')}
          </Button>
          <p role="status" className="text-sm text-ink-muted">
            {test.isPending ? (
              <>
                {t('admin.engine.test.running')}{' '}
                <span aria-hidden="true" className="tabular-nums">
                  {t('admin.engine.figures.seconds', { seconds: formatNumber(elapsed, language) })}
                </span>
              </>
            ) : null}
          </p>
        </div>
        {/* Announced when the test ends: the verdict and its figures, or why it could not run. */}
        <div aria-live="polite" aria-busy={test.isPending}>
          {test.isPending ? null : test.data ? (
            <EngineTestResult test={test.data} />
          ) : test.error ? (
            <p role="alert" className="text-sm text-rose-300">
              {t('admin.engine.test.requestFailed')} {apiErrorMessage(test.error, t)}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
