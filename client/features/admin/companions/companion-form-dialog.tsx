import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { toast } from '#client/lib/toast';
import { ErrorBanner } from '../error-banner';
import { useSaveCompanion } from './api';
import { FormSection } from './form-controls';
import { companionErrorDetail } from './companion-errors';
import { BasicsSection, DetailsSection, type UpdateForm } from './companion-form-sections';
import {
  ageProblem,
  draftOf,
  emptyCompanionForm,
  hasRequiredFields,
  companionFormOf,
  ratingProblem,
  type CompanionFormValues,
} from './companion-form-values';
import { PersonaSection } from './persona-section';
import { PhotoPicker } from './photo-picker';
import { keptPhotos, releasePreview, type PhotoItem, type PhotoLimits } from './photo-items';

type Problem = 'required' | 'invalid' | null;

function CompanionForm({
  companion,
  limits,
  onDone,
  onBusyChange,
}: {
  companion: AdminCompanion | null;
  limits: PhotoLimits;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const editing = companion !== null;
  const [values, setValues] = useState<CompanionFormValues>(() =>
    companion ? companionFormOf(companion) : emptyCompanionForm(),
  );
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    companion ? keptPhotos(companion.photos) : [],
  );
  const [problem, setProblem] = useState<Problem>(null);
  const save = useSaveCompanion();
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);
  // Chosen files' preview addresses are released when the editor goes.
  useEffect(() => () => photosRef.current.forEach(releasePreview), []);

  const update: UpdateForm = (change) => {
    setValues(change);
    setProblem(null);
  };
  const complete = hasRequiredFields(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!complete) return setProblem('required');
    if (ageProblem(values.age) || ratingProblem(values.rating)) return setProblem('invalid');
    save.mutate(
      { id: companion?.id ?? null, draft: draftOf(values), photos },
      {
        onSuccess: (saved) => {
          toast.success(
            editing
              ? t('adminModels.form.updated', { name: saved.name })
              : t('adminModels.form.created', { name: saved.name }),
          );
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="pr-8">
        <DialogTitle className="font-display text-2xl font-semibold">
          {editing ? t('adminModels.form.editTitle') : t('adminModels.form.createTitle')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          {t('adminModels.form.text')}
        </DialogDescription>
      </div>
      {save.error ? (
        <ErrorBanner
          title={
            editing ? t('adminModels.errors.updateFailed') : t('adminModels.errors.createFailed')
          }
          detail={companionErrorDetail(save.error, t, limits)}
          onDismiss={() => save.reset()}
        />
      ) : null}
      <FormAlert>
        {problem === 'required'
          ? t('adminModels.form.required')
          : problem === 'invalid'
            ? t('adminModels.form.invalid')
            : null}
      </FormAlert>
      <BasicsSection values={values} update={update} disabled={save.isPending} />
      <FormSection title={t('adminModels.photos.title')}>
        <PhotoPicker
          photos={photos}
          onChange={setPhotos}
          limits={limits}
          disabled={save.isPending}
        />
      </FormSection>
      <DetailsSection values={values} update={update} disabled={save.isPending} />
      <PersonaSection values={values} update={update} disabled={save.isPending} />
      <div className="sticky -bottom-6 -mx-6 flex justify-end gap-3 border-t border-line bg-surface px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:px-8">
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            {t('adminModels.form.cancel')}
          </Button>
        </DialogClose>
        {/* aria-disabled, not disabled: a click still explains what is missing. */}
        <Button
          type="submit"
          aria-disabled={!complete || save.isPending}
          className={cn(!complete && 'cursor-not-allowed opacity-50')}
        >
          {save.isPending
            ? t('adminModels.form.saving')
            : editing
              ? t('adminModels.form.update')
              : t('adminModels.form.create')}
        </Button>
      </div>
    </form>
  );
}

/** The one editor for creating and editing a companion. */
export function CompanionFormDialog({
  open,
  companion,
  limits,
  onOpenChange,
}: {
  open: boolean;
  companion: AdminCompanion | null;
  limits: PhotoLimits;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
    >
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl">
        <CompanionForm
          key={companion?.id ?? 'new'}
          companion={companion}
          limits={limits}
          onBusyChange={setBusy}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </DialogRoot>
  );
}
