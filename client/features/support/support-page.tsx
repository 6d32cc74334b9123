import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { PageTitle } from '#client/components/ui/page-title';
import { useSession } from '#client/features/session';
import { SupportView } from './support-view';

/**
 * {lang}/support: the chat with Nova, the user's tickets and the way
 * to a person. Support needs an account, so a visitor is asked to sign in (and comes back here).
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { user } = useSession();

  if (!user) {
    return (
      <>
        <PageTitle title={t('support.title')} />
        <SignInPrompt
          icon={<LifeBuoy aria-hidden="true" className="h-8 w-8" />}
          title={t('support.signedOut.title')}
          text={t('support.signedOut.text')}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title={t('support.title')} />
      <SupportView key={user.id} user={user} />
    </>
  );
}
