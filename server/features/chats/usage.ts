import { and, eq } from 'drizzle-orm';
import { dailyMessageLimit, dailyWindow, remainingMessages } from '#common/chat/limits';
import type { Usage } from '#common/contracts/chats';
import type { AppConfig } from '#server/config';
import { messageUsage } from '#server/db/schema';
import { HttpError } from '#server/http-error';
import type { Entitlements } from '#server/features/accounts';
import type { Queryable } from '#server/db/client';

/**
 * The daily message count (docs/product-rules.md, "Daily message limit"): one row per user and UTC
 * day.
 */

export interface UsageDay {
  limit: number | null;
  day: string;
  resetAt: Date;
}

export function usageDay(config: AppConfig, entitlements: Entitlements, now: Date): UsageDay {
  const window = dailyWindow(now);
  return {
    limit: dailyMessageLimit(entitlements.plan, config.freeDailyMessages),
    day: window.start.toISOString().slice(0, 10),
    resetAt: window.resetAt,
  };
}

export function toUsage({ limit, resetAt }: UsageDay, used: number): Usage {
  return { limit, used, remaining: remainingMessages(limit, used), resetAt: resetAt.toISOString() };
}

export function limitReached({ limit, resetAt }: UsageDay): HttpError {
  return new HttpError(429, 'LIMIT_REACHED', "You've reached the free daily limit.", {
    resetAt: resetAt.toISOString(),
    limit,
  });
}

export async function readUsed(db: Queryable, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ used: messageUsage.used })
    .from(messageUsage)
    .where(and(eq(messageUsage.userId, userId), eq(messageUsage.day, day)));
  return row?.used ?? 0;
}
