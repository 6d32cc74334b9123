import { Crown, Heart, LogOut, MessageCircle, Settings, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link';
import { cn } from '#client/components/ui/class-names';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import {
  chatShortcutPath,
  useConversations,
  useSession,
  useUnreadTotal,
} from '#client/features/session';
import { useLocalizedPath } from '#client/lib/language-context';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { useNavItems } from './use-nav-items';

const ROW =
  'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-medium text-ink-muted hover:bg-surface-hover hover:text-ink';

/**
 * The phone menu's side sheet, mirroring the header (focus trapped, Escape closes). Its own chunk
 * with the dialog library: loaded when the menu first opens (mobile-menu.tsx).
 */
export default function MobileMenuSheet({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const items = useNavItems();
  const conversations = useConversations();
  const unread = useUnreadTotal();

  const userLinks = user
    ? [
        { id: 'favorites', to: to('/favorites'), label: t('nav.favorites'), icon: Heart },
        {
          id: 'chat',
          to: to(chatShortcutPath(conversations.data)),
          label: unread > 0 ? t('nav.chatUnread', { count: unread }) : t('nav.chat'),
          icon: MessageCircle,
        },
        { id: 'profile', to: to('/profile'), label: t('nav.profile'), icon: UserRound },
        { id: 'settings', to: to('/settings'), label: t('nav.settings'), icon: Settings },
      ]
    : [];

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent placement="sheet">
        <div className="flex items-center justify-between">
          <DialogTitle className="flex items-center gap-2 font-display text-xl font-semibold">
            <LogoMark className="h-7 w-7" />
            {t('nav.menu')}
          </DialogTitle>
          <DialogClose
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-hover hover:text-ink"
            aria-label={t('nav.closeMenu')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogClose>
        </div>
        <DialogDescription className="sr-only">{t('nav.menuDescription')}</DialogDescription>

        {user ? (
          <p className="mt-4 flex items-center gap-2 px-4 text-sm text-ink-subtle">
            {user.name || user.username}
            {user.isPremium ? (
              <Crown role="img" aria-label={t('nav.premiumMember')} className="h-4 w-4 text-gold" />
            ) : null}
          </p>
        ) : null}

        <nav aria-label={t('nav.main')} className="mt-4">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) => cn(ROW, isActive && 'bg-surface-raised text-ink')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {userLinks.map(({ id, to: href, label, icon: Icon }) => (
              <li key={id}>
                <NavLink to={href} onClick={close} className={ROW}>
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-6 border-t border-line pt-6">
          <LanguageSwitcher className="w-full [&_select]:w-full" />
        </div>

        <div className="mt-auto flex flex-col gap-3 pt-8">
          {user ? (
            <button
              type="button"
              className={ROW}
              onClick={() => {
                close();
                void signOut(() => navigate(to('/'), { replace: true }));
              }}
            >
              <LogOut aria-hidden="true" className="h-5 w-5" />
              {t('nav.logout')}
            </button>
          ) : (
            <>
              <ButtonLink to={to('/login')} variant="outline" onClick={close}>
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to={to('/register')} onClick={close}>
                {t('nav.register')}
              </ButtonLink>
            </>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
