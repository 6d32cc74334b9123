import { useId, type ReactNode } from 'react';
import { cn } from '#client/components/ui/class-names';
import { inputClasses } from '#client/components/ui/input-styles';

/** A label with an optional required mark (the mark is visual; the input says required). */
export function FieldLabel({
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

/** A labelled text input or text area with an optional hint and error. */
export function FormField({
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
  const id = useId();
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

/** A group of fields under a heading, as one section of the editor. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-5">
      <div>
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        {description ? <p className="text-sm text-ink-subtle">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
