import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildInstantApp } from './instant-engine';
import { ms, openConversation, percentile, signUp, type BenchDatabase } from './support';

/**
 * The server's own cost per reply (docs/architecture.md, "Performance budgets": under 5 ms median):
 * sends through the real route with an engine that answers instantly, against a bare Fastify route
 * that does one trivial insert on the same pool, interleaved so both see the same machine state.
 */

const SENDS = 300;
/**
 * Sends before the measured ones: the JIT compiles the send path over the first hundreds (a
 * run of 300 after 30 was a millisecond slower at the median than the same run repeated), and a
 * server in service is warm.
 */
const WARMUP = 200;
const BUDGET_MEDIAN_MS = 5;

export interface OverheadResult {
  sends: number;
  warmup: number;
  chat: { median: number; p99: number };
  baseline: { median: number; p99: number };
  withinBudget: boolean;
}

export async function benchChatOverhead(database: BenchDatabase): Promise<OverheadResult> {
  const app = await buildInstantApp(database.db);
  const bare = Fastify();
  await database.pool.query(
    'create table if not exists bench_baseline (id bigserial primary key, at timestamptz not null default now())',
  );
  bare.post('/insert', async () => {
    await database.pool.query('insert into bench_baseline default values');
    return { ok: true };
  });
  await Promise.all([app.ready(), bare.ready()]);

  const token = await signUp(app);
  const conversations = await Promise.all(
    ['sophia', 'emma', 'maya'].map((slug) => openConversation(app, token, slug)),
  );
  const headers = { authorization: `Bearer ${token}` };
  const chatTimes: number[] = [];
  const baseTimes: number[] = [];
  for (let index = 0; index < SENDS + WARMUP; index += 1) {
    const conversation = conversations[index % conversations.length];
    let started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/chats/${conversation}/ai-response`,
      headers,
      payload: {
        userMessage: `Message number ${index}: how was your day?`,
        clientMessageId: randomUUID(),
      },
    });
    const chatMs = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`send failed: ${response.statusCode} ${response.body}`);
    started = performance.now();
    await bare.inject({ method: 'POST', url: '/insert' });
    const baseMs = performance.now() - started;
    if (index >= WARMUP) {
      chatTimes.push(chatMs);
      baseTimes.push(baseMs);
    }
  }
  await app.close();
  await bare.close();
  const chat = { median: percentile(chatTimes, 50), p99: percentile(chatTimes, 99) };
  const baseline = { median: percentile(baseTimes, 50), p99: percentile(baseTimes, 99) };
  return {
    sends: SENDS,
    warmup: WARMUP,
    chat,
    baseline,
    withinBudget: chat.median < BUDGET_MEDIAN_MS,
  };
}

export function describeOverhead(result: OverheadResult): string {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  return [
    '## Server overhead per reply (instant engine)',
    '',
    `${result.sends} non-streamed sends through \`POST /api/chats/{id}/ai-response\` (session lookup, ` +
      'validation, claim, atomic daily count, user message, stage from the stored facts, last 40 ' +
      'messages and memories, reply message with the count) after ' +
      `${result.warmup} warm-up sends, spread over three conversations that grow to ` +
      `${Math.round((2 * (result.sends + result.warmup)) / 3)} messages each, against a bare ` +
      'Fastify route doing one insert, the two taking turns.',
    '',
    '| | median | p99 |',
    '|---|---|---|',
    `| chat send | ${ms(result.chat.median)} | ${ms(result.chat.p99)} |`,
    `| bare insert route | ${ms(result.baseline.median)} | ${ms(result.baseline.p99)} |`,
    `| ratio | ${ratio(result.chat.median, result.baseline.median)} | ${ratio(result.chat.p99, result.baseline.p99)} |`,
    '',
    `Budget: under ${BUDGET_MEDIAN_MS} ms median — ` +
      `**${result.withinBudget ? 'met' : 'NOT met'}**.`,
  ].join('\n');
}
