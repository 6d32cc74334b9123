import { Compass, Crown, Heart, Info, Lightbulb, Settings, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunicationStyle } from '#common/contracts/profile';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { formatDate } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import type { SessionUser } from '#client/features/session';

export function TipsCard() {
  const { t } = useTranslation();
  const tips = [
    t('myProfile.tips.interests'),
    t('myProfile.tips.about'),
    t('myProfile.tips.style'),
  ];
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="h-5 w-5 text-gold" />
        {t('myProfile.tips.title')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-ink-muted">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
            {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** For premium users: their membership, with a link to the subscription settings. */
export function PremiumCard() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section
      aria-labelledby="my-premium-title"
      className="rounded-2xl border border-amber-300/30 bg-gradient-to-br from-amber-400/15 via-surface to-violet-600/20 p-6"
    >
      <h2
        id="my-premium-title"
        className="flex items-center gap-2 font-display text-lg font-semibold"
      >
        <Crown aria-hidden="true" className="h-5 w-5 text-gold" />
        {t('myProfile.premium.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('myProfile.premium.text')}</p>
      <ButtonLink to={to('/settings?tab=subscription')} variant="premium" className="mt-4 w-full">
        {t('myProfile.premium.manage')}
      </ButtonLink>
    </section>
  );
}

export function ProfileQuickActions() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const links = [
    { href: to('/models'), label: t('myProfile.quickActions.models'), Icon: Compass },
    { href: to('/favorites'), label: t('myProfile.quickActions.favorites'), Icon: Heart },
    { href: to('/settings'), label: t('myProfile.quickActions.settings'), Icon: Settings },
  ];
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
        <Zap aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('myProfile.quickActions.title')}
      </h2>
      <ul className="mt-3 grid gap-1">
        {links.map(({ href, label, Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-muted hover:bg-surface-hover hover:text-ink"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-accent" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Member since, status, last login (this session) and communication style. */
export function AccountInfoCard({ user, style }: { user: SessionUser; style: CommunicationStyle }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows = [
    { label: t('myProfile.account.memberSince'), value: formatDate(user.createdAt, language) },
    { label: t('myProfile.account.status'), value: t(`myProfile.account.statuses.${user.status}`) },
    { label: t('myProfile.account.lastLogin'), value: t('myProfile.account.activeNow') },
    { label: t('myProfile.account.style'), value: t(`myProfile.style.options.${style}.label`) },
  ];
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
        <Info aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('myProfile.account.title')}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-ink-subtle">{row.label}</dt>
            <dd className="text-right font-medium text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
