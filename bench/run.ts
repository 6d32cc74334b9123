import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import os from 'node:os';
import { benchChatOverhead, describeOverhead } from './chat-overhead';
import { startBenchDatabase } from './support';
import { benchTokenLatency, describeTokenLatency } from './token-latency';

/** `npm run bench`: every bench on one embedded PostgreSQL, results in docs/performance.md. */

const OUTPUT = new URL('../docs/performance.md', import.meta.url);

async function main() {
  const started = Date.now();
  const database = await startBenchDatabase();
  try {
    const overhead = await benchChatOverhead(database);
    console.log(describeOverhead(overhead), '\n');
    const tokens = await benchTokenLatency(database);
    console.log(describeTokenLatency(tokens), '\n');
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const report = [
      '# Performance',
      '',
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
        `${cpu} (${os.cpus().length} threads), embedded PostgreSQL, everything on one machine. ` +
        'Numbers vary between machines and runs; the budgets are what matters.',
      '',
      describeOverhead(overhead),
      '',
      describeTokenLatency(tokens),
      '',
    ].join('\n');
    // Formatted like every other file, so that a fresh report passes `npm run format:check`.
    const options = await resolveConfig(fileURLToPath(OUTPUT));
    await writeFile(OUTPUT, await format(report, { ...options, parser: 'markdown' }));
    console.log(`Wrote docs/performance.md in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await database.stop();
  }
}

await main();
