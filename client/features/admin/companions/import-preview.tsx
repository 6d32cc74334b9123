import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ImportAction, ImportChange } from '#common/contracts/admin-companions';
import { cn } from '#client/components/ui/class-names';

const ACTION_KEYS: Record<ImportAction, ParseKeys> = {
  create: 'adminModels.import.actions.create',
  update: 'adminModels.import.actions.update',
  unchanged: 'adminModels.import.actions.unchanged',
};
const ACTION_TONES: Record<ImportAction, string> = {
  create: 'bg-emerald-950/80 text-emerald-300 ring-emerald-500/40',
  update: 'bg-amber-950/70 text-amber-200 ring-amber-500/40',
  unchanged: 'bg-zinc-900/85 text-zinc-300 ring-zinc-500/50',
};
const ORDER: ImportAction[] = ['create', 'update', 'unchanged'];

/** What an import would do, companion by companion, with the fields an update changes. */
export function ImportPreview({ changes }: { changes: ImportChange[] }) {
  const { t } = useTranslation();
  const counts = Object.fromEntries(
    ORDER.map((action) => [action, changes.filter((change) => change.action === action).length]),
  ) as Record<ImportAction, number>;
  const sorted = [...changes].sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
  return (
    <div className="flex flex-col gap-3" data-testid="import-preview">
      <p className="text-sm text-ink">
        {t('adminModels.import.summary', {
          create: counts.create,
          update: counts.update,
          unchanged: counts.unchanged,
        })}
      </p>
      {changes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('adminModels.import.emptyFile')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((change) => (
            <li
              key={change.slug}
              data-action={change.action}
              className="flex flex-col gap-1 rounded-xl border border-line bg-surface-raised/60 px-3 py-2"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    ACTION_TONES[change.action],
                  )}
                >
                  {t(ACTION_KEYS[change.action])}
                </span>
                <span className="font-medium text-ink">{change.name}</span>
                <span className="font-mono text-xs text-ink-subtle">{change.slug}</span>
              </span>
              {change.action === 'update' && change.fields.length > 0 ? (
                <span className="text-xs text-ink-muted">
                  {t('adminModels.import.fields', { fields: change.fields.join(', ') })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
