import { describe, expect, it } from 'vitest';
import { localDay } from './local-day';

describe('localDay', () => {
  it('is the calendar day in the user’s zone, not UTC’s', () => {
    const lateUtc = new Date('2030-03-10T22:30:00Z');
    expect(localDay(lateUtc, 'UTC')).toBe('2030-03-10');
    expect(localDay(lateUtc, 'Europe/Sofia')).toBe('2030-03-11');
    expect(localDay(new Date('2030-03-11T03:00:00Z'), 'America/New_York')).toBe('2030-03-10');
  });

  it('counts an unknown zone as UTC', () => {
    expect(localDay(new Date('2030-03-10T23:59:00Z'), 'Mars/Olympus')).toBe('2030-03-10');
  });
});
