import { useTranslation } from 'react-i18next';
import { useSession } from '#client/features/session';
import { useLocalizedPath } from '#client/lib/language-context';

export interface NavItem {
  id: string;
  to: string;
  label: string;
  /** Active only on the exact path (the language root). */
  end?: boolean;
}

/**
 * The header's links. Signed out: Home, Companions, Plans, Support (prices are public). Signed
 * in: Dashboard, Companions, My chats, Plans, Support, and Admin Panel for staff (admins; moderators,
 * whose panel is the Support tab).
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();

  if (!user) {
    return [
      { id: 'home', to: to('/'), label: t('nav.home'), end: true },
      { id: 'models', to: to('/models'), label: t('nav.models') },
      { id: 'plans', to: to('/plans'), label: t('nav.plans') },
      { id: 'support', to: to('/support'), label: t('nav.support') },
    ];
  }
  const items: NavItem[] = [
    { id: 'dashboard', to: to('/dashboard'), label: t('nav.dashboard') },
    { id: 'models', to: to('/models'), label: t('nav.models') },
    { id: 'chats', to: to('/chats'), label: t('nav.chats') },
    { id: 'plans', to: to('/plans'), label: t('nav.plans') },
    { id: 'support', to: to('/support'), label: t('nav.support') },
  ];
  if (user.role === 'admin' || user.role === 'moderator')
    items.push({ id: 'admin', to: to('/admin'), label: t('nav.admin') });
  return items;
}
