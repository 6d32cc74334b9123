import { InitialsAvatar } from '#client/components/ui/initials-avatar';
import { cn } from '#client/components/ui/class-names';

/** The companion's first photo, or its initials while it has none. */
export function CompanionAvatar({
  url,
  name,
  className,
}: {
  url: string;
  name: string;
  className?: string;
}) {
  if (!url) {
    return <InitialsAvatar name={name || '?'} className={cn('rounded-2xl ring-0', className)} />;
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-2xl object-cover', className)}
    />
  );
}
