import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiEngineTest } from '#common/contracts/admin';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';

type Prompt = NonNullable<AiEngineTest['prompt']>;

/** What the fitting left out, as "older messages: 4, memories: 2", or "Nothing". */
function useDroppedText() {
  const { t } = useTranslation();
  return (dropped: Prompt['dropped']) => {
    const parts = [
      dropped.history > 0 && t('admin.engine.test.droppedHistory', { count: dropped.history }),
      dropped.memories > 0 && t('admin.engine.test.droppedMemories', { count: dropped.memories }),
      dropped.storyFacts > 0 && t('admin.engine.test.droppedStory', { count: dropped.storyFacts }),
      dropped.summary && t('admin.engine.test.droppedSummary'),
    ].filter((part): part is string => typeof part === 'string');
    return parts.length ? parts.join(', ') : t('admin.engine.test.droppedNone');
  };
}

/** One connection test's report: the verdict, then every figure the server measured. */
export function EngineTestResult({ test }: { test: AiEngineTest }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const ms = (value: number | null) =>
    value === null ? t('admin.engine.test.none') : t('admin.engine.test.ms', { ms: number(value) });
  const droppedText = useDroppedText();
  const { prompt, failure } = test;

  const rows: Array<[id: string, label: string, value: string]> = [
    ['engine', t('admin.engine.figures.engine'), t(`admin.engine.engines.${test.engine}`)],
    ['model', t('admin.engine.figures.model'), test.model],
  ];
  if (prompt) {
    rows.push(
      [
        'fitted',
        t('admin.engine.test.fitted'),
        t('admin.engine.test.fittedValue', {
          tokens: number(prompt.estimatedTokens),
          // Not `context`: i18next reads that option as a key's context.
          window: number(prompt.contextTokens),
        }),
      ],
      ['dropped', t('admin.engine.test.dropped'), droppedText(prompt.dropped)],
    );
  }
  rows.push(
    ['first-token', t('admin.engine.test.firstToken'), ms(test.firstTokenMs)],
    ['total', t('admin.engine.test.total'), ms(test.totalMs)],
  );
  if (failure) {
    const reason = t(`admin.engine.reasons.${failure.kind}`);
    rows.push([
      'failure',
      t('admin.engine.test.failure'),
      failure.status !== null && failure.kind === 'http'
        ? t('admin.engine.reasonWithStatus', { reason, status: failure.status })
        : reason,
    ]);
    if (failure.providerMessage) {
      rows.push(['error', t('admin.engine.test.error'), failure.providerMessage]);
    }
  }
  if (test.replySample) rows.push(['reply', t('admin.engine.test.reply'), test.replySample]);

  return (
    <div
      data-testid="engine-test-result"
      className={
        test.ok
          ? 'flex flex-col gap-3 rounded-2xl border border-emerald-500/40 bg-emerald-950/20 p-4'
          : 'flex flex-col gap-3 rounded-2xl border border-rose-500/40 bg-rose-950/20 p-4'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        {test.ok ? (
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-emerald-400" />
        ) : (
          <XCircle aria-hidden="true" className="h-5 w-5 text-rose-400" />
        )}
        {test.ok ? t('admin.engine.test.ok') : t('admin.engine.test.failed')}
      </p>
      {prompt && prompt.attempt > 1 ? (
        <p className="text-sm text-amber-200">
          {prompt.providerContextTokens
            ? t('admin.engine.test.retried', { tokens: number(prompt.providerContextTokens) })
            : t('admin.engine.test.retriedNoFigure')}
        </p>
      ) : null}
      {prompt?.overBudget ? (
        <p className="text-sm text-amber-200">{t('admin.engine.test.overBudget')}</p>
      ) : null}
      <dl className="grid gap-2 text-sm">
        {rows.map(([id, label, value]) => (
          <div
            key={id}
            className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-3"
            data-testid={`engine-test-${id}`}
          >
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
