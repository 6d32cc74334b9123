import { ChevronLeft, ChevronRight, ImageOff, ImagePlus, Lock, Star, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMPANION_PHOTOS } from '#common/contracts/admin-companions';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import {
  checkPhotos,
  moveItem,
  previewUrlOf,
  releasePreview,
  type PhotoItem,
  type PhotoLimits,
  type PhotoProblem,
} from './photo-items';

const MIME_OF = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
/** Positions 3 and 4 are the premium gallery images (locked for free users). */
const FIRST_PREMIUM = 2;

let nextKey = 0;

/**
 * A photo's preview. One that cannot be shown (a premium image the server keeps from a viewer
 * without premium, or a file with no preview) shows its file name or a placeholder instead.
 */
export function PhotoThumb({ photo, position }: { photo: PhotoItem; position: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (photo.url && !failed) {
    return (
      <img
        src={photo.url}
        alt={t('adminModels.photos.alt', { position })}
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    );
  }
  return (
    <span className="flex h-full flex-col items-center justify-center gap-1 p-2 text-center text-xs break-all text-ink-subtle">
      <ImageOff aria-hidden="true" className="h-6 w-6" />
      {photo.kind === 'new' ? photo.file.name : t('adminModels.photos.noPreview', { position })}
    </span>
  );
}

/**
 * Up to four photos: dropped or picked, checked here by content and size against the site's
 * limits, shown as previews, reordered (buttons, or dragging on a pointer screen) and removed.
 * The first is the avatar.
 */
export function PhotoPicker({
  photos,
  onChange,
  limits,
  disabled,
}: {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  limits: PhotoLimits;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const [dropping, setDropping] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const room = MAX_COMPANION_PHOTOS - photos.length;
  const formats = limits.formats.map((format) => format.toUpperCase()).join(', ');

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, problems: found } = await checkPhotos(files, room, limits);
    setProblems(found);
    if (accepted.length === 0) return;
    onChange([
      ...photos,
      ...accepted.map((file): PhotoItem => ({
        kind: 'new',
        key: `new-${(nextKey += 1)}`,
        file,
        url: previewUrlOf(file),
      })),
    ]);
  };
  const remove = (index: number) => {
    releasePreview(photos[index]!);
    onChange(photos.filter((_, at) => at !== index));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (dragged !== null || disabled) return;
    void add(Array.from(event.dataTransfer.files));
  };

  const problemText = (problem: PhotoProblem) =>
    problem.reason === 'type'
      ? t('adminModels.photos.badType', { file: problem.file, formats })
      : problem.reason === 'size'
        ? t('adminModels.photos.tooLarge', { file: problem.file, max: limits.maxFileSizeMb })
        : t('adminModels.photos.tooMany', { file: problem.file, max: MAX_COMPANION_PHOTOS });

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-ink-subtle">
        {t('adminModels.photos.hint', {
          max: MAX_COMPANION_PHOTOS,
          formats,
          size: limits.maxFileSizeMb,
        })}
      </p>
      {photos.length > 0 ? (
        <ol
          aria-label={t('adminModels.photos.label')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              draggable={!disabled}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) onChange(moveItem(photos, dragged, index));
                setDragged(null);
              }}
              data-testid="photo-item"
              className={cn(
                'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised',
                dragged === index && 'opacity-50',
              )}
            >
              <div className="relative aspect-[4/5] bg-canvas">
                <PhotoThumb photo={photo} position={index + 1} />
                <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-semibold text-white">
                  {index === 0 ? <Star aria-hidden="true" className="h-3 w-3" /> : null}
                  {index >= FIRST_PREMIUM ? <Lock aria-hidden="true" className="h-3 w-3" /> : null}
                  {index === 0
                    ? t('adminModels.photos.avatar')
                    : index >= FIRST_PREMIUM
                      ? t('adminModels.photos.premium', { position: index + 1 })
                      : t('adminModels.photos.position', { position: index + 1 })}
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={t('adminModels.photos.remove', { position: index + 1 })}
                  className="absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/65 text-white hover:bg-rose-600 disabled:opacity-50"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
              <div className="flex items-center justify-between gap-1 p-1.5">
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(photos, index, index - 1))}
                  aria-label={t('adminModels.photos.earlier', { position: index + 1 })}
                >
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                </Button>
                <span className="text-xs text-ink-subtle">
                  {photo.kind === 'new' ? t('adminModels.photos.new') : null}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => onChange(moveItem(photos, index, index + 1))}
                  aria-label={t('adminModels.photos.later', { position: index + 1 })}
                >
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {room > 0 ? (
        <div
          onDragOver={(event) => {
            if (dragged !== null || disabled) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onDrop}
          data-testid="photo-drop-zone"
          className={cn(
            'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            dropping ? 'border-accent bg-accent/10' : 'border-line',
          )}
        >
          <ImagePlus aria-hidden="true" className="h-7 w-7 text-ink-subtle" />
          <p className="text-sm text-ink-muted">{t('adminModels.photos.drop', { count: room })}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {t('adminModels.photos.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            data-testid="photo-input"
            aria-label={t('adminModels.photos.choose')}
            accept={limits.formats.map((format) => MIME_OF[format]).join(',')}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void add(files);
            }}
          />
        </div>
      ) : (
        <p className="text-sm text-ink-subtle">{t('adminModels.photos.full')}</p>
      )}
      {problems.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-rose-300">
          {problems.map((problem) => (
            <li key={`${problem.file}-${problem.reason}`}>{problemText(problem)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
