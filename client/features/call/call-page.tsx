import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { usePublicConfig } from '#client/lib/public-config';
import { localizeCompanion, useCompanion } from '#client/features/companions';
import { isAdmin, useSession } from '#client/features/session';
import { CallUpgrade, VoiceUnavailable } from './call-notices';
import { CallView } from './call-view';
import type { CallEnvironment } from './realtime-call';

function CallLoading() {
  const { t } = useTranslation();
  return (
    <Container className="flex flex-col items-center gap-4 py-16" role="status">
      <span className="sr-only">{t('call.loading')}</span>
      <Skeleton className="h-36 w-36 rounded-full" />
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-28" />
    </Container>
  );
}

/**
 * call/{id} (id: lower-case name, 1-6 or UUID). Signed out: the prompt to sign in. Signed in:
 * free users get the upgrade offer, a server without a voice provider says so, everyone else
 * gets the call screen.
 */
export function CallPage({
  companionId,
  environment,
}: {
  companionId: string;
  /** The browser's media and WebRTC; unit tests pass fakes. */
  environment?: CallEnvironment;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const { user } = useSession();
  const model = useCompanion(companionId);
  const config = usePublicConfig();
  const text = model.data ? localizeCompanion(model.data, language) : null;
  const title = text ? t('call.title', { name: text.name }) : t('titles.call');

  if (!user) {
    return (
      <>
        <PageTitle title={title} />
        <SignInPrompt
          icon={<Phone aria-hidden="true" className="h-8 w-8" />}
          title={t('call.signedOut.title')}
          text={t('call.signedOut.text')}
        />
      </>
    );
  }

  if (isApiError(model.error) && model.error.isNotFound) {
    return (
      <Container className="py-16">
        <PageTitle title={t('chat.notFound.title')} />
        <div className="mx-auto max-w-lg text-center">
          <h1 className="font-display text-3xl font-semibold">{t('chat.notFound.title')}</h1>
          <p className="mt-3 text-ink-muted">{t('chat.notFound.text')}</p>
          <ButtonLink to={to('/models')} className="mt-6">
            {t('chat.notFound.browse')}
          </ButtonLink>
        </div>
      </Container>
    );
  }

  if (model.isError) {
    return (
      <Container className="py-16">
        <PageTitle title={title} />
        <ErrorState
          title={t('chat.loadError.title')}
          message={t('chat.loadError.text')}
          onRetry={() => void model.refetch()}
        />
      </Container>
    );
  }

  const name = text?.name ?? companionId;
  // As the server decides: Premium and Pro call, and so do admins (who test the feature).
  if (!user.isPremium && !isAdmin(user)) {
    return (
      <>
        <PageTitle title={title} />
        <CallUpgrade companion={model.data} name={name} companionId={companionId} />
      </>
    );
  }

  // Without the config the call is still offered: the server answers 503 when voice is off.
  if (config.data?.voice === false) {
    return (
      <>
        <PageTitle title={title} />
        <VoiceUnavailable companion={model.data} name={name} companionId={companionId} />
      </>
    );
  }

  if (!model.data || !text || config.isPending) {
    return (
      <>
        <PageTitle title={title} />
        <CallLoading />
      </>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <CallView
        companion={model.data}
        text={text}
        companionId={companionId}
        environment={environment}
      />
    </>
  );
}
