import { describe, expect, it } from 'vitest';
import { formatResetTime } from './limit-time';

const RESET = '2025-03-15T00:00:00.000Z';

describe('formatResetTime', () => {
  it('shows the local time of the reset in English and Bulgarian', () => {
    const now = new Date('2025-03-14T22:00:00Z');
    // Sofia is UTC+2 in March: 00:00 UTC is 02:00 on the 15th, which is already "today" there.
    expect(formatResetTime(RESET, 'en', now, 'Europe/Sofia')).toBe('2:00 AM');
    expect(formatResetTime(RESET, 'bg', now, 'Europe/Sofia')).toMatch(/^2:00/);
  });

  it('adds the day when the reset is not today in local time', () => {
    const now = new Date('2025-03-14T12:00:00Z');
    // Tokyo is UTC+9: the reset is 09:00 tomorrow there.
    const en = formatResetTime(RESET, 'en', now, 'Asia/Tokyo');
    expect(en).toMatch(/Sat/);
    expect(en).toMatch(/9:00/);
    const bg = formatResetTime(RESET, 'bg', now, 'Asia/Tokyo');
    expect(bg).toMatch(/сб|събота/i);
  });

  it('is empty for a value that is not a date', () => {
    expect(formatResetTime('soon', 'en')).toBe('');
  });
});
