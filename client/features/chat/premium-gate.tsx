import { ArrowLeft, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Companion } from '#common/contracts/companions';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';
import { companionPath } from '#client/features/companions';

/** A premium companion and a free user: the upgrade instead of the chat (the server's 403). */
export function PremiumGate({
  companion,
  name,
}: {
  companion: Companion | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container className="flex justify-center py-14 sm:py-20">
      <Card
        className="flex max-w-lg flex-col items-center p-8 text-center"
        data-testid="premium-gate"
      >
        {companion ? (
          <img
            src={companion.avatar_url}
            alt=""
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover ring-4 ring-gold/50"
          />
        ) : null}
        <Crown aria-hidden="true" className="mt-4 h-8 w-8 text-gold" />
        <h1 className="mt-3 font-display text-3xl font-semibold">
          {t('chat.premiumGate.title', { name })}
        </h1>
        <p className="mt-3 text-ink-muted">{t('chat.premiumGate.text', { name })}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={to('/plans')} variant="premium">
            <Crown aria-hidden="true" className="h-4 w-4" />
            {t('chat.premiumGate.upgrade')}
          </ButtonLink>
          {companion ? (
            <ButtonLink to={to(companionPath(companion))} variant="outline">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('chat.premiumGate.back')}
            </ButtonLink>
          ) : null}
        </div>
      </Card>
    </Container>
  );
}
