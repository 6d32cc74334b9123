import { cn } from './class-names';

/** The look of text inputs, text areas and selects (invalid ones get a rose border). */
export function inputClasses(extra?: string): string {
  return cn(
    'w-full rounded-xl border border-line bg-canvas/60 px-4 text-ink placeholder:text-ink-subtle transition-colors focus:border-accent/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/30 disabled:opacity-60 aria-[invalid=true]:border-rose-400',
    extra,
  );
}
