import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAI } from '#tests/fakes/openai-server';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createReplyEngines } from '#server/features/replies/engine-factory';
import { ms, openConversation, percentile, signUp, type BenchDatabase } from './support';

/**
 * Engine token to client (docs/architecture.md, "Performance budgets": within 10 ms p99): the fake
 * OpenAI server stamps each token as it sends it; a plain HTTP client on 127.0.0.1 stamps each
 * `delta` event as it arrives through the real streaming route. Same process, same monotonic clock.
 */

const REPLIES = 30;
const TOKENS = 40;
const BUDGET_P99_MS = 10;

export interface TokenLatencyResult {
  tokens: number;
  p50: number;
  p99: number;
  max: number;
  withinBudget: boolean;
}

export async function benchTokenLatency(database: BenchDatabase): Promise<TokenLatencyResult> {
  const fake = await startFakeOpenAI();
  const reply = Array.from({ length: TOKENS }, (_, index) => `word${index}`).join(' ');
  fake.setDefault({ reply, tokenDelayMs: 2, stampTokens: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    FREE_DAILY_MESSAGES: '1000000',
    API_RATE_LIMIT: '0',
    LLM_BASE_URL: fake.baseURL,
    LLM_API_KEY: 'bench',
  });
  const app = await buildApp(config, {
    db: database.db,
    clientDir: '/nonexistent',
    replyEngines: createReplyEngines(config),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const token = await signUp(app);
  const conversation = await openConversation(app, token, 'sophia');

  const latencies: number[] = [];
  for (let index = 0; index < REPLIES; index += 1) {
    const sentBefore = fake.sentTokens.length;
    const arrivals = await streamOnce(port, token, conversation);
    const sent = fake.sentTokens.slice(sentBefore);
    if (arrivals.length !== sent.length)
      throw new Error(`${arrivals.length} deltas for ${sent.length} tokens`);
    arrivals.forEach((arrival, position) => {
      const token = sent[position]!;
      if (arrival.text !== token.text) throw new Error('deltas and tokens out of step');
      latencies.push(Number(arrival.at - token.sentAtNs) / 1e6);
    });
  }
  await app.close();
  await fake.close();
  const p99 = percentile(latencies, 99);
  return {
    tokens: latencies.length,
    p50: percentile(latencies, 50),
    p99,
    max: Math.max(...latencies),
    withinBudget: p99 < BUDGET_P99_MS,
  };
}

/** One streamed send; each delta with its arrival time (process.hrtime.bigint). */
function streamOnce(port: number, token: string, conversation: string) {
  return new Promise<Array<{ text: string; at: bigint }>>((resolve, reject) => {
    const arrivals: Array<{ text: string; at: bigint }> = [];
    let buffer = '';
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/chats/${conversation}/ai-response`,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          'content-type': 'application/json',
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = process.hrtime.bigint();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: delta\n')) {
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { text: string };
              arrivals.push({ text: data.text, at });
            }
          }
        });
        res.on('end', () => resolve(arrivals));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ userMessage: 'Tell me something' }));
  });
}

export function describeTokenLatency(result: TokenLatencyResult): string {
  return [
    '## Engine token to client',
    '',
    `${result.tokens} tokens (${REPLIES} replies of ${TOKENS}) from the fake OpenAI-compatible server ` +
      'through the OpenAI adapter, the real streaming route and a real socket to an HTTP client, ' +
      'all on 127.0.0.1.',
    '',
    '| p50 | p99 | max |',
    '|---|---|---|',
    `| ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.max)} |`,
    '',
    `Budget: under ${BUDGET_P99_MS} ms p99 — **${result.withinBudget ? 'met' : 'NOT met'}**.`,
  ].join('\n');
}
