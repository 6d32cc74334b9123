import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, FileUp, MessageCircle, Pencil } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CARD_FILE_BYTES } from '#common/contracts/character-cards';
import type { OwnCompanion } from '#common/contracts/own-companions';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import {
  CardRefusal,
  CharacterCardSummary,
  cardRefusalOf,
} from '#client/components/character-card-summary';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/components/ui/class-names';
import { Container } from '#client/components/ui/container';
import { FormAlert } from '#client/components/ui/form-alert';
import { PageTitle } from '#client/components/ui/page-title';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { chatPath, companionPath, editPath } from '../localize-companion';
import { previewCard, useImportCard, useOwnCompanions } from './api';
import { nameOf } from './create-own-page';
import { isLimitReached, LimitReached, useOwnReason, useOwnSaveFailure } from './own-failure';
import { OwnPageHeader } from './own-page-header';

const MAX_MB = MAX_CARD_FILE_BYTES / (1024 * 1024);

export interface ImportOutcome {
  companion: OwnCompanion;
  unmapped: { field: string; reason: 'no_equivalent' | 'ignored' | 'shortened' }[];
  creatorNotes: string;
}

/** After an import: who arrived, what of the card could not be taken over, and where to go. */
export function ImportResult({
  outcome,
  onAnother,
}: {
  outcome: ImportOutcome;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const address = { ...outcome.companion, owned: true as const };
  const name = nameOf(outcome.companion, language);
  return (
    <Card className="flex max-w-3xl flex-col gap-5 p-5 sm:p-6" data-testid="import-result">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-emerald-300" />
        <div className="min-w-0">
          <h2
            className="font-display text-2xl font-semibold break-words"
            tabIndex={-1}
            id="import-done"
          >
            {t('ownCompanions.import.doneTitle', { name })}
          </h2>
          <p className="text-sm text-ink-muted">{t('ownCompanions.import.doneText')}</p>
        </div>
      </div>
      <CharacterCardSummary unmapped={outcome.unmapped} creatorNotes={outcome.creatorNotes} />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={to(chatPath(address))}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('ownCompanions.actions.chat')}
        </ButtonLink>
        <ButtonLink to={to(companionPath(address))} variant="outline">
          {t('ownCompanions.actions.profile')}
        </ButtonLink>
        <ButtonLink to={to(editPath(outcome.companion))} variant="outline">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('ownCompanions.import.edit')}
        </ButtonLink>
        <Button variant="ghost" onClick={onAnother}>
          {t('ownCompanions.import.another')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * models/import: a V2 or V3 Character Card (PNG or JSON, picked or dropped) becomes a private
 * companion. The server reads it first, as soon as it is chosen (and again when its language is
 * changed): who it would make and what of the card Amora cannot take over, or, for a refused
 * card, why and which field. Nothing is stored until "Import her".
 */
export function ImportCardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const own = useOwnCompanions();
  const importCard = useImportCard();
  const preview = useMutation({
    mutationFn: (input: { file: File; language: Language }) =>
      previewCard(input.file, input.language),
  });
  const saveFailure = useOwnSaveFailure();
  const reason = useOwnReason();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [cardLanguage, setCardLanguage] = useState<Language>(language);
  const [problem, setProblem] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const full = own.data && !own.data.canCreate && own.data.limit !== null;

  const read = (chosen: File, language: Language) => {
    importCard.reset();
    preview.mutate({ file: chosen, language });
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    importCard.reset();
    preview.reset();
    if (chosen.size > MAX_CARD_FILE_BYTES) {
      setFile(null);
      setProblem(t('ownCompanions.import.tooLarge', { file: chosen.name, size: MAX_MB }));
      return;
    }
    setProblem(null);
    setFile(chosen);
    read(chosen, cardLanguage);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    choose(event.dataTransfer.files[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importCard.isPending) return;
    if (!file) return setProblem(t('ownCompanions.import.noFile'));
    // Not read yet (the reading failed): read it again. A refused card is refused again.
    if (!preview.data) return read(file, cardLanguage);
    importCard.mutate({ file, language: cardLanguage });
  };
  const another = () => {
    importCard.reset();
    preview.reset();
    setFile(null);
  };

  const error = importCard.error ?? preview.error;
  const refusal = cardRefusalOf(error, t);
  const failure = refusal ? (
    <CardRefusal refusal={refusal} />
  ) : isLimitReached(error) ? (
    saveFailure(error, 'create')
  ) : error ? (
    t('ownCompanions.import.failed', { reason: reason(error) })
  ) : null;
  const draft = preview.data?.draft;

  return (
    <Container className="py-8 sm:py-12">
      <PageTitle title={t('ownCompanions.import.title')} />
      <OwnPageHeader
        title={t('ownCompanions.import.title')}
        text={t('ownCompanions.import.text')}
      />
      {importCard.data ? (
        <ImportResult outcome={importCard.data} onAnother={another} />
      ) : full && own.data ? (
        <FormAlert className="max-w-2xl">
          <LimitReached used={own.data.used} limit={own.data.limit ?? 0} />
        </FormAlert>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-5">
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDropping(true);
            }}
            onDragLeave={() => setDropping(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line px-4 py-8 text-center transition-colors',
              dropping && 'border-accent bg-accent/10',
            )}
          >
            <FileUp aria-hidden="true" className="h-8 w-8 text-accent" />
            <Button
              variant="outline"
              className="whitespace-normal"
              aria-describedby={hintId}
              disabled={importCard.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {t('ownCompanions.import.choose')}
            </Button>
            <span className="text-sm text-ink-subtle">{t('ownCompanions.import.drop')}</span>
            <p id={hintId} className="text-xs text-ink-subtle">
              {t('ownCompanions.import.hint', { size: MAX_MB })}
            </p>
            {file ? (
              <p className="max-w-full text-sm font-medium break-all text-ink" aria-live="polite">
                {t('ownCompanions.import.chosen', { file: file.name })}
              </p>
            ) : null}
            <input
              ref={inputRef}
              type="file"
              hidden
              accept="image/png,application/json,.png,.json"
              data-testid="card-input"
              aria-label={t('ownCompanions.import.file')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                choose(chosen);
              }}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-ink">
              {t('ownCompanions.import.language')}
            </legend>
            <div className="flex flex-wrap gap-4">
              {LANGUAGES.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="card-language"
                    value={option}
                    checked={cardLanguage === option}
                    disabled={importCard.isPending}
                    onChange={() => {
                      setCardLanguage(option);
                      if (file) read(file, option);
                    }}
                    className="h-4 w-4 accent-accent"
                  />
                  {t(`ownCompanions.languages.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div aria-live="polite" className="flex flex-col gap-4">
            {preview.isPending ? (
              <p role="status" className="text-sm text-ink-muted">
                {t('ownCompanions.import.reading')}
              </p>
            ) : null}
            {draft && preview.data ? (
              <Card className="flex flex-col gap-4 p-5" data-testid="card-draft">
                <p className="font-medium text-ink">
                  {t('ownCompanions.import.would', { name: nameOf(draft, language) })}
                </p>
                <CharacterCardSummary
                  unmapped={preview.data.unmapped}
                  creatorNotes={preview.data.creatorNotes}
                />
              </Card>
            ) : null}
          </div>
          <FormAlert>{problem ?? failure}</FormAlert>
          <div>
            <Button type="submit" disabled={importCard.isPending || preview.isPending}>
              {importCard.isPending
                ? t('ownCompanions.import.importing')
                : t('ownCompanions.import.submit')}
            </Button>
          </div>
        </form>
      )}
    </Container>
  );
}
