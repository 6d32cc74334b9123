import {
  FLOOR_ROUNDS,
  LOGIN_REQUESTS,
  ROUND_SECONDS,
  type ApiResult,
  type ReadLoad,
  type RouteLoad,
} from './api-throughput';
import { CONVERSATION_MESSAGES, LOGIN_USERS } from './api-fixtures';
import {
  CONNECTIONS,
  FIXED_RATE,
  FIXED_RATE_SECONDS,
  FIXED_RATE_WARMUP_SECONDS,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './load';

/** The API section of docs/performance.md. */

const MAX_P99_MS = 20;
/** Each read route's requests per second as a share of its floor's (issue 20). */
const MIN_SHARE_OF_FLOOR = 0.7;

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const share = (value: number) => `${Math.round(value * 100)}%`;
const ms = (value: number) => `${value} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const metOrNot = (met: boolean) => (met ? 'met' : '**NOT met**');
const nearFloor = (load: ReadLoad) =>
  load.requestsPerSecond / load.floor.requestsPerSecond >= MIN_SHARE_OF_FLOOR;

function row(load: RouteLoad, baseline: number, ...rest: string[]): string {
  return (
    `| ${load.route} | ${perSecond(load.requestsPerSecond)} | ${ms(load.p50)} | ${ms(load.p99)} ` +
    `| ${share(load.requestsPerSecond / baseline)} | ${rest.join(' | ')} |`
  );
}

/** Saturated: each route beside its floor, with the share and the verdict. */
function describeSaturated(result: Measured, baseline: number): string {
  return [
    '| route | req/s | p50 | p99 | req/s vs hello-world | its floor: round trips, body | vs its floor |',
    '|---|---|---|---|---|---|---|',
    ...result.hello.map((load) => row(load, baseline, 'baseline', '')),
    ...result.reads.flatMap((load) => [
      row(load.floor, baseline, `${load.roundTrips}, ${kilobytes(load.bodyBytes)}`, 'floor'),
      row(
        load,
        baseline,
        '',
        `${share(load.requestsPerSecond / load.floor.requestsPerSecond)} ` +
          `(rounds ${load.shares.map(share).join(', ')}): ${metOrNot(nearFloor(load))}`,
      ),
    ]),
    row(result.login, baseline, '', 'none (argon2-bound)'),
    '',
    `Every read route at ${share(MIN_SHARE_OF_FLOOR)} of its floor or more — ` +
      `**${result.reads.every(nearFloor) ? 'met' : 'NOT met'}**.`,
  ].join('\n');
}

type Measured = Extract<ApiResult, { reads: unknown }>;

/** The fixed-rate table: p50 and p99 at the offered rate, with the verdict. */
function describeFixedRate(result: Measured): string {
  const rows = result.reads.map((load) => {
    const rate = load.fixedRate;
    return (
      `| ${load.route} | ${perSecond(rate.requestsPerSecond)} | ${ms(rate.p50)} | ${ms(rate.p99)} ` +
      `| ${ms(rate.max)} | ${ms(rate.generatorStall)} | ${metOrNot(rate.p99 < MAX_P99_MS)} |`
    );
  });
  const allFast = result.reads.every((load) => load.fixedRate.p99 < MAX_P99_MS);
  return [
    `At ${perSecond(FIXED_RATE)} requests per second offered (open model, one request every ` +
      `${1000 / FIXED_RATE} ms, ${FIXED_RATE_SECONDS} s after a ${FIXED_RATE_WARMUP_SECONDS} s ` +
      'warm-up at the same rate, each route on a settled server before the saturated runs; the load ' +
      'comes from a process of its own, and its own longest event-loop delay is shown: a send ' +
      'it makes late counts against the server):',
    '',
    `| route | answered/s | p50 | p99 | max | generator's longest stall | p99 < ${MAX_P99_MS} ms |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `p99 under ${MAX_P99_MS} ms at ${perSecond(FIXED_RATE)} req/s on every read route — ` +
      `**${allFast ? 'met' : 'NOT met'}**.`,
  ].join('\n');
}

function describeTarget(result: ApiResult): string {
  if ('skipped' in result) {
    return `### On ${result.label}\n\n**Skipped**: the server could not be reached (${result.skipped}).`;
  }
  const baseline = Math.min(...result.hello.map((load) => load.requestsPerSecond));
  return [
    `### On ${result.label}`,
    '',
    describeSaturated(result, baseline),
    '',
    describeFixedRate(result),
  ].join('\n');
}

export function describeApi(results: ApiResult[]): string {
  return [
    '## API throughput and latency',
    '',
    `Saturated: autocannon, ${CONNECTIONS} connections (the hello-world: ${MEASURE_SECONDS} s ` +
      `after a ${WARMUP_SECONDS} s warm-up), ` +
      'from the bench process against the real server (`node --import tsx server/main.ts`, ' +
      'LOG_LEVEL=warn) and a bare Fastify hello-world (bench/hello-server.ts, shown for scale), ' +
      'each in a process of its own. The hello-world is loaded before and after the routes; the ' +
      "slower run is the scale's 100%. Each read route's floor (bench/floor-server.ts, decision " +
      '011) is a bare Fastify route in a process of its own with the same pool size that makes ' +
      'the same round trips to the same PostgreSQL (a prepared `select 1` each) and then sends ' +
      'the body the app sent for that route, from memory. A route and its floor are loaded in ' +
      `${FLOOR_ROUNDS} rounds of ${ROUND_SECONDS} s each after a ${WARMUP_SECONDS} s warm-up, ` +
      'taking turns at going first; the table shows the round with the median share, and ' +
      "every round's share beside it (this host's speed drifts within minutes). " +
      'The round trips are those the route makes once its caches are warm ' +
      '(server/read-round-trips.test.ts proves them). The bench user has three conversations, ' +
      `the one whose latest page is loaded holds ${CONVERSATION_MESSAGES} messages; the chat ` +
      'routes carry a Bearer token. No request sends Accept-Encoding, so answers are ' +
      'uncompressed.',
    '',
    'Sign-in is bound by argon2id (19 MiB, 2 passes) and has no budget; it is shown for scale, ' +
      `as ${LOGIN_REQUESTS} counted requests after one per connection as warm-up (a timed run ` +
      'would leave a queue of sign-ins behind in the server). ' +
      'Each sign-in comes from its own X-Forwarded-For address (the server trusts one proxy ' +
      `hop, TRUST_PROXY=1) for the next of ${LOGIN_USERS} seeded accounts, because the sign-in ` +
      'limits (per address and per account) count attempts in flight and would refuse a flood ' +
      'from one address or on one account.',
    '',
    // Little's law: with every connection waiting on its answer, mean latency is connections
    // divided by throughput; a saturated run's latencies measure the queue, not the route.
    `In the saturated runs every one of the ${CONNECTIONS} connections waits for its answer, so ` +
      `the mean latency is ${CONNECTIONS} ÷ throughput: those latencies are the queue's. The ` +
      'fixed-rate runs (bench/open-load.ts, decision 026) measure what a request meets at a ' +
      'steady load, from the moment it was due.',
    '',
    ...results.flatMap((result) => [describeTarget(result), '']),
  ].join('\n');
}
