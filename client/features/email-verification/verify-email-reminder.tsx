import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useSession } from '#client/features/session';
import { ResendVerification } from './resend-verification';

/** Dismissed for this browser session (docs/product-rules.md), per account. */
const DISMISSED_KEY = 'verify-reminder-dismissed';

function wasDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberDismissal(userId: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage refused (private mode): it stays hidden until the page is reloaded.
  }
}

/**
 * For a signed-in user whose address is not verified yet: unverified accounts can use the app,
 * they are only reminded (and can ask for the link again). Hidden for the browser session once
 * dismissed; on the verify-email page, which does the verifying itself; and on the chat and call
 * pages, which fill the screen exactly (client/features/chat/chat-view.tsx) and would push the
 * message box below it.
 */
export function VerifyEmailReminder() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [dismissedNow, setDismissedNow] = useState(false);
  const onVerifyPage = useMatch('/:lang/verify-email') !== null;
  const onChatPage = useMatch('/:lang/chat/:id') !== null;
  const onCallPage = useMatch('/:lang/call/:id') !== null;
  if (!user || user.emailVerified || onVerifyPage || onChatPage || onCallPage) return null;
  if (dismissedNow || wasDismissed(user.id)) return null;
  return (
    <section
      aria-label={t('verifyReminder.label')}
      data-testid="verify-email-reminder"
      className="border-b border-accent/30 bg-accent-strong/10 px-4 py-3 text-sm"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-soft" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <p className="min-w-0 flex-1 break-words text-ink">
            {t('verifyReminder.text', { email: user.email })}
          </p>
          <ResendVerification className="sm:items-end" />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('verifyReminder.dismiss')}
          className="-mt-2 -mr-2 shrink-0"
          onClick={() => {
            rememberDismissal(user.id);
            setDismissedNow(true);
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  );
}
