import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '#common/contracts/user';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { useLocalizedPath } from '#client/lib/language-context';

/** What a member without a staff role sees at /admin (docs/product-rules.md, "Roles"). */
export function AccessDenied({ role }: { role: Role }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <PageTitle title={t('admin.denied.title')} />
      <div className="flex max-w-md flex-col items-center rounded-3xl border border-line bg-surface/80 px-6 py-12 text-center shadow-xl shadow-black/20">
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-rose-500/15 text-rose-300">
          <ShieldAlert aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-semibold">{t('admin.denied.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('admin.denied.text')}</p>
        <p className="mt-4 rounded-full bg-surface-raised px-4 py-1.5 text-sm text-ink-subtle">
          {t('admin.denied.role', { role: t(`admin.roles.${role}`) })}
        </p>
        <ButtonLink to={to('/dashboard')} variant="secondary" className="mt-8">
          {t('admin.denied.back')}
        </ButtonLink>
      </div>
    </Container>
  );
}
