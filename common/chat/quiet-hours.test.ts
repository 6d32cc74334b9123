import { describe, expect, it } from 'vitest';
import { isTimeZone } from '#common/contracts/settings';
import { isInQuietHours, localMinutes } from './quiet-hours';

const night = { enabled: true, start: '22:00', end: '08:00' };
const at = (iso: string) => new Date(iso);

describe('isInQuietHours', () => {
  it('wraps past midnight: start inclusive, end exclusive', () => {
    const utc = { quietHours: night, timeZone: 'UTC' };
    expect(isInQuietHours(at('2026-03-10T21:59:00Z'), utc)).toBe(false);
    expect(isInQuietHours(at('2026-03-10T22:00:00Z'), utc)).toBe(true);
    expect(isInQuietHours(at('2026-03-10T23:30:00Z'), utc)).toBe(true);
    expect(isInQuietHours(at('2026-03-11T00:00:00Z'), utc)).toBe(true);
    expect(isInQuietHours(at('2026-03-11T07:59:00Z'), utc)).toBe(true);
    expect(isInQuietHours(at('2026-03-11T08:00:00Z'), utc)).toBe(false);
    expect(isInQuietHours(at('2026-03-11T12:00:00Z'), utc)).toBe(false);
  });

  it('handles a window inside one day', () => {
    const afternoon = {
      quietHours: { enabled: true, start: '13:00', end: '15:30' },
      timeZone: 'UTC',
    };
    expect(isInQuietHours(at('2026-03-10T12:59:00Z'), afternoon)).toBe(false);
    expect(isInQuietHours(at('2026-03-10T13:00:00Z'), afternoon)).toBe(true);
    expect(isInQuietHours(at('2026-03-10T15:29:00Z'), afternoon)).toBe(true);
    expect(isInQuietHours(at('2026-03-10T15:30:00Z'), afternoon)).toBe(false);
    expect(isInQuietHours(at('2026-03-10T23:00:00Z'), afternoon)).toBe(false);
  });

  it('reads the clock in the user’s time zone', () => {
    // 20:30 UTC is 22:30 in Sofia (EET, UTC+2 in winter): quiet there, not in London.
    const now = at('2026-01-15T20:30:00Z');
    expect(isInQuietHours(now, { quietHours: night, timeZone: 'Europe/Sofia' })).toBe(true);
    expect(isInQuietHours(now, { quietHours: night, timeZone: 'Europe/London' })).toBe(false);
    // 12:00 UTC is 07:00 in New York (EST): still quiet; 13:00 UTC is 08:00 there: not.
    const newYork = { quietHours: night, timeZone: 'America/New_York' };
    expect(isInQuietHours(at('2026-01-15T12:00:00Z'), newYork)).toBe(true);
    expect(isInQuietHours(at('2026-01-15T13:00:00Z'), newYork)).toBe(false);
    // Half-hour offsets: 16:30 UTC is 22:00 in Kolkata (UTC+5:30).
    const kolkata = { quietHours: night, timeZone: 'Asia/Kolkata' };
    expect(isInQuietHours(at('2026-01-15T16:29:00Z'), kolkata)).toBe(false);
    expect(isInQuietHours(at('2026-01-15T16:30:00Z'), kolkata)).toBe(true);
  });

  it('follows daylight saving time', () => {
    // Sofia is UTC+3 in summer: 19:30 UTC is 22:30 there (quiet); in winter it is 21:30 (not).
    const sofia = { quietHours: night, timeZone: 'Europe/Sofia' };
    expect(isInQuietHours(at('2026-07-15T19:30:00Z'), sofia)).toBe(true);
    expect(isInQuietHours(at('2026-01-15T19:30:00Z'), sofia)).toBe(false);
  });

  it('is never quiet when turned off or when start equals end', () => {
    const now = at('2026-03-10T23:00:00Z');
    expect(isInQuietHours(now, { quietHours: { ...night, enabled: false }, timeZone: 'UTC' })).toBe(
      false,
    );
    const empty = { enabled: true, start: '23:00', end: '23:00' };
    expect(isInQuietHours(now, { quietHours: empty, timeZone: 'UTC' })).toBe(false);
  });

  it('reads an unknown stored zone as UTC rather than throwing', () => {
    expect(localMinutes(at('2026-03-10T23:15:00Z'), 'Mars/Olympus')).toBe(23 * 60 + 15);
    expect(
      isInQuietHours(at('2026-03-10T23:15:00Z'), { quietHours: night, timeZone: 'Nope' }),
    ).toBe(true);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Sofia')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Sofia; DROP')).toBe(false);
  });
});
