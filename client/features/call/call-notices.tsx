import { ArrowLeft, Crown, PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Companion } from '#common/contracts/companions';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';

function Notice({
  companion,
  icon,
  title,
  text,
  children,
  testId,
}: {
  companion: Companion | undefined;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Container className="flex justify-center py-14 sm:py-20">
      <Card className="flex max-w-lg flex-col items-center p-8 text-center" data-testid={testId}>
        {companion ? (
          <img
            src={companion.avatar_url}
            alt=""
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover ring-4 ring-accent/30"
          />
        ) : null}
        <span className="mt-4">{icon}</span>
        <h1 className="mt-3 font-display text-3xl font-semibold">{title}</h1>
        <p className="mt-3 text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Card>
    </Container>
  );
}

function BackToChat({ companionId }: { companionId: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <ButtonLink to={to(`/chat/${companionId}`)} variant="outline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('call.backToChat')}
    </ButtonLink>
  );
}

/** A free user: the upgrade offer instead of a call the server would refuse. */
export function CallUpgrade({
  companion,
  name,
  companionId,
}: {
  companion: Companion | undefined;
  name: string;
  companionId: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Notice
      testId="call-upgrade"
      companion={companion}
      icon={<Crown aria-hidden="true" className="h-8 w-8 text-gold" />}
      title={t('call.upgrade.title', { name })}
      text={t('call.upgrade.text', { name })}
    >
      <ButtonLink to={to('/plans')} variant="premium">
        <Crown aria-hidden="true" className="h-4 w-4" />
        {t('call.upgrade.button')}
      </ButtonLink>
      <BackToChat companionId={companionId} />
    </Notice>
  );
}

/** No voice provider is configured on this server (GET /api/config voice: false, or a 503). */
export function VoiceUnavailable({
  companion,
  name,
  companionId,
}: {
  companion: Companion | undefined;
  name: string;
  companionId: string;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      testId="voice-unavailable"
      companion={companion}
      icon={<PhoneOff aria-hidden="true" className="h-8 w-8 text-ink-muted" />}
      title={t('call.unavailable.title')}
      text={t('call.unavailable.text', { name })}
    >
      <BackToChat companionId={companionId} />
    </Notice>
  );
}
