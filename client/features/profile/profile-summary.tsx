import { Fragment } from 'react';
import { Crown, Mail, CalendarDays, Pencil, Save, Settings, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { InitialsAvatar } from '#client/components/ui/initials-avatar';
import { formatDate } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import type { SessionUser } from '#client/features/session';

/** Avatar, display name, e-mail, joined date, and the Edit / Save toggle with a Settings link. */
export function ProfileSummary({
  user,
  name,
  editing,
  saving,
  onEdit,
  onSave,
  onCancel,
}: {
  user: SessionUser;
  name: string;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:flex-wrap sm:items-center">
      <InitialsAvatar name={name} className="h-20 w-20 text-2xl" />
      {/* A basis of its own: the buttons move below rather than squeeze the name and e-mail. */}
      <div className="min-w-0 flex-1 sm:basis-72">
        <p className="flex items-center gap-2 font-display text-2xl font-semibold">
          <span className="truncate">{name}</span>
          {user.isPremium ? (
            <Crown role="img" aria-label={t('nav.premiumMember')} className="h-5 w-5 text-gold" />
          ) : null}
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
          <EmailText email={user.email} />
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink-subtle">
          <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('myProfile.joined', { date: formatDate(user.createdAt, language) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <Button onClick={onSave} disabled={saving}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {saving ? t('myProfile.saving') : t('myProfile.save')}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t('myProfile.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('myProfile.edit')}
            </Button>
            <ButtonLink to={to('/settings')} variant="outline">
              <Settings aria-hidden="true" className="h-4 w-4" />
              {t('nav.settings')}
            </ButtonLink>
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * An e-mail address that may break only after its "@", a dot, a hyphen or an underscore (and,
 * when even such a part is wider than the card, anywhere in it), never inside a word.
 */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@._+-])/u);
  return (
    <span data-testid="profile-email" className="min-w-0 [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
