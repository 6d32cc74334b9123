import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  addCompanions,
  fillConversation,
  removeExtraCompanions,
  trimConversation,
} from './fixtures';
import { buildInstantApp } from './instant-engine';
import { openConversation, percentile, signUp, type BenchDatabase } from './support';

/**
 * Growth (issue #10): latency of a send and of the latest page of messages in conversations of
 * 10, 1,000 and 100,000 messages, and of the companion list with 6, 100 and 1,000 companions.
 * Sequential `inject` requests into the real app in this process: latency, not throughput. The
 * companion counts go up one after the other (companions are added, never removed, between them).
 */

const SAMPLES = 200;
const WARMUP = 20;
export const CONVERSATION_SIZES = [10, 1_000, 100_000];
export const COMPANION_COUNTS = [6, 100, 1_000];
/** One free companion per conversation size (one conversation per user and companion). */
const COMPANIONS = ['sophia', 'emma', 'maya'];

export interface SizeLatency {
  size: number;
  median: number;
  p99: number;
  /** Answer size in bytes (the companion list), for context. */
  bytes?: number;
}

export interface GrowthResult {
  samples: number;
  send: SizeLatency[];
  page: SizeLatency[];
  /** The catalogue's first page, which the web app asks for. */
  models: SizeLatency[];
  /** Every companion in one answer (no `limit`): grows with the catalogue by definition. */
  wholeCatalogue: SizeLatency[];
}

async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) {
    throw new Error(`growth bench: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return { elapsed, bytes: response.rawPayload.length };
}

const summary = (size: number, times: number[], bytes?: number): SizeLatency => ({
  size,
  median: percentile(times, 50),
  p99: percentile(times, 99),
  ...(bytes === undefined ? {} : { bytes }),
});

interface SeededConversation {
  id: string;
  size: number;
  /** The newest seeded message's time: later messages came from the bench's sends. */
  seedEnd: Date;
  sends: number[];
  pages: number[];
}

/** One send, then the latest page; what the send added is deleted again (untimed) in between. */
async function sendAndLoad(
  app: FastifyInstance,
  database: BenchDatabase,
  headers: Record<string, string>,
  conversation: SeededConversation,
  round: number,
) {
  const send = await timed(() =>
    app.inject({
      method: 'POST',
      url: `/api/chats/${conversation.id}/ai-response`,
      headers,
      payload: { userMessage: `How was your day, part ${round}?`, clientMessageId: randomUUID() },
    }),
  );
  await trimConversation(database.pool, conversation.id, conversation.seedEnd);
  const page = await timed(() =>
    app.inject({ method: 'GET', url: `/api/chats/${conversation.id}/messages`, headers }),
  );
  if (round >= WARMUP) {
    conversation.sends.push(send.elapsed);
    conversation.pages.push(page.elapsed);
  }
}

/**
 * The conversations take turns, round after round, so that every size sees the same machine
 * state (JIT, caches, whatever else the machine is doing) rather than one size going first.
 */
async function measureConversations(
  app: FastifyInstance,
  database: BenchDatabase,
  token: string,
  conversations: SeededConversation[],
) {
  const headers = { authorization: `Bearer ${token}` };
  for (const [index, size] of CONVERSATION_SIZES.entries()) {
    const id = await openConversation(app, token, COMPANIONS[index]!);
    const seedEnd = await fillConversation(database.pool, id, size);
    conversations.push({ id, size, seedEnd, sends: [], pages: [] });
  }
  for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
    for (const conversation of conversations) {
      await sendAndLoad(app, database, headers, conversation, round);
    }
  }
  return {
    send: conversations.map((conversation) => summary(conversation.size, conversation.sends)),
    page: conversations.map((conversation) => summary(conversation.size, conversation.pages)),
  };
}

/** What the web app asks for: the first page of the catalogue (client/features/companions/api.ts). */
export const CATALOGUE_PAGE = '/api/models?limit=24';

async function measureList(app: FastifyInstance, total: number, url: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
    const list = await timed(() => app.inject({ method: 'GET', url }));
    if (index >= WARMUP) times.push(list.elapsed);
    bytes = list.bytes;
  }
  return summary(total, times, bytes);
}

/** The first page, and for scale the whole catalogue (no page), at `total` companions. */
async function measureCompanionList(app: FastifyInstance, database: BenchDatabase, total: number) {
  await addCompanions(database.pool, total);
  return {
    page: await measureList(app, total, CATALOGUE_PAGE),
    whole: await measureList(app, total, '/api/models'),
  };
}

export async function benchGrowth(database: BenchDatabase): Promise<GrowthResult> {
  const app = await buildInstantApp(database.db);
  const result: GrowthResult = {
    samples: SAMPLES,
    send: [],
    page: [],
    models: [],
    wholeCatalogue: [],
  };
  const conversations: SeededConversation[] = [];
  try {
    const token = await signUp(app);
    Object.assign(result, await measureConversations(app, database, token, conversations));
    for (const total of COMPANION_COUNTS) {
      const { page, whole } = await measureCompanionList(app, database, total);
      result.models.push(page);
      result.wholeCatalogue.push(whole);
    }
    return result;
  } finally {
    await app.close();
    // The other benches share this database: leave it as it was (six companions, few messages).
    await removeExtraCompanions(database.pool);
    const ids = conversations.map((conversation) => conversation.id);
    await database.pool.query('delete from conversations where id = any($1)', [ids]);
  }
}
