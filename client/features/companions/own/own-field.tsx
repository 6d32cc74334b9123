import type { ReactNode } from 'react';
import { cn } from '#client/components/ui/class-names';
import { inputClasses } from '#client/components/ui/input-styles';

/**
 * A labelled input or text area of the companion form. Its id is the field's server path
 * (`persona-en-backstory-dreams`), so a problem the server names can be focused; the hint and
 * the problem are announced with it.
 */
export function OwnField({
  id,
  label,
  value,
  onChange,
  multiline = false,
  rows = 3,
  required,
  hint,
  error,
  maxLength,
  inputMode,
  lang,
  disabled,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  lang?: string;
  disabled?: boolean;
  className?: string;
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const shared = {
    id,
    value,
    lang,
    disabled,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            {' *'}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses('resize-y py-2.5')}
        />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses('h-11')}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of the form's fields under a heading. */
export function OwnSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-5">
      <div>
        <h2 id={id} className="font-display text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-ink-subtle">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The element id of a field: its server path with dots as dashes. */
export const fieldIdOf = (path: string) => `own-${path.replaceAll('.', '-')}`;
