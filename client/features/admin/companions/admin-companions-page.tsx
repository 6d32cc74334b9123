import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { AccessDenied } from '../access-denied';
import { AdminCompanionsManager } from './admin-companions-manager';

/** {lang}/admin/models: companion management for admins; anyone else sees Access Denied. */
export function AdminCompanionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const to = useLocalizedPath();
  // RequireSignIn (the route) lets only signed-in users through.
  if (!user) return null;
  if (user.role !== 'admin') return <AccessDenied role={user.role} />;
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('adminModels.title')} />
      <ButtonLink to={to('/admin?tab=models')} variant="ghost" size="sm" className="self-start">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('adminModels.backToPanel')}
      </ButtonLink>
      <AdminCompanionsManager titleLevel={1} />
    </Container>
  );
}
