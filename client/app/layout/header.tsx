import { Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '#client/components/ui/button-link';
import { cn } from '#client/components/ui/class-names';
import { Container } from '#client/components/ui/container';
import { UnreadCount } from '#client/components/unread-count';
import {
  chatShortcutPath,
  useConversations,
  useSession,
  useUnreadTotal,
} from '#client/features/session';
import { useLocalizedPath } from '#client/lib/language-context';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useNavItems } from './use-nav-items';
import { UserMenu } from './user-menu';

const ICON_LINK =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-hover hover:text-ink';

export function Header() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();
  const items = useNavItems();
  const conversations = useConversations();
  const unread = useUnreadTotal();

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-canvas/80 backdrop-blur-xl">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {user ? (
            <div className="hidden items-center gap-1 md:flex">
              <Link to={to('/favorites')} className={ICON_LINK} aria-label={t('nav.favorites')}>
                <Heart aria-hidden="true" className="h-5 w-5" />
              </Link>
              <Link
                to={to(chatShortcutPath(conversations.data))}
                className={cn(ICON_LINK, 'relative')}
                aria-label={unread > 0 ? t('nav.chatUnread', { count: unread }) : t('nav.chat')}
              >
                <MessageCircle aria-hidden="true" className="h-5 w-5" />
                <UnreadCount count={unread} className="absolute -top-0.5 -right-0.5" />
              </Link>
              <UserMenu user={user} />
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to={to('/login')} variant="ghost" size="sm">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to={to('/register')} size="sm">
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
