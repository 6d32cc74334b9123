import { cn } from './class-names';

/** A shimmering placeholder; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-xl bg-surface-raised motion-reduce:animate-none',
        className,
      )}
    />
  );
}
