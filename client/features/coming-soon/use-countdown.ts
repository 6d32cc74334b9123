import { useEffect, useState } from 'react';
import { remainingTime, type CountdownParts } from './countdown';

/** The countdown from the moment the page loaded, updated every second until it reaches zero. */
export function useCountdown(): CountdownParts {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const remaining = remainingTime(startedAt, now);
  const finished = remaining.totalSeconds === 0;

  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [finished]);

  return remaining;
}
