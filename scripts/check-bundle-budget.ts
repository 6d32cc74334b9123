import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CLIENT_DIR,
  FIRST_LOAD_BUDGET_BYTES,
  ROUTES_PREFIX,
  firstLoadOfEn,
  firstVisitLoad,
  kb,
  readManifest,
  routesInEntry,
} from '#bench/web-bundle';

/**
 * `npm run check:bundle` (after `npm run build:client`): fails when the first load of /en ships
 * more gzipped JavaScript than the budget (docs/architecture.md, "Performance budgets"), or when a
 * page is not split into a chunk of its own. A size check on the build, not a timed test.
 */

const ROUTES_DIR = fileURLToPath(new URL('../client/app/routes', import.meta.url));

function routeSources(): string[] {
  return readdirSync(ROUTES_DIR)
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => `${ROUTES_PREFIX}${name}`);
}

function main(): number {
  const clientDir = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_CLIENT_DIR;
  let manifest;
  try {
    manifest = readManifest(clientDir);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const failures: string[] = [];

  for (const load of [firstLoadOfEn(manifest, clientDir), firstVisitLoad(manifest, clientDir)]) {
    const line = `${load.label}: ${kb(load.gzipped)} of gzipped JavaScript (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`;
    if (load.gzipped <= FIRST_LOAD_BUDGET_BYTES) {
      console.log(`ok   ${line}`);
      continue;
    }
    const largest = [...load.files]
      .sort((a, b) => b.gzipped - a.gzipped)
      .slice(0, 5)
      .map(({ file, gzipped }) => `${file} ${kb(gzipped)}`)
      .join(', ');
    failures.push(
      `${line}, ${kb(load.gzipped - FIRST_LOAD_BUDGET_BYTES)} over. Largest: ${largest}`,
    );
  }

  const notSplit = routesInEntry(manifest, routeSources());
  if (notSplit.length > 0) {
    failures.push(
      `pages without a chunk of their own (load them with lazy() in client/app/router/lazy-pages.ts ` +
        `and import them nowhere else): ${notSplit.join(', ')}`,
    );
  } else {
    console.log(`ok   every page (${routeSources().length}) is its own lazily loaded chunk`);
  }

  for (const failure of failures) console.error(`FAIL ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = main();
