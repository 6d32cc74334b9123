import type { ReactNode } from 'react';

/** One figure of the overview: label, value and a line saying what it counts. */
export function StatCard({
  id,
  icon,
  label,
  value,
  hint,
  empty = false,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
  /** There is nothing to count yet: the value is a quiet note rather than a figure. */
  empty?: boolean;
}) {
  return (
    <div
      data-testid={`stat-${id}`}
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface/80 p-4 shadow-lg shadow-black/10 sm:p-5"
    >
      {/* The term sits right inside the card's div (a dl holds div > dt, dd), icon and all. */}
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-ink-muted">
        <span>{label}</span>
        <span
          aria-hidden="true"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent"
        >
          {icon}
        </span>
      </dt>
      <dd
        className={
          empty
            ? 'py-1.5 text-sm text-ink-subtle sm:py-2'
            : 'font-display text-2xl font-semibold tabular-nums sm:text-3xl'
        }
      >
        {value}
      </dd>
      <dd className="text-xs text-ink-subtle">{hint}</dd>
    </div>
  );
}
