import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#common/contracts/companions';
import { cn } from '#client/components/ui/class-names';
import { LockedImageOverlay } from './locked-image-overlay';

/**
 * The four-image gallery: a main view, previous/next buttons and thumbnails. Arrow keys, Home and
 * End move between thumbnails. Locked images (the server sends no address) show a blurred
 * placeholder with the premium overlay.
 */
export function ProfileGallery({
  images,
  name,
  placeholderUrl,
}: {
  images: GalleryImage[];
  name: string;
  placeholderUrl: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const current = images[index];

  if (!current) return null;

  const select = (next: number, focus = false) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    if (focus) thumbnails.current[wrapped]?.focus();
  };

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const position = { index: index + 1, total, name };
  const isLocked = current.locked || current.url === null;

  return (
    <section aria-label={t('profile.gallery.label', { name })} className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-3xl border border-line bg-surface-raised">
        {isLocked ? (
          <LockedImageOverlay placeholderUrl={placeholderUrl} />
        ) : (
          <img
            key={current.url}
            src={current.url ?? ''}
            alt={t('profile.gallery.photoAlt', position)}
            className="h-full w-full animate-fade-in object-cover"
            width={640}
            height={800}
            fetchPriority="high"
          />
        )}
        <button
          type="button"
          onClick={() => select(index - 1)}
          aria-label={t('profile.gallery.previous')}
          className="absolute top-1/2 left-3 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/15 backdrop-blur hover:bg-black/70"
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => select(index + 1)}
          aria-label={t('profile.gallery.next')}
          className="absolute top-1/2 right-3 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/15 backdrop-blur hover:bg-black/70"
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
        <p
          aria-live="polite"
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-black/55 px-3 py-1 text-xs font-medium text-white backdrop-blur"
        >
          {t('profile.gallery.position', position)}
        </p>
      </div>

      <div
        role="group"
        aria-label={t('profile.gallery.thumbnails')}
        className="grid grid-cols-4 gap-2 sm:gap-3"
      >
        {images.map((image, thumbIndex) => {
          const locked = image.locked || image.url === null;
          const selected = thumbIndex === index;
          return (
            <button
              key={thumbIndex}
              ref={(element) => {
                thumbnails.current[thumbIndex] = element;
              }}
              type="button"
              onClick={() => select(thumbIndex)}
              onKeyDown={onThumbnailKeyDown}
              tabIndex={selected ? 0 : -1}
              aria-current={selected ? 'true' : undefined}
              aria-label={
                locked
                  ? t('profile.gallery.showLocked', { index: thumbIndex + 1, total })
                  : t('profile.gallery.show', { index: thumbIndex + 1, total })
              }
              className={cn(
                'relative aspect-square overflow-hidden rounded-xl border-2 transition',
                selected
                  ? 'border-accent shadow-lg shadow-accent-strong/30'
                  : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={locked ? placeholderUrl : (image.url ?? '')}
                alt=""
                loading="lazy"
                decoding="async"
                width={160}
                height={160}
                className={cn('h-full w-full object-cover', locked && 'scale-110 blur-md')}
              />
              {locked ? (
                <span className="absolute inset-0 flex items-center justify-center bg-black/45">
                  <Lock aria-hidden="true" className="h-5 w-5 text-amber-200" />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
