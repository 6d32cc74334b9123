import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

export type BadgeTone = 'active' | 'inactive' | 'premium' | 'neutral' | 'accent';

const TONES: Record<BadgeTone, string> = {
  active: 'bg-emerald-950/85 text-emerald-300 ring-emerald-500/40',
  inactive: 'bg-zinc-900/85 text-zinc-300 ring-zinc-500/50',
  premium: 'bg-gradient-to-r from-amber-200 to-amber-300 text-amber-950 ring-amber-100/60',
  neutral: 'bg-surface-raised text-ink-muted ring-line',
  accent: 'bg-accent/15 text-accent-soft ring-accent/40',
};

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset backdrop-blur-sm',
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
}
