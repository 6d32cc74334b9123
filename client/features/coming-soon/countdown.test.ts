import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_START_SECONDS,
  COUNTDOWN_STORAGE_KEY,
  countdownStartedAt,
  remainingTime,
  splitSeconds,
} from './countdown';

describe('launch countdown', () => {
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('starts at 7 days 12 hours 35 minutes 42 seconds', () => {
    expect(remainingTime(start, start)).toEqual({
      days: 7,
      hours: 12,
      minutes: 35,
      seconds: 42,
      totalSeconds: COUNTDOWN_START_SECONDS,
    });
    expect(COUNTDOWN_START_SECONDS).toBe(7 * 86_400 + 12 * 3_600 + 35 * 60 + 42);
  });

  it('ticks down one second per whole second', () => {
    expect(remainingTime(start, start + 999).seconds).toBe(42);
    expect(remainingTime(start, start + 1_000).seconds).toBe(41);
    expect(remainingTime(start, start + 43_000)).toMatchObject({ minutes: 34, seconds: 59 });
  });

  it('rolls over minutes, hours and days', () => {
    const toNextDay = (12 * 3_600 + 35 * 60 + 43) * 1_000;
    expect(remainingTime(start, start + toNextDay)).toMatchObject({
      days: 6,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('never goes below zero', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 };
    expect(remainingTime(start, start + COUNTDOWN_START_SECONDS * 1_000)).toEqual(zero);
    expect(remainingTime(start, start + 30 * 86_400_000)).toEqual(zero);
    expect(splitSeconds(-5)).toEqual(zero);
  });

  it('ignores a clock that went backwards', () => {
    expect(remainingTime(start, start - 10_000).totalSeconds).toBe(COUNTDOWN_START_SECONDS);
  });
});

describe('countdown start across visits', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('keeps the first visit and counts on from it on the next one', () => {
    const storage = memoryStorage();
    const first = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(countdownStartedAt(storage, first)).toBe(first);
    const later = first + 3 * 3_600_000;
    const startedAt = countdownStartedAt(storage, later);
    expect(startedAt).toBe(first);
    expect(remainingTime(startedAt, later).totalSeconds).toBe(COUNTDOWN_START_SECONDS - 3 * 3_600);
  });

  it('starts now when the kept value is unreadable or in the future, or storage is blocked', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const storage = memoryStorage();
    storage.setItem(COUNTDOWN_STORAGE_KEY, 'soon');
    expect(countdownStartedAt(storage, now)).toBe(now);
    storage.setItem(COUNTDOWN_STORAGE_KEY, String(now + 60_000));
    expect(countdownStartedAt(storage, now)).toBe(now);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(countdownStartedAt(blocked, now)).toBe(now);
    expect(countdownStartedAt(null, now)).toBe(now);
  });
});
