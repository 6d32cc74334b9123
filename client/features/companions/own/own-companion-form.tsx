import { Languages } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnCompanion } from '#common/contracts/own-companions';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { FormAlert } from '#client/components/ui/form-alert';
import { useLocalizedPath } from '#client/lib/language-context';
import type { AvatarChoice } from './api';
import { AvatarChooser } from './avatar-chooser';
import { OwnCompanionPreview } from './own-companion-preview';
import { TextEntryField } from '#client/components/ui/text-entry-field';
import { fieldIdOf } from './own-field';
import {
  otherLanguage,
  serverProblems,
  validateOwnForm,
  type OwnFormValues,
  type OwnTextField,
  type Problems,
} from './own-form-values';
import { OwnTextSections, useProblemText } from './own-text-sections';

/** Focus on the first field with a problem (opening the other language's part if it is there). */
function focusFirstProblem(problems: Problems, fallback: HTMLElement | null) {
  const paths = Object.keys(problems);
  if (paths.length === 0) return;
  const first = paths
    .map((path) => document.getElementById(fieldIdOf(path)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return fallback?.focus();
  const details = first.closest('details');
  if (details) details.open = true;
  first.focus();
}

export interface OwnFormSubmit {
  values: OwnFormValues;
  avatar: AvatarChoice;
}

/**
 * The one form for creating and editing a companion of one's own, with her live preview. The
 * checks the server makes run here first (validateOwnForm); what the server still refuses comes
 * back by field (`serverError`) and shows next to the field it names. `failure` is anything
 * else, said above the buttons (the plan's limit, a network failure).
 */
export function OwnCompanionForm({
  initial,
  companion,
  submitLabel,
  pendingLabel,
  pending,
  serverError,
  failure,
  onSubmit,
  cancelTo,
}: {
  initial: OwnFormValues;
  /** Editing: her stored state (picture, machine-translated language). */
  companion: OwnCompanion | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  serverError: unknown;
  failure: ReactNode;
  onSubmit: (submit: OwnFormSubmit) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const problemText = useProblemText();
  const [values, setValues] = useState(initial);
  const [avatar, setAvatar] = useState<AvatarChoice>({ kind: 'keep' });
  const [problems, setProblems] = useState<Problems>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const written = values.written;
  const other = otherLanguage(written);
  const languageName = (language: typeof written) => t(`ownCompanions.languages.${language}`);

  // The server's field errors (until the next submit) beside the form's own.
  const shown = useMemo(
    () => (pending ? problems : { ...serverProblems(serverError), ...problems }),
    [pending, problems, serverError],
  );

  // A refusal by the server moves focus to the first field it names, like the form's own.
  useEffect(() => {
    focusFirstProblem(serverProblems(serverError), alertRef.current);
  }, [serverError]);

  // Chosen files' preview addresses are released when the form goes.
  const avatarRef = useRef(avatar);
  useEffect(() => {
    avatarRef.current = avatar;
  }, [avatar]);
  useEffect(
    () => () => {
      if (avatarRef.current.kind === 'file') URL.revokeObjectURL(avatarRef.current.url);
    },
    [],
  );

  const changeText = (language: typeof written) => (field: OwnTextField, value: string) => {
    setValues((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateOwnForm(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstProblem(found, alertRef.current);
    onSubmit({ values, avatar });
  };

  const count = Object.keys(shown).length;
  const avatarUrl =
    avatar.kind === 'keep'
      ? (companion?.avatar_url ?? '')
      : avatar.kind === 'none'
        ? ''
        : avatar.url;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-5" lang={written}>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Languages aria-hidden="true" className="h-4 w-4 shrink-0 text-accent" />
          {t('ownCompanions.writtenIn', { language: languageName(written) })}
        </p>
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert>{count > 0 ? t('ownCompanions.problems.summary', { count }) : null}</FormAlert>
        </div>
        <OwnTextSections
          language={written}
          texts={values.texts[written]}
          onChange={changeText(written)}
          problems={shown}
          required
          disabled={pending}
          afterName={
            <TextEntryField
              id={fieldIdOf('age')}
              label={t('ownCompanions.fields.age')}
              hint={t('ownCompanions.fields.ageHint')}
              value={values.age}
              inputMode="numeric"
              maxLength={3}
              onChange={(age) => setValues((current) => ({ ...current, age }))}
              error={problemText(shown.age)}
              disabled={pending}
            />
          }
          picture={
            <AvatarChooser
              value={avatar}
              onChange={setAvatar}
              currentUrl={companion?.avatar_url ?? null}
              disabled={pending}
            />
          }
        />
        <details className="group rounded-2xl border border-line bg-surface/60 p-4">
          <summary className="cursor-pointer font-display text-lg font-semibold">
            {t('ownCompanions.sections.other', { language: languageName(other) })}
          </summary>
          <div className="mt-3 flex flex-col gap-5" lang={other}>
            <p className="text-sm text-ink-subtle">
              {t('ownCompanions.other.hint', {
                language: languageName(other),
                written: languageName(written),
              })}
            </p>
            {companion?.machine_translated === other ? (
              <p className="rounded-xl border border-amber-300/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
                {t('ownCompanions.other.machine')}
              </p>
            ) : null}
            <OwnTextSections
              language={other}
              texts={values.texts[other]}
              onChange={changeText(other)}
              problems={shown}
              required={false}
              disabled={pending}
            />
          </div>
        </details>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-3 border-t border-line bg-canvas/95 px-4 py-4 backdrop-blur">
          <ButtonLink to={to(cancelTo)} variant="outline">
            {t('ownCompanions.actions.cancel')}
          </ButtonLink>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <OwnCompanionPreview values={values} avatarUrl={avatarUrl} />
      </aside>
    </div>
  );
}
