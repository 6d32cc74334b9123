import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/class-names';
import { inputClasses } from '../../../components/ui/input-styles';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
  hint,
}: {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
        className={inputClasses('h-11 cursor-pointer pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
