import { ChevronDown, Crown, LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type SessionUser, useSession } from '#client/features/session';
import { useLocalizedPath } from '#client/lib/language-context';

/** The signed-in user's menu (Profile, Settings, Logout), a disclosure closed by Escape or outside clicks. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const itemClass =
    'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-ink-muted hover:bg-surface-hover hover:text-ink';
  const close = () => setOpen(false);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface/80 pr-3 pl-1 text-sm font-medium hover:border-line-strong"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-accent-gradient text-white"
        >
          {Array.from(user.name || user.email)[0]?.toUpperCase()}
        </span>
        <span className="max-w-28 truncate">{user.name || user.username}</span>
        {user.isPremium ? (
          <Crown role="img" aria-label={t('nav.premiumMember')} className="h-4 w-4 text-gold" />
        ) : null}
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
        <span className="sr-only">{t('nav.userMenu')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-2xl border border-line bg-surface p-2 shadow-2xl shadow-black/50"
      >
        <ul>
          <li>
            <Link to={to('/profile')} className={itemClass} onClick={close}>
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <Link to={to('/settings')} className={itemClass} onClick={close}>
              <Settings aria-hidden="true" className="h-4 w-4" />
              {t('nav.settings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                void signOut(() => navigate(to('/'), { replace: true }));
              }}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
