import { Skeleton } from '#client/components/ui/skeleton';

export function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="space-y-3">
        <Skeleton className="aspect-[4/5] rounded-3xl" />
        <div className="grid grid-cols-4 gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-square" />
          ))}
        </div>
      </div>
      <div className="space-y-5">
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-48 rounded-full" />
      </div>
    </div>
  );
}
