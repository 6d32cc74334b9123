import { useQueryClient } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { isAdmin, useSession } from '#client/features/session';
import { MaintenancePage } from './maintenance-page';
import { useMaintenance } from './use-maintenance';

/**
 * While the site is in maintenance, everyone but admins gets the maintenance page instead of the
 * site (the sign-in page stays, so an admin can sign in). When it ends, the site comes back and
 * the calls refused meanwhile are made again.
 */
export function MaintenanceGate({
  children,
  controls,
}: {
  children: ReactNode;
  controls?: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { active, config } = useMaintenance();
  const onSignInPage = useMatch('/:lang/login') !== null;
  const blocked = active && !isAdmin(user) && !onSignInPage;

  const wasBlocked = useRef(blocked);
  useEffect(() => {
    if (wasBlocked.current && !blocked && !config.data?.maintenance) {
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.status === 'error',
      });
      toast.success(t('maintenance.back'), { id: 'maintenance-over' });
    }
    wasBlocked.current = blocked;
  }, [blocked, config.data?.maintenance, queryClient, t]);

  if (blocked) return <MaintenancePage config={config} controls={controls} />;
  return children;
}

/** For admins while maintenance is on: the site works for them, and they are told it is on. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();
  const { active } = useMaintenance();
  if (!active || !isAdmin(user)) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-500/40 bg-amber-500/15 px-4 py-2 text-center text-sm text-amber-200"
    >
      <Wrench aria-hidden="true" className="mr-2 inline h-4 w-4 align-[-2px]" />
      <strong className="font-semibold">{t('maintenance.banner')}</strong>
      <span className="hidden sm:inline"> · {t('maintenance.bannerText')}</span>{' '}
      <Link
        to={to('/admin?tab=settings')}
        className="ml-1 font-medium underline underline-offset-4 hover:text-amber-100"
      >
        {t('maintenance.bannerLink')}
      </Link>
    </div>
  );
}
