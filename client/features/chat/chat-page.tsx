import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { isApiError } from '#client/lib/api-client';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { localizeCompanion, useCompanion } from '#client/features/companions';
import { useSession } from '#client/features/session';
import { ChatLoading } from './chat-loading';
import { ChatView } from './chat-view';
import { PremiumGate } from './premium-gate';
import { useOpenConversation } from './use-conversation';

/**
 * chat/{id} (id: slug, 1-6 or UUID). Signed out: the prompt to sign in. Signed in: opens (or
 * creates) the conversation; a premium companion and a free user get the upgrade card.
 */
export function ChatPage({ companionId }: { companionId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const { user } = useSession();
  const model = useCompanion(companionId);
  const open = useOpenConversation(companionId, user !== null);
  const text = model.data ? localizeCompanion(model.data, language) : null;
  const title = text ? t('chat.title', { name: text.name }) : t('titles.chat');

  if (!user) {
    return (
      <>
        <PageTitle title={title} />
        <SignInPrompt
          icon={<MessageCircle aria-hidden="true" className="h-8 w-8" />}
          title={t('chat.signedOut.title')}
          text={t('chat.signedOut.text')}
        />
      </>
    );
  }

  const notFound =
    (isApiError(model.error) && model.error.isNotFound) ||
    (isApiError(open.error) && open.error.isNotFound);
  if (notFound) {
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

  if (isApiError(open.error) && open.error.code === 'PREMIUM_REQUIRED') {
    return (
      <>
        <PageTitle title={title} />
        <PremiumGate companion={model.data} name={text?.name ?? companionId} />
      </>
    );
  }

  if (model.isError || open.isError) {
    const status = isApiError(open.error) ? open.error.status : 0;
    return (
      <Container className="py-16">
        <PageTitle title={title} />
        <ErrorState
          title={t('chat.loadError.title')}
          message={
            open.isError && status > 0
              ? t('chat.loadError.createFailed', { status })
              : t('chat.loadError.text')
          }
          onRetry={() => {
            if (model.isError) void model.refetch();
            if (open.isError) void open.refetch();
          }}
        />
      </Container>
    );
  }

  if (!model.data || !text || !open.data) return <ChatLoading title={title} />;

  return (
    <>
      <PageTitle title={title} />
      <ChatView
        key={open.data.id}
        conversation={open.data}
        companion={model.data}
        text={text}
        user={user}
        companionId={companionId}
      />
    </>
  );
}
