import { useTranslation } from 'react-i18next';
import type { SessionUser } from '#client/features/session';
import { EmailForm } from './email-form';
import { GoogleLinkSection } from './google-link-section';
import { LanguageSection } from './language-section';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { SettingsSection } from './settings-section';

/** Name, e-mail, password (with the current password), linking Google and language. */
export function AccountTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <SettingsSection title={t('settings.account.nameTitle')}>
        <NameForm user={user} />
      </SettingsSection>
      {user.hasPassword ? (
        <>
          <SettingsSection
            title={t('settings.account.emailTitle')}
            description={t('settings.account.emailText')}
          >
            <EmailForm user={user} />
          </SettingsSection>
          <SettingsSection
            title={t('settings.account.passwordTitle')}
            description={t('settings.account.passwordText')}
          >
            <PasswordForm />
          </SettingsSection>
        </>
      ) : (
        <SettingsSection title={t('settings.account.emailTitle')}>
          <p className="text-sm text-ink-muted">
            {t('settings.account.googleManaged', { email: user.email })}
          </p>
        </SettingsSection>
      )}
      <GoogleLinkSection user={user} />
      <SettingsSection
        title={t('settings.language.title')}
        description={t('settings.language.text')}
      >
        <LanguageSection />
      </SettingsSection>
    </div>
  );
}
