/**
 * Daily message limits (docs/product-rules.md, "Daily message limit"): free (basic) 30 by default
 * and configurable through FREE_DAILY_MESSAGES, premium 600, pro unlimited. The day is a UTC day:
 * it starts and resets at 00:00 UTC.
 */

export type LimitPlan = 'basic' | 'premium' | 'pro';

/** The free plan's default; the server passes FREE_DAILY_MESSAGES from its config. */
export const DEFAULT_FREE_DAILY_MESSAGES = 30;
export const PREMIUM_DAILY_MESSAGES = 600;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages a plan may send per UTC day; `null` means unlimited. */
export function dailyMessageLimit(
  plan: LimitPlan,
  freeDailyMessages: number = DEFAULT_FREE_DAILY_MESSAGES,
): number | null {
  switch (plan) {
    case 'basic':
      return freeDailyMessages;
    case 'premium':
      return PREMIUM_DAILY_MESSAGES;
    case 'pro':
      return null;
  }
}

export interface DailyWindow {
  /** 00:00 UTC of the day `now` falls in. */
  start: Date;
  /** 00:00 UTC of the next day: when the count starts again. */
  resetAt: Date;
}

export function dailyWindow(now: Date): DailyWindow {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(start), resetAt: new Date(start + DAY_MS) };
}

/** Messages left today (never negative); `null` when the limit is unlimited. */
export function remainingMessages(limit: number | null, sentToday: number): number | null {
  if (limit === null) return null;
  return Math.max(0, limit - sentToday);
}

/** Whether one more message fits in today's limit. */
export function canSendMessage(limit: number | null, sentToday: number): boolean {
  const left = remainingMessages(limit, sentToday);
  return left === null || left > 0;
}
