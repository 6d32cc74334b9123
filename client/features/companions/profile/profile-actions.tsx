import { Crown, MessageCircle, Pencil, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanionDetail } from '#common/contracts/companions';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { useLocalizedPath } from '#client/lib/language-context';
import { FavoriteButton } from '../favorite-button';
import { chatPath, editPath, type LocalizedCompanion } from '../localize-companion';

export function ProfileQuickActions({
  companion,
  text,
}: {
  companion: CompanionDetail;
  text: LocalizedCompanion;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <Zap aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('profile.quickActions.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        <ButtonLink to={to(chatPath(companion))} className="w-full">
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('profile.quickActions.startConversation')}
        </ButtonLink>
        <FavoriteButton companionId={companion.id} modelName={text.name} variant="labelled" />
      </div>
    </Card>
  );
}

/** Her creator's own controls: edit her (the edit page also exports and deletes her). */
export function ProfileOwnerCard({ companion }: { companion: CompanionDetail }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Card className="p-6" data-testid="profile-owner">
      <h2 className="font-display text-xl font-semibold">{t('profile.own.title')}</h2>
      <p className="mt-2 text-sm text-ink-muted">{t('profile.own.text')}</p>
      <ButtonLink to={to(editPath(companion))} variant="outline" className="mt-4 w-full">
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('profile.own.edit')}
      </ButtonLink>
    </Card>
  );
}

/** For premium companions: what premium opens; for the others: the upsell for the gallery. */
export function ProfilePremiumCard({
  companion,
  text,
}: {
  companion: CompanionDetail;
  text: LocalizedCompanion;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const benefits = [
    t('profile.premiumCard.benefitChat'),
    t('profile.premiumCard.benefitPhotos'),
    t('profile.premiumCard.benefitVoice'),
  ];
  return (
    <section
      aria-labelledby="premium-card-title"
      className="relative overflow-hidden rounded-2xl border border-amber-300/30 bg-gradient-to-br from-amber-400/15 via-surface to-violet-600/20 p-6"
    >
      <Crown
        aria-hidden="true"
        className="absolute -top-3 -right-3 h-24 w-24 rotate-12 text-amber-300/10"
      />
      <h2
        id="premium-card-title"
        className="flex items-center gap-2 font-display text-xl font-semibold"
      >
        <Crown aria-hidden="true" className="h-5 w-5 text-gold" />
        {companion.is_premium
          ? t('profile.premiumCard.premiumTitle')
          : t('profile.premiumCard.upsellTitle')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        {companion.is_premium
          ? t('profile.premiumCard.premiumText', { name: text.name })
          : t('profile.premiumCard.upsellText', { name: text.name })}
      </p>
      <ul className="mt-4 space-y-1.5 text-sm text-ink">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
            {benefit}
          </li>
        ))}
      </ul>
      <ButtonLink to={to('/plans')} variant="premium" className="mt-5 w-full">
        {t('profile.premiumCard.cta')}
      </ButtonLink>
    </section>
  );
}
