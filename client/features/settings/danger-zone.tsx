import { Download, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { type SessionUser, useSession } from '#client/features/session';
import { useExportData } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** Log out, download everything stored about the user, or delete the account. */
export function DangerZone({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const exportData = useExportData();

  return (
    <SettingsSection
      tone="danger"
      title={t('settings.danger.title')}
      description={t('settings.danger.text')}
    >
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => void signOut(() => navigate(to('/'), { replace: true }))}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t('nav.logout')}
        </Button>
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => toast.success(t('settings.danger.exported')),
              onError: (error) => toast.error(apiErrorMessage(error, t)),
            })
          }
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exportData.isPending ? t('settings.danger.exporting') : t('settings.danger.export')}
        </Button>
        <DeleteAccountDialog user={user} />
      </div>
    </SettingsSection>
  );
}
