import { cn } from './ui/class-names';

/** The number on a badge: exact up to 99, then "99+" so that it stays small. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * A small filled count of unread messages. Decorative: the element it marks carries the
 * spoken text ("3 unread messages"), so this is hidden from screen readers.
 */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-count"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-strong px-1.5 text-[11px] leading-none font-semibold text-white',
        className,
      )}
    >
      {unreadLabel(count)}
    </span>
  );
}
