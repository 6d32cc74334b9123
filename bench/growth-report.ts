import { CATALOGUE_PAGE, type GrowthResult, type SizeLatency } from './growth';
import { ms } from './support';

/** The growth section of docs/performance.md: each size against the smallest one. */

/** "Flat": the median at the largest size is within this factor of the smallest size's. */
const FLAT_RATIO = 1.5;

const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
const count = (value: number) => value.toLocaleString('en-US');
const kilobytes = (bytes: number) =>
  bytes < 2 ** 20 ? `${(bytes / 2 ** 10).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;

/**
 * How a table is judged: every size against the smallest; or, for a page of a list, from the
 * first size whose answer fills the page (below that the answer itself is smaller, e.g. 6
 * companions of a 24-companion page); or not at all (shown for scale).
 */
type Judgement = 'all' | 'full-pages' | 'none';

/** Sizes whose answer is as big as the largest size's (within 5%): their page is full. */
function fullPages(rows: SizeLatency[]): SizeLatency[] {
  const largest = rows.at(-1)?.bytes ?? 0;
  const full = rows.filter((row) => (row.bytes ?? 0) >= largest * 0.95);
  return full.length >= 2 ? full : rows;
}

function verdict(rows: SizeLatency[], judgement: Judgement): string[] {
  if (judgement === 'none') return [];
  const judged = judgement === 'full-pages' ? fullPages(rows) : rows;
  const base = judged[0]!;
  const flat = judged.every((row) => row.median / base.median <= FLAT_RATIO);
  const from =
    base === rows[0]
      ? "the smallest size's"
      : `that of ${count(base.size)}, the first size whose answer fills a page`;
  return ['', `**${flat ? 'flat' : 'NOT flat'}** (every median within ${FLAT_RATIO}× of ${from}).`];
}

function table(
  title: string,
  sizeHeading: string,
  rows: SizeLatency[],
  judgement: Judgement = 'all',
): string {
  const base = rows[0]!;
  const withBytes = rows.some((row) => row.bytes !== undefined);
  const extra = withBytes ? ' answer |' : '';
  return [
    `### ${title}`,
    '',
    `| ${sizeHeading} | median | p99 | median vs ${count(base.size)} | p99 vs ${count(base.size)} |${extra}`,
    `|---|---|---|---|---|${withBytes ? '---|' : ''}`,
    ...rows.map(
      (row) =>
        `| ${count(row.size)} | ${ms(row.median)} | ${ms(row.p99)} | ${ratio(row.median, base.median)} ` +
        `| ${ratio(row.p99, base.p99)} |${row.bytes === undefined ? '' : ` ${kilobytes(row.bytes)} |`}`,
    ),
    ...verdict(rows, judgement),
  ].join('\n');
}

export function describeGrowth(result: GrowthResult): string {
  return [
    '## Growth',
    '',
    `${result.samples} sequential requests per size after a warm-up, through \`inject\` into the ` +
      'real app in the bench process (latency, not throughput). Conversations and companions are ' +
      'bulk-inserted; what a send adds is deleted again (untimed) before the page load, so every ' +
      'send and page load sees exactly the stated size. The three conversations take turns, ' +
      'round by round, so every size sees the same machine state. Sends use the instant engine.',
    '',
    table('Send a message (`POST /api/chats/{id}/ai-response`)', 'messages', result.send),
    '',
    table('Latest page of messages (`GET /api/chats/{id}/messages`)', 'messages', result.page),
    '',
    'The web app asks for the catalogue a page of 24 at a time (the catalogue page, the home ' +
      'page, the dashboard and the prefetch at start). With 6 companions the first page holds ' +
      'all 6; from 100 on it holds 24, four times the bytes, so the page is judged from the ' +
      'first size that fills it.',
    '',
    table(
      `Companion list, first page (\`GET ${CATALOGUE_PAGE}\`, uncompressed)`,
      'companions',
      result.models,
      'full-pages',
    ),
    '',
    'For scale, the whole catalogue in one answer (`GET /api/models` without `limit`, as the API ' +
      'first defined it): it holds every companion, so it grows with them by definition and has ' +
      'no flatness budget.',
    '',
    table(
      'Whole catalogue (`GET /api/models`, uncompressed)',
      'companions',
      result.wholeCatalogue,
      'none',
    ),
  ].join('\n');
}
