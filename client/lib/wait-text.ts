import type { TFunction } from 'i18next';

/** "45 seconds" or "3 minutes" for a wait given in seconds (rounded up to whole minutes). */
export function waitText(seconds: number, t: TFunction): string {
  const safe = Math.max(1, Math.ceil(seconds));
  if (safe < 60) return t('time.seconds', { count: safe });
  return t('time.minutes', { count: Math.ceil(safe / 60) });
}

/** The `retryAfter` (seconds) a 429 answer carries, if any. */
export function retryAfterOf(body: Record<string, unknown> | undefined): number | null {
  const value = body?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
