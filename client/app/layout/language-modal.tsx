import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import {
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
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
  const chosenOption = useRef<HTMLInputElement>(null);

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
      <DialogRoot open>
        <DialogContent
          blocking
          lang={textLanguage}
          className="text-center"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            chosenOption.current?.focus();
          }}
          // The page that follows puts focus on its content itself.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <LogoMark className="mx-auto h-12 w-12" />
          <DialogTitle className="mt-4 font-display text-2xl font-semibold sm:text-3xl">
            {t('language.modalTitle')}
          </DialogTitle>
          <DialogDescription className="mt-2 text-ink-muted">
            {t('language.modalDescription')}
          </DialogDescription>
          <form
            className="mt-6"
            onSubmit={(event) => {
              event.preventDefault();
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
                      {i18n.getFixedT(hasTexts(language) ? language : shown)(
                        NATIVE_NAMES[language],
                      )}
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
        </DialogContent>
      </DialogRoot>
    </div>
  );
}
