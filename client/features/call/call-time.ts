/** The call timer ticks each second. */
export const CALL_TICK_MS = 1000;

/** Seconds on a call as the timer shows them: mm:ss (minutes keep counting past an hour). */
export function formatCallTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Whole seconds from `startedAt` to `now` (both epoch ms), never negative. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}
