import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * One route at a fixed offered rate in an open model (decision 026): request i is due at
 * start + i / rate, whether or not earlier answers have come back, and its latency is counted
 * from when it was due, not from when it was written. A server that falls behind therefore
 * shows its queue in the latencies instead of slowing the load down (coordinated omission), and
 * so does this generator if it sends late: the figures can only err on the slow side.
 *
 * autocannon's `overallRate` is not an open model: it gives each connection a quota per second
 * and lets it send the quota back to back when the second starts, so 1,000 req/s arrive as one
 * burst of 1,000 each second, and its correction then invents samples at a 1 ms interval.
 */

export interface OpenLoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests per second offered. */
  rate: number;
  seconds: number;
  /** Sockets kept open at most; a request due while all are busy waits for one (and counts). */
  connections: number;
}

export interface OpenLoadFigures {
  /** Answers over the run's duration. */
  requestsPerSecond: number;
  /** Milliseconds from due time to the answer's last byte, two decimals. */
  p50: number;
  p99: number;
  /** The slowest answer: a pause of the server or of PostgreSQL shows here. */
  max: number;
  /** This generator's own longest event-loop delay: a late send counts against the server. */
  generatorStall: number;
}

/** The value at the quantile `q` of sorted numbers (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** An answer this late fails the run: a server that stopped answering must not hang the bench. */
const TIMEOUT_MS = 30_000;

export async function measureOpenLoad(options: OpenLoadOptions): Promise<OpenLoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const failures: string[] = [];
  let sent = 0;
  let settled = 0;

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(target, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode && response.statusCode >= 200 && response.statusCode < 300) {
            latencies.push(performance.now() - due);
          } else {
            failures.push(`status ${response.statusCode}`);
          }
          resolve();
        });
      });
      request.setTimeout(TIMEOUT_MS, () => {
        request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`));
      });
      request.on('error', (error) => {
        failures.push(error.message);
        resolve();
      });
    });

  const stalls = monitorEventLoopDelay({ resolution: 1 });
  stalls.enable();
  const started = performance.now();
  await new Promise<void>((done) => {
    const finishOne = () => {
      settled += 1;
      if (settled === total) done();
    };
    // A 1 ms timer sends whatever has fallen due; a busy loop would take the CPU the server
    // shares with this process.
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        void send(started + sent * interval).then(finishOne);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const duration = (performance.now() - started) / 1000;
  stalls.disable();
  agent.destroy();
  if (failures.length > 0) {
    throw new Error(
      `GET ${options.url} at ${options.rate} req/s: ${failures.length} failed (${failures[0]})`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / duration,
    p50: twoDecimals(quantile(latencies, 0.5)),
    p99: twoDecimals(quantile(latencies, 0.99)),
    max: twoDecimals(latencies.at(-1) ?? Number.NaN),
    generatorStall: twoDecimals(stalls.max / 1e6),
  };
}
