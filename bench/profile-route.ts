import autocannon from 'autocannon';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedApiFixtures } from './api-fixtures';
import { startChildServer } from './child-server';
import { createScratchDatabase } from './scratch-database';

/**
 * Where a read route's server time goes under load (docs/performance.md, "Where the time went"):
 * the real server (`server/main.ts`) runs with `node --cpu-prof` on a scratch database of the
 * machine's PostgreSQL, autocannon loads one route for 10 s at 100 connections, and the
 * profile's self time is summed per function and per file. The `.cpuprofile` stays in the
 * folder printed at the end (open it in Chrome DevTools).
 *
 *   node --import tsx bench/profile-route.ts [models|model|chats|messages|config] [postgres url]
 *
 * `config` (`GET /api/config`, answered from memory) shows what the app's hooks cost a request
 * that makes no round trip.
 *
 * SESSION_CACHE_TTL_MS in the environment reaches the server (0 compares a signed-in route
 * without the session cache, docs/decisions/019-session-cache.md).
 */

const ROUTES = {
  models: () => '/api/models?limit=24',
  config: () => '/api/config',
  model: (f: { modelId: string }) => `/api/models/${f.modelId}`,
  chats: () => '/api/chats',
  messages: (f: { conversationId: string }) => `/api/chats/${f.conversationId}/messages`,
} as const;

/** The routes that need the fixtures' user (the catalogue's are public). */
const SIGNED_IN = new Set<keyof typeof ROUTES>(['chats', 'messages']);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    total += delta;
    const file = frame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm:') || '(vm)';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    const group = file.startsWith('nm:') ? file.split('/').slice(0, 2).join('/') : file;
    selfByFile.set(group, (selfByFile.get(group) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return [
    `Busy: ${(total / 1e6).toFixed(1)} s`,
    'Self time by function:',
    ...top(selfByFunction, 30),
    '',
    'Self time by file/package:',
    ...top(selfByFile, 25),
  ].join('\n');
}

const which = (process.argv[2] ?? 'models') as keyof typeof ROUTES;
const serverUrl = process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!(which in ROUTES)) throw new Error(`route: one of ${Object.keys(ROUTES).join(', ')}`);

const database = await createScratchDatabase(serverUrl, `amora_profile_${process.pid}`);
const folder = path.resolve(`.bench-profile-${process.pid}`);
await mkdir(folder, { recursive: true });
try {
  const fixtures = await seedApiFixtures(database);
  const server = await startChildServer({
    script: 'server/main.ts',
    readyPath: '/api/health',
    env: {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SESSION_CACHE_TTL_MS: process.env.SESSION_CACHE_TTL_MS ?? '',
    },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${folder}`],
  });
  try {
    const url = server.origin + ROUTES[which](fixtures);
    const headers = SIGNED_IN.has(which) ? { authorization: `Bearer ${fixtures.token}` } : {};
    await autocannon({ url, headers, connections: 100, duration: 2 });
    const result = await autocannon({ url, headers, connections: 100, duration: 10 });
    console.log(
      `${url}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    );
  } finally {
    await server.stop();
  }
  const files = (await readdir(folder)).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as CpuProfile;
    // The main thread's profile (thread 0); tsx's loader thread only compiles at start.
    if (!/\.0\.\d+\.cpuprofile$/.test(file)) continue;
    console.log(`\n${file} (busy time only)\n${summarise(profile)}`);
  }
  console.log(`\nProfiles in ${folder}`);
} finally {
  await database.drop();
}
