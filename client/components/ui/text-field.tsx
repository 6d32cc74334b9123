import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './class-names';
import { inputClasses } from './input-styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked to it with aria-describedby. */
  error?: string | null;
  /** Help text under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  /** Something inside the field's right end (e.g. a show-password button). */
  trailing?: ReactNode;
  /** Classes of the wrapper. */
  className?: string;
  inputClassName?: string;
  id?: string;
}

/** A labelled input; its hint and error are announced with it. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className,
  inputClassName,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, input['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(cn('h-12', trailing ? 'pr-12' : null, inputClassName))}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
