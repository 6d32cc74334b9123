import { useTranslation } from 'react-i18next';
import type { RedoError } from './send-state';

/** Why a regenerate or an edit did not go through (nothing changed, or the history reloads). */
export function RedoAlert({ error }: { error: RedoError }) {
  const { t } = useTranslation();
  const text =
    error === 'conflict'
      ? t('chat.redo.errors.conflict')
      : error === 'stale'
        ? t('chat.redo.errors.stale')
        : error === 'network'
          ? t('chat.redo.errors.network')
          : t('chat.redo.errors.other');
  return (
    <p
      role="alert"
      className="mx-3 mb-2 rounded-xl border border-rose-500/40 bg-rose-950/40 px-4 py-2 text-sm text-rose-100"
    >
      {text}
    </p>
  );
}
