import { useId, type ReactNode } from 'react';
import { cn } from './class-names';
import { inputClasses } from './input-styles';

/** A label with an optional required mark (the mark is visual; the input says required). */
function FieldLabel({
  htmlFor,
  children,
  required,
  lang,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  lang?: string;
}) {
  return (
    <label htmlFor={htmlFor} lang={lang} className="text-sm font-medium text-ink">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-accent">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/**
 * A labelled text input or text area with an optional hint and error, both announced with it.
 * `id` is given when something must find the field (a problem the server names is focused);
 * otherwise one is made.
 */
export function TextEntryField({
  id: givenId,
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
  placeholder,
  lang,
  disabled,
  className,
}: {
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal';
  placeholder?: string;
  lang?: string;
  disabled?: boolean;
  className?: string;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const shared = {
    id,
    value,
    lang,
    disabled,
    maxLength,
    placeholder,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
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
