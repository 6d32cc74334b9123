import { useMutation } from '@tanstack/react-query';
import { FileJson, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { DialogContent, DialogRoot } from '#client/components/ui/dialog';
import { DialogActions, DialogHeader } from '#client/components/ui/dialog-layout';
import { FormAlert } from '#client/components/ui/form-alert';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { previewImport, useApplyImport } from './api';
import { underAgeMessage } from './companion-errors';
import { ImportPreview } from './import-preview';

interface ChosenFile {
  name: string;
  content: unknown;
}

function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * Import: read an export file, let the server say what it would create, update or leave as it
 * is, and apply only on confirmation. Nothing changes before Apply.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (content: unknown) => previewImport(content) });
  const apply = useApplyImport();
  const busy = preview.isPending || apply.isPending;

  const reset = () => {
    setChosen(null);
    setReadError(null);
    preview.reset();
    apply.reset();
  };
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    try {
      const content = JSON.parse(await readFileText(file)) as unknown;
      setChosen({ name: file.name, content });
      preview.mutate(content);
    } catch {
      setReadError(t('adminModels.import.notJson', { file: file.name }));
    }
  };
  const failure = (error: unknown) =>
    isApiError(error) && error.code === 'UNDER_18'
      ? underAgeMessage(error, t)
      : isApiError(error) && error.status === 400
        ? error.message
        : apiErrorMessage(error, t);
  const changes = preview.data?.changes ?? null;
  const pending = changes?.filter((change) => change.action !== 'unchanged').length ?? 0;

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent className="flex max-h-[92dvh] flex-col sm:max-w-2xl">
        <DialogHeader
          title={t('adminModels.import.title')}
          description={t('adminModels.import.text')}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
            <FileJson aria-hidden="true" className="h-4 w-4" />
            {chosen ? t('adminModels.import.another') : t('adminModels.import.choose')}
          </Button>
          {chosen ? <span className="truncate text-sm text-ink-muted">{chosen.name}</span> : null}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept="application/json,.json"
            data-testid="import-input"
            aria-label={t('adminModels.import.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </div>
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto" aria-live="polite">
          <FormAlert>
            {readError ??
              (preview.error
                ? t('adminModels.import.previewFailed', { reason: failure(preview.error) })
                : apply.error
                  ? t('adminModels.import.applyFailed', { reason: failure(apply.error) })
                  : null)}
          </FormAlert>
          {preview.isPending ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('adminModels.import.checking')}
            </p>
          ) : null}
          {changes ? <ImportPreview changes={changes} /> : null}
        </div>
        <DialogActions
          className="mt-5"
          cancelLabel={t('adminModels.form.cancel')}
          confirmIcon={<Upload aria-hidden="true" className="h-4 w-4" />}
          confirmLabel={t('adminModels.import.apply', { count: pending })}
          pendingLabel={t('adminModels.import.applying')}
          pending={apply.isPending}
          confirmDisabled={preview.isPending || !chosen || !changes || pending === 0}
          onConfirm={() =>
            chosen &&
            apply.mutate(chosen.content, {
              onSuccess: (result) => {
                toast.success(t('adminModels.import.done', result));
                close(false);
              },
            })
          }
        />
      </DialogContent>
    </DialogRoot>
  );
}
