import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { loadLanguage } from '#client/lib/i18n';
import { LogoMark } from './logo';

const NATIVE_NAMES: Record<Language, 'language.english' | 'language.bulgarian'> = {
  en: 'language.english',
  bg: 'language.bulgarian',
};

/**
 * The blocking first-visit choice: English or Bulgarian, then Continue. Its own texts follow the
 * highlighted option, so a Bulgarian speaker reads the note in Bulgarian before continuing.
 * Only the suggested language's texts come with the first load: another one is fetched when its
 * option is pointed at or chosen, and until it is there the modal keeps the texts it shows.
 * (Both locale files carry the same native names, so either names both options.)
 * For assistive technology: a modal dialog named by its title, whose `lang` (and the page's)
 * is the language of the texts it shows; focus starts on the chosen option, and after Continue
 * the page's main content takes it (client/app/preferences/preferences-gate.tsx).
 * It is the browser's own `<dialog>` opened with `showModal()` (the page behind is inert, focus
 * stays inside) rather than the dialog library the other dialogs use: a first visit downloads
 * this modal, and the library would add 13 KB to it (decision 017's budget).
 */
export default function LanguageModal({
  initialLanguage,
  onContinue,
}: {
  initialLanguage: Language;
  onContinue: (language: Language) => void;
}) {
  const { i18n } = useTranslation();
  const [choice, setChoice] = useState<Language>(initialLanguage);
  const [shown, setShown] = useState<Language>(initialLanguage);
  const hasTexts = (language: Language) => i18n.hasResourceBundle(language, 'translation');
  const textLanguage = hasTexts(choice) ? choice : shown;
  const t = i18n.getFixedT(textLanguage);
  const groupName = useId();
  const titleId = useId();
  const descriptionId = useId();
  const chosenOption = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const continued = useRef(false);

  // Opens as a modal once; if the browser closes it anyway (Chrome lets a second Escape through),
  // it opens again: there is no page to go back to before a language is chosen.
  const openModal = () => {
    const element = dialog.current;
    if (!element || element.open || continued.current) return;
    // jsdom (the unit tests) has no showModal: there the dialog is simply open.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    chosenOption.current?.focus();
  };
  useEffect(openModal, []);

  useEffect(() => {
    document.documentElement.lang = textLanguage;
  }, [textLanguage]);

  useEffect(() => {
    let active = true;
    loadLanguage(choice).then(
      () => {
        if (active) setShown(choice);
      },
      () => undefined, // Offline: the texts on screen stay, Continue still works.
    );
    return () => {
      active = false;
    };
  }, [choice]);

  return (
    <div className="flex min-h-dvh items-center justify-center">
      <dialog
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        lang={textLanguage}
        onCancel={(event) => event.preventDefault()}
        onClose={openModal}
        className="m-auto w-[calc(100%-2rem)] max-w-md animate-rise-in rounded-3xl border border-line bg-surface p-6 text-center text-ink shadow-2xl shadow-black/50 backdrop:bg-black/70 backdrop:backdrop-blur-sm focus:outline-none sm:p-8"
      >
        <LogoMark className="mx-auto h-12 w-12" />
        <h2 id={titleId} className="mt-4 font-display text-2xl font-semibold sm:text-3xl">
          {t('language.modalTitle')}
        </h2>
        <p id={descriptionId} className="mt-2 text-ink-muted">
          {t('language.modalDescription')}
        </p>
        <form
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            // The gate then shows the page instead: the dialog leaves the page (and the
            // browser's top layer) with this component, so it needs no close().
            continued.current = true;
            onContinue(choice);
          }}
        >
          <fieldset>
            <legend className="sr-only">{t('language.label')}</legend>
            <div className="grid gap-3">
              {LANGUAGES.map((language) => {
                const selected = choice === language;
                return (
                  <label
                    key={language}
                    lang={language}
                    onPointerEnter={() => void loadLanguage(language).catch(() => undefined)}
                    className={cn(
                      'flex cursor-pointer items-center justify-between rounded-2xl border px-5 py-4 text-left text-lg font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-soft',
                      selected
                        ? 'border-accent bg-accent/10 text-ink'
                        : 'border-line text-ink-muted hover:border-line-strong hover:text-ink',
                    )}
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={language}
                      checked={selected}
                      ref={selected ? chosenOption : undefined}
                      onChange={() => setChoice(language)}
                      className="sr-only"
                    />
                    {i18n.getFixedT(hasTexts(language) ? language : shown)(NATIVE_NAMES[language])}
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex h-6 w-6 items-center justify-center rounded-full border',
                        selected
                          ? 'border-transparent bg-accent-gradient text-white'
                          : 'border-line-strong',
                      )}
                    >
                      {selected ? <Check className="h-4 w-4" /> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Button type="submit" size="lg" className="mt-6 w-full">
            {t('language.continue')}
          </Button>
          <p className="mt-4 text-sm text-ink-subtle">{t('language.settingsNote')}</p>
        </form>
      </dialog>
    </div>
  );
}
