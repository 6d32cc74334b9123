import { LOGIN_REQUESTS, type ApiResult, type ReadLoad, type RouteLoad } from './api-throughput';
import { CONVERSATION_MESSAGES, LOGIN_USERS } from './api-fixtures';
import {
  CONNECTIONS,
  FIXED_RATE,
  FIXED_RATE_SECONDS,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './load';

/** The API section of docs/performance.md. */

const MIN_SHARE_OF_HELLO = 0.4;
const MAX_P99_MS = 20;
/** Each read route's requests per second as a share of its floor's (issue 20). */
const MIN_SHARE_OF_FLOOR = 0.7;

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const share = (value: number) => `${Math.round(value * 100)}%`;
/** autocannon's latency histogram holds whole milliseconds. */
const ms = (value: number) => `${value} ms`;

function row(load: RouteLoad, baseline: number, floor: string, verdict: string): string {
  return (
    `| ${load.route} | ${perSecond(load.requestsPerSecond)} | ${ms(load.p50)} | ${ms(load.p99)} ` +
    `| ${share(load.requestsPerSecond / baseline)} | ${floor} | ${verdict} |`
  );
}

function readVerdict(load: RouteLoad, baseline: number): string {
  const fastEnough = load.requestsPerSecond / baseline >= MIN_SHARE_OF_HELLO;
  return fastEnough && load.p99 < MAX_P99_MS ? 'met' : '**NOT met**';
}

type Measured = Extract<ApiResult, { floors: unknown }>;

function floorShare(result: Measured, load: ReadLoad): string {
  const floor = result.floors[load.floor];
  return `${share(load.requestsPerSecond / floor.requestsPerSecond)} of "${floor.route}"`;
}

const metOrNot = (met: boolean) => (met ? 'met' : '**NOT met**');

/** The fixed-rate table: p99 at the offered rate, and the share of the floor, with verdicts. */
function describeFixedRate(result: Measured): string {
  const rows = result.reads.map((load) => {
    const floor = result.floors[load.floor];
    const ratio = load.requestsPerSecond / floor.requestsPerSecond;
    const rate = load.fixedRate;
    return (
      `| ${load.route} | ${perSecond(rate.requestsPerSecond)} | ${ms(rate.p50)} | ${ms(rate.p99)} ` +
      `| ${metOrNot(rate.p99 < MAX_P99_MS)} | ${share(ratio)} of "${floor.route}" ` +
      `| ${metOrNot(ratio >= MIN_SHARE_OF_FLOOR)} |`
    );
  });
  const allFast = result.reads.every((load) => load.fixedRate.p99 < MAX_P99_MS);
  const allNear = result.reads.every(
    (load) =>
      load.requestsPerSecond / result.floors[load.floor].requestsPerSecond >= MIN_SHARE_OF_FLOOR,
  );
  return [
    `At ${perSecond(FIXED_RATE)} requests per second offered (open model, ${FIXED_RATE_SECONDS} s ` +
      `after a ${WARMUP_SECONDS} s warm-up at the same rate), and each route's saturated ` +
      `requests per second (the table above) as a share of its floor's:`,
    '',
    `| route | answered/s | p50 | p99 | p99 < ${MAX_P99_MS} ms | req/s vs its floor (saturated) ` +
      `| ≥ ${share(MIN_SHARE_OF_FLOOR)} of its floor |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `p99 under ${MAX_P99_MS} ms at ${perSecond(FIXED_RATE)} req/s on every read route — ` +
      `**${allFast ? 'met' : 'NOT met'}**; every read route at ${share(MIN_SHARE_OF_FLOOR)} of ` +
      `its floor or more — **${allNear ? 'met' : 'NOT met'}**.`,
  ].join('\n');
}

function describeTarget(result: ApiResult): string {
  if ('skipped' in result) {
    return `### On ${result.label}\n\n**Skipped**: the server could not be reached (${result.skipped}).`;
  }
  const baseline = Math.min(...result.hello.map((load) => load.requestsPerSecond));
  const allMet = result.reads.every((load) => readVerdict(load, baseline) === 'met');
  const floorsMet = Object.values(result.floors).every(
    (load) => readVerdict(load, baseline) === 'met',
  );
  return [
    `### On ${result.label}`,
    '',
    '| route | req/s | p50 | p99 | req/s vs hello-world | vs its floor | budget |',
    '|---|---|---|---|---|---|---|',
    ...result.hello.map((load) => row(load, baseline, '', 'baseline')),
    ...Object.values(result.floors).map((load) =>
      row(load, baseline, 'floor', `${readVerdict(load, baseline)} (no app code)`),
    ),
    ...result.reads.map((load) =>
      row(load, baseline, floorShare(result, load), readVerdict(load, baseline)),
    ),
    row(result.login, baseline, '', 'none (argon2-bound)'),
    '',
    describeFixedRate(result),
    '',
    `Read routes: at least ${share(MIN_SHARE_OF_HELLO)} of the hello-world's requests per second ` +
      `and p99 under ${MAX_P99_MS} ms — **${allMet ? 'met' : 'NOT met'}**` +
      (floorsMet
        ? '.'
        : `; not even the floors meet it on this machine (the catalogue answer is ` +
          `${(result.catalogueBytes / 1024).toFixed(1)} KB), see decision 011.`),
  ].join('\n');
}

export function describeApi(results: ApiResult[]): string {
  return [
    '## API throughput and latency',
    '',
    `autocannon, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s per route after a ` +
      `${WARMUP_SECONDS} s warm-up, ` +
      'from the bench process against the real server (`node --import tsx server/main.ts`, ' +
      'LOG_LEVEL=warn) and a bare Fastify hello-world (bench/hello-server.ts), each in a process ' +
      'of its own. The baseline is the slower of the two hello-world runs (before and after the ' +
      'routes). The floors (bench/floor-server.ts, decision 011) are what a route gets on this ' +
      'machine without any app code: a bare Fastify answering the catalogue bytes from memory, ' +
      'or `{"x":1}` after one or two round trips of a prepared `select 1` to the same ' +
      'PostgreSQL; each read route is compared with the floor of its kind. The bench user has three conversations, the one whose latest page is loaded ' +
      `holds ${CONVERSATION_MESSAGES} messages; the chat routes carry a Bearer token. No ` +
      'request sends Accept-Encoding, so answers are uncompressed.',
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
    // divided by throughput, so the p99 budget alone implies a minimum throughput.
    `With ${CONNECTIONS} connections each waiting for its answer, the mean latency is ` +
      `${CONNECTIONS} ÷ throughput: a p99 under ${MAX_P99_MS} ms needs more than ` +
      `${perSecond((CONNECTIONS * 1000) / MAX_P99_MS)} requests per second.`,
    '',
    ...results.flatMap((result) => [describeTarget(result), '']),
  ].join('\n');
}
