import { useEffect, useState } from 'react';
import { countdownStartedAt, remainingTime, type CountdownParts } from './countdown';

/**
 * The countdown from this browser's first visit (kept in localStorage), updated every second
 * until it reaches zero.
 */
export function useCountdown(): CountdownParts {
  const [startedAt] = useState(() => countdownStartedAt(window.localStorage, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingTime(startedAt, now);
  const finished = remaining.totalSeconds === 0;

  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [finished]);

  return remaining;
}
