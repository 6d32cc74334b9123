import { Compass, Heart, MessageCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card';
import { useLocalizedPath } from '#client/lib/language-context';

/** Browse, Create your companion, Favorites and Start Chat (chat 1). */
export function QuickActions() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const actions = [
    { id: 'browse', href: to('/models'), label: t('dashboard.quickActions.browse'), Icon: Compass },
    {
      id: 'create',
      href: to('/models/new'),
      label: t('dashboard.quickActions.create'),
      Icon: Sparkles,
    },
    {
      id: 'favorites',
      href: to('/favorites'),
      label: t('dashboard.quickActions.favorites'),
      Icon: Heart,
    },
    {
      id: 'chat',
      href: to('/chat/1'),
      label: t('dashboard.quickActions.startChat'),
      Icon: MessageCircle,
    },
  ];
  return (
    <Card className="p-5">
      <h2 className="font-display text-xl font-semibold">{t('dashboard.quickActions.title')}</h2>
      <ul className="mt-4 grid grid-cols-1 gap-2">
        {actions.map(({ id, href, label, Icon }) => (
          <li key={id}>
            <Link
              to={href}
              className="flex items-center gap-3 rounded-xl border border-line px-4 py-3 font-medium text-ink-muted transition-colors hover:border-accent/50 hover:bg-surface-hover hover:text-ink"
            >
              <Icon aria-hidden="true" className="h-5 w-5 text-accent" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
