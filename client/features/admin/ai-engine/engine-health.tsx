import { useTranslation } from 'react-i18next';
import type { EngineHealth } from '#common/contracts/admin';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';

/**
 * The reply engine's last 24 hours, counted by the server from the stored replies: replies by
 * engine, and the fallbacks to the built-in engine by reason (and HTTP status).
 */
export function EngineHealthPanel({ health }: { health: EngineHealth }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const total = health.replies.openai + health.replies.builtin;

  return (
    <section
      aria-labelledby="engine-health-heading"
      data-testid="engine-health"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5"
    >
      <div>
        <h3 id="engine-health-heading" className="font-display text-lg font-semibold">
          {t('admin.engine.healthHeading')}
        </h3>
        <p className="mt-1 text-xs text-ink-subtle">{t('admin.engine.healthDescription')}</p>
      </div>
      {total === 0 ? (
        <p className="text-sm text-ink-muted">{t('admin.engine.noReplies')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-medium text-ink-muted">{t('admin.engine.repliesBy')}</h4>
            <dl className="mt-2 grid gap-1 text-sm">
              {(['openai', 'builtin'] as const).map((engine) => (
                <div
                  key={engine}
                  className="flex justify-between gap-3"
                  data-testid={`replies-${engine}`}
                >
                  <dt>{t(`admin.engine.engines.${engine}`)}</dt>
                  <dd className="font-semibold tabular-nums">{number(health.replies[engine])}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h4 className="text-sm font-medium text-ink-muted">
              {t('admin.engine.fallbacksTitle')}
            </h4>
            {health.fallbacks.length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{t('admin.engine.noFallbacks')}</p>
            ) : (
              <dl className="mt-2 grid gap-1 text-sm">
                {health.fallbacks.map((fallback) => {
                  const reason = t(`admin.engine.reasons.${fallback.reason}`);
                  const label =
                    // Only an HTTP error's status says more than its reason (a context error is a 400).
                    fallback.status === null || fallback.reason !== 'http'
                      ? reason
                      : t('admin.engine.reasonWithStatus', { reason, status: fallback.status });
                  return (
                    <div
                      key={`${fallback.reason}-${fallback.status ?? ''}`}
                      className="flex justify-between gap-3"
                      data-testid={`fallback-${fallback.reason}`}
                    >
                      <dt>{label}</dt>
                      <dd className="font-semibold tabular-nums">{number(fallback.count)}</dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </div>
        </div>
      )}
      {health.cutShort > 0 ? (
        <p className="text-xs text-ink-subtle">
          {t('admin.engine.cutShort', { count: health.cutShort })}
        </p>
      ) : null}
    </section>
  );
}
