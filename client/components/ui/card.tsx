import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface/80 shadow-xl shadow-black/20 backdrop-blur-sm',
        className,
      )}
      {...rest}
    />
  );
}
