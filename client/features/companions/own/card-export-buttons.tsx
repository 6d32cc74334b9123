import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnCompanion } from '#common/contracts/own-companions';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { toast } from '#client/lib/toast';
import { downloadCard, type CardFormat } from './api';
import { useOwnReason } from './own-failure';

/** Download her as a Character Card: a V3 PNG (her picture with the card inside) or JSON. */
export function CardExportButtons({
  companion,
}: {
  companion: Pick<OwnCompanion, 'id' | 'slug' | 'language'>;
}) {
  const { t } = useTranslation();
  // The card's own fields are in the language she was written in; both ride in its extension.
  const language = companion.language;
  const reason = useOwnReason();
  const [busy, setBusy] = useState<CardFormat | null>(null);
  const download = async (format: CardFormat) => {
    setBusy(format);
    try {
      await downloadCard(companion, format, language);
    } catch (error) {
      toast.error(t('ownCompanions.export.failed', { reason: reason(error) }));
    } finally {
      setBusy(null);
    }
  };
  const languageName = t(`ownCompanions.languages.${language}`);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-display text-lg font-semibold">{t('ownCompanions.export.title')}</h2>
      <p className="text-sm text-ink-muted">
        {t('ownCompanions.export.text', { language: languageName })}
      </p>
      <div className="flex flex-wrap gap-2">
        {(['png', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            className="whitespace-normal"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {busy === format
              ? t('ownCompanions.export.downloading')
              : t(`ownCompanions.export.${format}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
