import autocannon from 'autocannon';
import { measureOpenLoad } from './open-load';

/**
 * One route under load with autocannon: a warm-up (JIT, pools, caches), then the measured run.
 * Any error or non-2xx answer fails the bench: figures of refused requests would mislead.
 */

export const CONNECTIONS = 100;
export const WARMUP_SECONDS = 1;
export const MEASURE_SECONDS = 5;
/** Sign-ins queue behind argon2 at 100 connections; many seconds' wait is expected there. */
const TIMEOUT_SECONDS = 120;

export interface LoadFigures {
  /** Answers over the run's duration. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

export type LoadOptions = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'requests'> & {
  /**
   * A number of requests instead of a duration, for slow routes (sign-in): a timed run would
   * stop with up to 100 requests still queued in the server, which the next run would then
   * wait behind. A counted run waits for every answer; its warm-up is one request per
   * connection.
   */
  amount?: number;
};

async function run(options: LoadOptions, length: { duration: number } | { amount: number }) {
  const { amount: _amount, ...request } = options;
  const result = await autocannon({
    ...request,
    ...length,
    connections: CONNECTIONS,
    timeout: TIMEOUT_SECONDS,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    const statuses = JSON.stringify(result.statusCodeStats ?? {});
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.errors} errors, ` +
        `${result.non2xx} non-2xx answers (status counts ${statuses})`,
    );
  }
  return result;
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const counted = options.amount !== undefined;
  await run(options, counted ? { amount: CONNECTIONS } : { duration: WARMUP_SECONDS });
  const result = await run(
    options,
    counted ? { amount: options.amount! } : { duration: MEASURE_SECONDS },
  );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The rate offered by the fixed-rate runs (docs/architecture.md, "Performance budgets"). */
export const FIXED_RATE = 1_000;
/**
 * 20,000 requests, so that the p99 is that of the load rather than of one pause: over 5 s the
 * p99 was the 50 slowest answers, which a single 40 ms pause (the job queue's start or its
 * minute's work) delays all by itself (decision 026).
 */
export const FIXED_RATE_SECONDS = 20;
export const FIXED_RATE_WARMUP_SECONDS = 2;

export interface FixedRateFigures extends LoadFigures {
  /** Requests per second offered. */
  offered: number;
  max: number;
}

/**
 * One route at a fixed offered rate, open model (bench/open-load.ts, decision 026): a request
 * every 1,000 / `rate` ms over up to 100 sockets, latency counted from each request's due time.
 * A warm-up at the same rate comes first.
 */
export async function measureFixedRate(
  options: LoadOptions,
  rate = FIXED_RATE,
): Promise<FixedRateFigures> {
  const paced = (seconds: number) =>
    measureOpenLoad({
      url: options.url!,
      headers: options.headers as Record<string, string> | undefined,
      rate,
      seconds,
      connections: CONNECTIONS,
    });
  await paced(FIXED_RATE_WARMUP_SECONDS);
  return { offered: rate, ...(await paced(FIXED_RATE_SECONDS)) };
}
