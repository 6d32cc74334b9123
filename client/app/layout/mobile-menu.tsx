import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

/**
 * The phone menu's button. The sheet and the dialog library behind it (about 10 KB gzipped) are
 * not part of the first load: they are fetched when a finger or pointer nears the button, and
 * shown when it is pressed. Focus returns to the button when the sheet closes.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const prefetch = () => void loadSheet().catch(() => undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('nav.openMenu')}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-surface/80 text-ink xl:hidden"
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
