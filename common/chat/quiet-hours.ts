import type { QuietHours } from '#common/contracts/settings';

/** What quiet hours are read with: the window and the user's IANA time zone. */
export interface QuietHoursSettings {
  quietHours: QuietHours;
  timeZone: string;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes since local midnight of `now` in `timeZone` (UTC when the zone is unknown). */
export function localMinutes(now: Date, timeZone: string): number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    // A stored zone the runtime no longer knows must not stop the job that asks.
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const parts = format.formatToParts(now);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/**
 * Whether `now` falls in the user's quiet hours: start inclusive, end exclusive, in the user's
 * time zone. An end earlier than the start wraps past midnight (22:00-08:00 is quiet at 23:30
 * and at 07:59, not at 08:00). Turned off, or start equal to end, nothing is quiet.
 */
export function isInQuietHours(now: Date, settings: QuietHoursSettings): boolean {
  const { enabled, start, end } = settings.quietHours;
  if (!enabled) return false;
  const from = minutesOf(start);
  const until = minutesOf(end);
  if (from === until) return false;
  const current = localMinutes(now, settings.timeZone);
  return from < until ? current >= from && current < until : current >= from || current < until;
}
