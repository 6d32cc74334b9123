import type { Redis } from 'ioredis';
import { preferRedis } from './redis-fallback';
import { redisScript, runScript } from './redis-script';

/** Requests counted in a fixed window that starts with a key's first request. */
export interface WindowCount {
  /** This request included. */
  count: number;
  /** Until the window ends and the count starts over. */
  resetInMs: number;
}

export interface RequestCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/**
 * INCR, and PEXPIRE when the key is new, in one script (a crash between the two would otherwise
 * leave a counter without expiry, refusing its address forever).
 */
const HIT = redisScript(`
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`);

/** One count for every process that shares the Redis. */
export function createRedisCounter(client: Redis): RequestCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await runScript(client, HIT, [`ratelimit:${key}`], [windowMs])) as [
        number,
        number,
      ];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
  };
}

/** Every so many hits, windows that ended are dropped, so memory holds only live addresses. */
const SWEEP_EVERY_HITS = 10_000;

/** This process's own count (one process, or while Redis is unreachable). */
export function createMemoryCounter(now: () => number = Date.now): RequestCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hits = 0;

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };

  return {
    async hit(key, windowMs) {
      const at = now();
      if (++hits % SWEEP_EVERY_HITS === 0) sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
  };
}

/**
 * In Redis when there is one; in memory otherwise and while Redis fails. The memory count is
 * per process: N processes then allow up to N times the limit, which is the price of serving on
 * without Redis (the security-relevant sign-in throttles stay exact, in the database).
 */
export function createRequestCounter(client: Redis | null): RequestCounter {
  const memory = createMemoryCounter();
  if (!client) return memory;
  const shared = createRedisCounter(client);
  return {
    hit: (key, windowMs) =>
      preferRedis(
        client,
        () => shared.hit(key, windowMs),
        () => memory.hit(key, windowMs),
      ),
  };
}
