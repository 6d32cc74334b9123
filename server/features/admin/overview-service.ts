import {
  REPLY_FAILURE_REASONS,
  type EngineHealth,
  type Overview,
  type ReplyFailureReason,
} from '#common/contracts/admin';
import type { Database } from '#server/db/client';
import {
  averageFirstResponseSeconds,
  averageResolutionSeconds,
  countMessagesByDay,
  countRepliesByEngine,
  countSignupsByDay,
  countTotals,
  sumCompletedCheckoutCents,
  type DayCount,
  type ReplyEngineCount,
} from './overview-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chart's length: today and the 29 UTC days before it. */
export const CHART_DAYS = 30;

function startOfUtcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

/** One decimal is as precise as an average on a dashboard needs to be. */
function roundedTo1(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** The last CHART_DAYS UTC days up to `today`, oldest first, with 0 for a day without data. */
export function dailyFigures(today: Date, messages: DayCount[], signups: DayCount[]) {
  const messagesByDay = new Map(messages.map((row) => [row.day, row.count]));
  const signupsByDay = new Map(signups.map((row) => [row.day, row.count]));
  const first = startOfUtcDay(today).getTime() - (CHART_DAYS - 1) * DAY_MS;
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = new Date(first + index * DAY_MS).toISOString().slice(0, 10);
    return { day, messages: messagesByDay.get(day) ?? 0, signups: signupsByDay.get(day) ?? 0 };
  });
}

/** The engine health's window. */
export const HEALTH_HOURS = 24;

const isReason = (value: string | null): value is ReplyFailureReason =>
  (REPLY_FAILURE_REASONS as readonly (string | null)[]).includes(value);

/** Replies by engine, fallbacks by reason and status (most first), replies cut short. */
export function engineHealth(rows: ReplyEngineCount[]): EngineHealth {
  const health: EngineHealth = {
    hours: HEALTH_HOURS,
    replies: { openai: 0, builtin: 0 },
    fallbacks: [],
    cutShort: 0,
  };
  for (const row of rows) {
    health.replies[row.engine] += row.count;
    if (row.failure === null) continue;
    if (row.engine === 'openai') {
      health.cutShort += row.count;
      continue;
    }
    const reason = isReason(row.failure) ? row.failure : 'unknown';
    const same = health.fallbacks.find(
      (entry) => entry.reason === reason && entry.status === row.failureStatus,
    );
    if (same) same.count += row.count;
    else health.fallbacks.push({ reason, status: row.failureStatus, count: row.count });
  }
  health.fallbacks.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return health;
}

/** `GET /api/admin/overview`: every figure counted from the database at `now`. */
export async function buildOverview(db: Database, now: Date): Promise<Overview> {
  const todayStart = startOfUtcDay(now);
  const today = { start: todayStart, end: new Date(todayStart.getTime() + DAY_MS) };
  const month = {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
  const chartStart = new Date(todayStart.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const healthStart = new Date(now.getTime() - HEALTH_HOURS * 60 * 60 * 1000);
  const [totals, firstResponse, resolution, revenueCents, messagesByDay, signupsByDay, replies] =
    await Promise.all([
      countTotals(db, today),
      averageFirstResponseSeconds(db),
      averageResolutionSeconds(db),
      sumCompletedCheckoutCents(db, month),
      countMessagesByDay(db, chartStart),
      countSignupsByDay(db, chartStart),
      countRepliesByEngine(db, healthStart),
    ]);
  return {
    ...totals,
    averageFirstResponseMinutes: roundedTo1(firstResponse === null ? null : firstResponse / 60),
    averageResolutionHours: roundedTo1(resolution === null ? null : resolution / 3600),
    revenueThisMonth: revenueCents / 100,
    currency: 'usd',
    daily: dailyFigures(now, messagesByDay, signupsByDay),
    engineHealth: engineHealth(replies),
  };
}
