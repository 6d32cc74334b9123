import { cn } from './class-names';

function initialsOf(name: string): string {
  return name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar with a person's initials (no photo). */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-accent-gradient font-display text-xl font-semibold text-white ring-4 ring-surface-raised',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
