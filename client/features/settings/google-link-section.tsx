import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#client/components/ui/form-alert';
import { usePublicConfig } from '#client/lib/public-config';
import { GoogleButton } from '#client/features/auth';
import type { SessionUser } from '#client/features/session';
import { useLinkGoogle } from './account-api';
import { googleLinkErrorKey } from './google-link-errors';
import { SettingsSection } from './settings-section';

/**
 * "Link Google" for an account without a Google link, when this server has Google sign-in (as
 * the sign-in page decides, from the public config). Google sign-in links an existing account
 * by itself only when its address is verified; everyone else links it here, signed in.
 */
export function GoogleLinkSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const clientId = usePublicConfig().data?.googleClientId;
  const link = useLinkGoogle();
  const { mutate } = link;
  const [problem, setProblem] = useState<string | null>(null);
  const onCredential = useCallback(
    (credential: string | null) => {
      if (!credential) {
        setProblem(t('auth.google.invalidToken'));
        return;
      }
      setProblem(null);
      mutate(credential, { onError: (error) => setProblem(t(googleLinkErrorKey(error))) });
    },
    [mutate, t],
  );

  // Once linked, the section stays for this visit to say so; it is not offered again after.
  if (!clientId || (user.google && !link.isSuccess)) return null;
  return (
    <SettingsSection title={t('settings.google.title')} description={t('settings.google.text')}>
      {link.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-soft" />
          {t('settings.google.linked')}
        </p>
      ) : (
        <div className="flex max-w-sm flex-col gap-3">
          <GoogleButton
            clientId={clientId}
            text="continue_with"
            onCredential={onCredential}
            disabled={link.isPending}
          />
          {link.isPending ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('settings.google.linking')}
            </p>
          ) : null}
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
    </SettingsSection>
  );
}
