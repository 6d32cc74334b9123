import { describe, expect, it } from 'vitest';
import { CALL_TICK_MS, elapsedSeconds, formatCallTime } from './call-time';

describe('formatCallTime', () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [65, '01:05'],
    [599, '09:59'],
    [3599, '59:59'],
    [3600, '60:00'],
    [6001, '100:01'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatCallTime(seconds)).toBe(text);
  });

  it('drops fractions and never shows a negative or broken time', () => {
    expect(formatCallTime(61.9)).toBe('01:01');
    expect(formatCallTime(-5)).toBe('00:00');
    expect(formatCallTime(Number.NaN)).toBe('00:00');
  });
});

describe('elapsedSeconds', () => {
  it('counts whole seconds from the connection', () => {
    expect(elapsedSeconds(10_000, 10_999)).toBe(0);
    expect(elapsedSeconds(10_000, 11_000)).toBe(1);
    expect(elapsedSeconds(10_000, 75_500)).toBe(65);
    expect(elapsedSeconds(10_000, 9_000)).toBe(0);
  });

  it('ticks each second', () => {
    expect(CALL_TICK_MS).toBe(1000);
  });
});
