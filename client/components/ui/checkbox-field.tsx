import { Check } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './class-names';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | null;
  className?: string;
}

/** A real checkbox (keyboard and screen readers work as usual) with a styled box and label. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-ink-muted">
        <span className="relative mt-0.5 inline-flex h-5 w-5 shrink-0">
          <input
            {...input}
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="peer h-5 w-5 cursor-pointer appearance-none rounded-md border border-line-strong bg-canvas/60 transition-colors checked:border-transparent checked:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-soft aria-[invalid=true]:border-rose-400"
          />
          <Check
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-0.5 h-4 w-4 text-white opacity-0 peer-checked:opacity-100',
            )}
          />
        </span>
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1 pl-8 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
