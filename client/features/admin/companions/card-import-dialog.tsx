import { useMutation } from '@tanstack/react-query';
import { FileUp, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import {
  CardRefusal,
  CharacterCardSummary,
  cardRefusalOf,
} from '#client/components/character-card-summary';
import { Button } from '#client/components/ui/button';
import { DialogContent, DialogRoot } from '#client/components/ui/dialog';
import { DialogActions, DialogHeader } from '#client/components/ui/dialog-layout';
import { FormAlert } from '#client/components/ui/form-alert';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { previewCardImport, useImportCard } from './api';

/**
 * Import a Character Card (V2 or V3, PNG or JSON) as a new catalogue companion: the server
 * reads it first and says what it would make and what of the card it could not take over;
 * Import creates her (inactive, for review). Beside the JSON import of the export file.
 */
export function CardImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language: shown } = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<Language>(shown);
  const preview = useMutation({
    mutationFn: (input: { file: File; language: Language }) =>
      previewCardImport(input.file, input.language),
  });
  const importCard = useImportCard();
  const busy = preview.isPending || importCard.isPending;

  const reset = () => {
    setFile(null);
    preview.reset();
    importCard.reset();
  };
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const read = (chosen: File | null, cardLanguage: Language) => {
    importCard.reset();
    if (chosen) preview.mutate({ file: chosen, language: cardLanguage });
  };
  const failure = (error: unknown) => {
    const refusal = cardRefusalOf(error, t);
    return refusal ? <CardRefusal refusal={refusal} /> : apiErrorMessage(error, t);
  };
  const cardRead = preview.data;
  const draft = cardRead?.draft;

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent className="flex max-h-[92dvh] flex-col sm:max-w-2xl">
        <DialogHeader
          title={t('adminModels.cardFile.title')}
          description={t('adminModels.cardFile.text')}
        />
        <div className="mt-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              disabled={busy}
              className="whitespace-normal"
              onClick={() => inputRef.current?.click()}
            >
              <FileUp aria-hidden="true" className="h-4 w-4" />
              {t('adminModels.cardFile.choose')}
            </Button>
            {file ? <span className="truncate text-sm text-ink-muted">{file.name}</span> : null}
            <input
              ref={inputRef}
              type="file"
              hidden
              accept="image/png,application/json,.png,.json"
              data-testid="admin-card-input"
              aria-label={t('adminModels.cardFile.choose')}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setFile(chosen);
                read(chosen, language);
              }}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ink">
              {t('adminModels.cardFile.language')}
            </legend>
            <div className="flex flex-wrap gap-4">
              {LANGUAGES.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="admin-card-language"
                    value={option}
                    checked={language === option}
                    disabled={busy}
                    onChange={() => {
                      setLanguage(option);
                      read(file, option);
                    }}
                    className="h-4 w-4 accent-accent"
                  />
                  {option === 'en' ? t('language.english') : t('language.bulgarian')}
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" className="flex flex-col gap-4">
            {preview.isPending ? (
              <p role="status" className="text-sm text-ink-muted">
                {t('adminModels.cardFile.reading')}
              </p>
            ) : null}
            <FormAlert>
              {preview.error
                ? failure(preview.error)
                : importCard.error
                  ? failure(importCard.error)
                  : null}
            </FormAlert>
            {cardRead && draft ? (
              <>
                <p className="text-sm text-ink" data-testid="admin-card-draft">
                  {t('adminModels.cardFile.would', { name: draft.name || draft.name_bg })}
                </p>
                <CharacterCardSummary
                  unmapped={cardRead.unmapped}
                  creatorNotes={cardRead.creatorNotes}
                />
              </>
            ) : null}
          </div>
        </div>
        <DialogActions
          className="mt-5"
          cancelLabel={t('adminModels.form.cancel')}
          confirmIcon={<Upload aria-hidden="true" className="h-4 w-4" />}
          confirmLabel={t('adminModels.cardFile.import')}
          pendingLabel={t('adminModels.cardFile.importing')}
          pending={importCard.isPending}
          confirmDisabled={!file || !draft || preview.isPending}
          onConfirm={() => {
            if (!file) return;
            importCard.mutate(
              { file, language },
              {
                onSuccess: (result) => {
                  toast.success(t('adminModels.cardFile.done', { name: result.model.name }));
                  close(false);
                },
              },
            );
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}
