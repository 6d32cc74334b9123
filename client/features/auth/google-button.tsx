import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/class-names';
import { useLanguage } from '#client/lib/language-context';
import { GoogleLoadError, loadGoogleIdentity } from './google-identity';

const MAX_WIDTH = 400;

/**
 * Google's own sign-in button, rendered into a container once the script has loaded. The
 * credential goes to `onCredential`; load and set-up failures are shown under the button.
 */
export function GoogleButton({
  clientId,
  text,
  onCredential,
  disabled = false,
}: {
  clientId: string;
  text: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (credential: string | null) => void;
  /** Shown but not usable (e.g. until the sign-up checkboxes are ticked). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        const element = container.current;
        if (!active || !element) return;
        try {
          google.initialize({
            client_id: clientId,
            callback: (response) => callback.current(response.credential ?? null),
          });
          element.replaceChildren();
          google.renderButton(element, {
            type: 'standard',
            theme: 'filled_black',
            size: 'large',
            shape: 'pill',
            text,
            width: Math.min(element.offsetWidth || 320, MAX_WIDTH),
            locale: language,
          });
          setProblem(null);
        } catch {
          setProblem(t('auth.google.notInitialized'));
        }
      },
      (error: unknown) => {
        if (!active) return;
        const missing = error instanceof GoogleLoadError && error.reason === 'missing';
        setProblem(missing ? t('auth.google.failedToLoad') : t('auth.google.loadFailed'));
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, text, language, t]);

  return (
    <div>
      <div
        ref={container}
        inert={disabled}
        aria-disabled={disabled || undefined}
        className={cn(
          'flex min-h-11 w-full justify-center transition-opacity [color-scheme:light]',
          disabled && 'pointer-events-none opacity-40',
        )}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-center text-sm text-rose-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
