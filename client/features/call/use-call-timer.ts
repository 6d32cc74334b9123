import { useEffect, useState } from 'react';
import { CALL_TICK_MS, elapsedSeconds } from './call-time';

/** Seconds since the call connected, ticking each second; 0 while not on a call. */
export function useCallTimer(connectedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connectedAt === null) return;
    // Counted from the clock, not by ticks, so a slow tab never loses seconds. Until the first
    // tick `now` is older than the connection, which counts as 0.
    const timer = setInterval(() => setNow(Date.now()), CALL_TICK_MS);
    return () => clearInterval(timer);
  }, [connectedAt]);
  return connectedAt === null ? 0 : elapsedSeconds(connectedAt, now);
}
