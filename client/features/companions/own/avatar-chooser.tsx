import { ImageOff, ImagePlus, Undo2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { usePortraits, type AvatarChoice } from './api';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Her picture: an upload (checked here for being an image; the server checks the content,
 * re-encodes it and answers 413/415) or one of the generated portraits, as radio buttons.
 * `currentUrl` is the picture she has (edit), kept until another is chosen or it is removed
 * (then the initials of her name stand in for it, as for a companion made without one).
 */
export function AvatarChooser({
  value,
  onChange,
  currentUrl,
  disabled,
}: {
  value: AvatarChoice;
  onChange: (choice: AvatarChoice) => void;
  currentUrl: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const portraits = usePortraits();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const groupId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setProblem(t('ownCompanions.avatar.notImage', { file: file.name }));
      return;
    }
    setProblem(null);
    if (value.kind === 'file') URL.revokeObjectURL(value.url);
    onChange({ kind: 'file', file, url: URL.createObjectURL(file) });
  };
  const clearFile = () => {
    if (value.kind === 'file') URL.revokeObjectURL(value.url);
    onChange({ kind: 'keep' });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {value.kind === 'keep' && currentUrl ? (
          <>
            <img
              src={currentUrl}
              alt={t('ownCompanions.avatar.current')}
              width={64}
              height={80}
              className="h-20 w-16 rounded-xl object-cover ring-1 ring-line"
            />
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange({ kind: 'none' })}
            >
              <ImageOff aria-hidden="true" className="h-4 w-4" />
              {t('ownCompanions.avatar.removeCurrent')}
            </Button>
          </>
        ) : null}
        {value.kind === 'none' ? (
          <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <span role="status">{t('ownCompanions.avatar.removed')}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange({ kind: 'keep' })}
            >
              <Undo2 aria-hidden="true" className="h-4 w-4" />
              {t('ownCompanions.avatar.keepCurrent')}
            </Button>
          </span>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          {t('ownCompanions.avatar.upload')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          data-testid="own-avatar-input"
          aria-label={t('ownCompanions.avatar.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            choose(file);
          }}
        />
        {value.kind === 'file' ? (
          <span className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
            <span className="truncate">
              {t('ownCompanions.avatar.chosen', { file: value.file.name })}
            </span>
            <Button
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={t('ownCompanions.avatar.remove')}
              onClick={clearFile}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-ink-subtle">
        {t('ownCompanions.avatar.uploadHint')}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-rose-300">
          {problem}
        </p>
      ) : null}

      <fieldset className="flex flex-col gap-2" aria-describedby={groupId}>
        <legend className="text-sm font-medium text-ink">
          {t('ownCompanions.avatar.portraits')}
        </legend>
        {portraits.isPending ? (
          <p id={groupId} role="status" className="text-sm text-ink-muted">
            {t('ownCompanions.avatar.portraitsLoading')}
          </p>
        ) : portraits.isError ? (
          <p id={groupId} className="flex flex-wrap items-center gap-2 text-sm text-rose-300">
            {t('ownCompanions.avatar.portraitsFailed')}
            <Button variant="outline" size="sm" onClick={() => void portraits.refetch()}>
              {t('ownCompanions.avatar.retry')}
            </Button>
          </p>
        ) : (
          <div id={groupId} className="grid grid-cols-4 gap-2 sm:grid-cols-8">
            {portraits.data.portraits.map((portrait, index) => {
              const checked = value.kind === 'portrait' && value.id === portrait.id;
              return (
                <label
                  key={portrait.id}
                  className={cn(
                    'relative cursor-pointer overflow-hidden rounded-xl ring-2 ring-transparent transition focus-within:ring-accent-soft hover:ring-accent/50',
                    checked && 'ring-accent',
                  )}
                >
                  <input
                    type="radio"
                    name="own-portrait"
                    value={portrait.id}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => {
                      if (value.kind === 'file') URL.revokeObjectURL(value.url);
                      onChange({ kind: 'portrait', id: portrait.id, url: portrait.url });
                    }}
                    className="sr-only"
                  />
                  <img
                    src={portrait.url}
                    alt={t('ownCompanions.avatar.portraitLabel', { index: index + 1 })}
                    width={80}
                    height={100}
                    loading="lazy"
                    className="aspect-[4/5] w-full object-cover"
                  />
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
