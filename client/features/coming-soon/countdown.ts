/** Document 001: the launch countdown starts at 7 days 12 hours 35 minutes 42 seconds. */
export const COUNTDOWN_START = { days: 7, hours: 12, minutes: 35, seconds: 42 } as const;

export const COUNTDOWN_START_SECONDS =
  ((COUNTDOWN_START.days * 24 + COUNTDOWN_START.hours) * 60 + COUNTDOWN_START.minutes) * 60 +
  COUNTDOWN_START.seconds;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/** Splits a number of seconds into days, hours, minutes and seconds. */
export function splitSeconds(totalSeconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    totalSeconds: total,
  };
}

/**
 * What is left `nowMs` after a countdown of `durationSeconds` started at `startedAtMs`: one
 * second less for every whole second that passed, never below zero.
 */
export function remainingTime(
  startedAtMs: number,
  nowMs: number,
  durationSeconds = COUNTDOWN_START_SECONDS,
): CountdownParts {
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
  return splitSeconds(durationSeconds - elapsedSeconds);
}

/** Where the first visit's start is kept, so that a return visit counts on from it. */
export const COUNTDOWN_STORAGE_KEY = 'amora.comingSoon.countdownStartedAt';

/**
 * When this browser's countdown started: the first visit's moment, kept in `storage`, so the
 * countdown goes on across visits instead of restarting at every page load. A missing, unreadable
 * or future value (a changed clock) starts it now; storage that refuses (private mode) only
 * costs the persistence.
 */
export function countdownStartedAt(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  nowMs: number,
): number {
  try {
    const stored = Number(storage?.getItem(COUNTDOWN_STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0 && stored <= nowMs) return stored;
    storage?.setItem(COUNTDOWN_STORAGE_KEY, String(nowMs));
  } catch {
    // Storage blocked: count from now.
  }
  return nowMs;
}
