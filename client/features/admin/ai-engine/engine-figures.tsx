import { useTranslation } from 'react-i18next';
import type { AiEngine } from '#common/contracts/admin';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';

/** The reply engine as the server's settings (LLM_*) made it. */
export function EngineFigures({ engine }: { engine: AiEngine }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const seconds = (ms: number) =>
    t('admin.engine.figures.seconds', { seconds: formatNumber(ms / 1000, language) });
  const provider = engine.engine === 'openai';
  const rows: Array<[id: string, label: string, value: string]> = [
    ['engine', t('admin.engine.figures.engine'), t(`admin.engine.engines.${engine.engine}`)],
    ['model', t('admin.engine.figures.model'), engine.model],
  ];
  if (provider) {
    rows.push(
      [
        'server',
        t('admin.engine.figures.server'),
        engine.server ?? t('admin.engine.figures.openaiServer'),
      ],
      [
        'context',
        t('admin.engine.figures.context'),
        t('admin.engine.figures.tokens', { tokens: number(engine.contextTokens) }),
      ],
      ['first-token', t('admin.engine.figures.firstToken'), seconds(engine.firstTokenTimeoutMs)],
      ['total', t('admin.engine.figures.total'), seconds(engine.totalTimeoutMs)],
    );
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="engine-figures">
      {rows.map(([id, label, value]) => (
        <div key={id} className="flex justify-between gap-3" data-testid={`engine-figure-${id}`}>
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium break-all text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
