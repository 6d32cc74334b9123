import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describeApi } from './api-report';
import { benchApi } from './api-throughput';
import { benchChatOverhead, describeOverhead } from './chat-overhead';
import { benchGrowth } from './growth';
import { measureSteal } from './host-steal';
import { benchMultiProcessLoad } from './multi-process-load';
import { describeGrowth } from './growth-report';
import { startBenchDatabase, type BenchDatabase } from './support';
import { benchTokenLatency, describeTokenLatency } from './token-latency';
import { benchWeb } from './web';

/**
 * `npm run bench` runs every section; `npm run bench -- --only api,growth` a subset. The report
 * (docs/performance.md) holds the sections that ran, with the command and the machine.
 */

const OUTPUT = new URL('../docs/performance.md', import.meta.url);
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

interface BenchContext {
  /** The run's embedded PostgreSQL, started by the first section that asks for it. */
  database(): Promise<BenchDatabase>;
}

interface Section {
  name: string;
  /** Runs the bench and answers its part of the report (markdown). */
  run(context: BenchContext): Promise<string>;
}

const SECTIONS: Section[] = [
  {
    name: 'api',
    run: async (context) => {
      const embedded = await context.database();
      const results = [
        await benchApi({ label: 'the embedded PostgreSQL', serverUrl: embedded.urlOf('postgres') }),
        await benchApi({
          label: "the machine's PostgreSQL (BENCH_DATABASE_URL)",
          serverUrl: process.env.BENCH_DATABASE_URL || MACHINE_POSTGRES,
        }),
      ];
      return describeApi(results);
    },
  },
  {
    name: 'chat',
    run: async (context) => {
      const database = await context.database();
      const overhead = describeOverhead(await benchChatOverhead(database));
      return `${overhead}\n\n${describeTokenLatency(await benchTokenLatency(database))}`;
    },
  },
  {
    name: 'growth',
    run: async (context) => describeGrowth(await benchGrowth(await context.database())),
  },
  { name: 'web', run: () => benchWeb() },
  { name: 'multi-process', run: () => benchMultiProcessLoad() },
];

/** The sections named by `--only a,b` (or `--only=a,b`); all of them without it. */
function chosenSections(args: string[]): Section[] {
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return SECTIONS;
  const value = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const names = (value ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (names.length === 0 || unknown.length > 0) {
    const known = SECTIONS.map((section) => section.name).join(', ');
    throw new Error(`--only takes a comma-separated list of: ${known} (got "${value ?? ''}")`);
  }
  return SECTIONS.filter((section) => names.includes(section.name));
}

function header(command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  const load = os.loadavg()[0]!.toFixed(2);
  return [
    '# Performance',
    '',
    `Written by \`${command}\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
      `${cpu} (${os.cpus().length} threads, ${memory} GB), ${os.type()} ${os.release()}; load ` +
      `average ${load} at the start. Everything (benches, servers, PostgreSQL) runs on this one ` +
      'machine. Every figure is compared with a baseline measured in the same run; absolute ' +
      'numbers vary between machines and runs, the ratios and budgets are what matters.',
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const sections = chosenSections(args);
  const command = ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  const started = Date.now();
  const database = lazyDatabase();
  const context: BenchContext = { database: database.get };
  try {
    const parts = [header(command)];
    for (const section of sections) {
      const sectionStarted = Date.now();
      const stolen = measureSteal();
      const figures = await section.run(context);
      // The host's share says how far this section's figures can be trusted (decision 011).
      const part = `${figures}\n\nCPU time taken by the host (steal) during this section: ${stolen()}.`;
      console.log(`${part}\n\n(${section.name}: ${seconds(sectionStarted)} s)\n`);
      parts.push(part);
    }
    // Formatted like every other file, so that a fresh report passes `npm run format:check`.
    const options = await resolveConfig(fileURLToPath(OUTPUT));
    const report = `${parts.join('\n\n')}\n`;
    await writeFile(OUTPUT, await format(report, { ...options, parser: 'markdown' }));
    console.log(`Wrote docs/performance.md in ${seconds(started)} s`);
  } finally {
    await database.stop();
  }
}

function lazyDatabase() {
  let started: Promise<BenchDatabase> | undefined;
  return {
    get: () => (started ??= startBenchDatabase()),
    stop: async () => {
      if (started) await (await started).stop();
    },
  };
}

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

await main();
