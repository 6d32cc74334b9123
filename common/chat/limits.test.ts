import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FREE_DAILY_MESSAGES,
  PREMIUM_DAILY_MESSAGES,
  canSendMessage,
  dailyMessageLimit,
  dailyWindow,
  remainingMessages,
} from './limits';

describe('dailyMessageLimit', () => {
  it('gives basic the configured free limit (30 by default), premium 600, pro unlimited', () => {
    expect(dailyMessageLimit('basic')).toBe(DEFAULT_FREE_DAILY_MESSAGES);
    expect(DEFAULT_FREE_DAILY_MESSAGES).toBe(30);
    expect(dailyMessageLimit('basic', 5)).toBe(5);
    expect(dailyMessageLimit('premium')).toBe(PREMIUM_DAILY_MESSAGES);
    expect(dailyMessageLimit('premium', 5)).toBe(600);
    expect(dailyMessageLimit('pro')).toBeNull();
  });
});

describe('dailyWindow', () => {
  it('starts at 00:00 UTC and resets at the next 00:00 UTC', () => {
    const window = dailyWindow(new Date('2025-03-14T15:09:26.535Z'));
    expect(window.start.toISOString()).toBe('2025-03-14T00:00:00.000Z');
    expect(window.resetAt.toISOString()).toBe('2025-03-15T00:00:00.000Z');
  });

  it('puts midnight in the new day and the last millisecond in the old one', () => {
    expect(dailyWindow(new Date('2025-03-15T00:00:00.000Z')).start.toISOString()).toBe(
      '2025-03-15T00:00:00.000Z',
    );
    expect(dailyWindow(new Date('2025-03-14T23:59:59.999Z')).resetAt.toISOString()).toBe(
      '2025-03-15T00:00:00.000Z',
    );
  });

  it('crosses month and year ends and ignores the local time zone', () => {
    expect(dailyWindow(new Date('2024-12-31T23:30:00+00:00')).resetAt.toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    );
    expect(dailyWindow(new Date('2024-02-29T12:00:00Z')).resetAt.toISOString()).toBe(
      '2024-03-01T00:00:00.000Z',
    );
    // 01:30 in Sofia (UTC+2) is still the previous UTC day.
    expect(dailyWindow(new Date('2025-06-10T01:30:00+03:00')).start.toISOString()).toBe(
      '2025-06-09T00:00:00.000Z',
    );
  });
});

describe('remainingMessages and canSendMessage', () => {
  it('counts down to zero and never below', () => {
    expect(remainingMessages(30, 0)).toBe(30);
    expect(remainingMessages(30, 29)).toBe(1);
    expect(remainingMessages(30, 30)).toBe(0);
    expect(remainingMessages(30, 45)).toBe(0);
  });

  it('allows the last message and refuses the one after it', () => {
    expect(canSendMessage(30, 29)).toBe(true);
    expect(canSendMessage(30, 30)).toBe(false);
    expect(canSendMessage(0, 0)).toBe(false);
  });

  it('treats unlimited as always allowed', () => {
    expect(remainingMessages(null, 10_000)).toBeNull();
    expect(canSendMessage(null, 10_000)).toBe(true);
  });
});
