import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Memory } from '#common/contracts/memories';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk, waitFor } from '#server/features/chats/chat-test-support';

/**
 * With a provider, the user's messages are also read for facts by the language model (a JSON
 * answer checked with zod) after the reply is stored; the rules' facts stand when its answer is
 * garbage, of the wrong shape, or late.
 */

let fake: FakeOpenAIServer;
let ctx: TestApp;
let me: TestUser;
/** What the fake answers to a request for facts. */
let factsAnswer: { reply?: string; status?: number; firstTokenDelayMs?: number };
let factRequests: number;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'How lovely!' });
  ctx = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' },
    engineTuning: { wordDelayMs: 0 },
  });
  me = await registerUser(ctx.app, { email: 'facts@example.com', firstName: 'Daniel' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  factRequests = 0;
  fake.setResponder((body) => {
    const system = (body.messages as Array<{ content: string }>)[0]!.content;
    if (!system.includes('lasting facts')) return undefined;
    factRequests += 1;
    return factsAnswer;
  });
});

async function memories(chatId: string): Promise<Memory[]> {
  const response = await asUser(ctx.app, me.token, 'GET', `/api/chats/${chatId}/memories`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { memories: Memory[] }).memories;
}

const contents = (list: Memory[]) => list.map((memory) => memory.content).sort();

describe('facts read by the provider', () => {
  it('adds the facts the rules cannot read, in the memory panel’s style', async () => {
    factsAnswer = {
      reply: JSON.stringify({
        facts: [
          { kind: 'like', content: 'Grows tomatoes on the balcony' },
          { kind: 'location', content: 'Lives in Plovdiv' },
        ],
      }),
    };
    const chat = await openChat(ctx.app, me.token, 'sophia');
    await sendOk(
      ctx.app,
      me.token,
      chat.id,
      'Honestly my balcony tomatoes are my pride, here in Plovdiv where I live.',
    );
    const found = await waitFor(async () => {
      const list = await memories(chat.id);
      return list.some((memory) => memory.content.includes('tomatoes')) ? list : null;
    });
    expect(
      found.find((memory) => memory.content === 'Grows tomatoes on the balcony'),
    ).toMatchObject({ kind: 'like', source: { origin: 'chat' } });
    // The same fact from the rules and from the provider is one memory.
    expect(found.filter((memory) => memory.content === 'Lives in Plovdiv')).toHaveLength(1);
  });

  it.each([
    ['garbage', { reply: 'Sure! The facts are: name Daniel {' }],
    ['the wrong shape', { reply: '{"facts": [{"kind": "hobby", "content": "x"}]}' }],
    ['an HTTP error', { status: 500 }],
  ])('keeps exactly the rules’ facts when the provider answers %s', async (_, answer) => {
    factsAnswer = answer;
    const chat = await openChat(ctx.app, me.token, 'emma');
    await sendOk(
      ctx.app,
      me.token,
      chat.id,
      "I'm Daniel and I live in Plovdiv, it is a lovely town.",
    );
    await waitFor(async () => factRequests > 0);
    // The rules' facts were stored before the reply; nothing else arrives after it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(contents(await memories(chat.id))).toEqual(['Lives in Plovdiv', 'Name: Daniel']);
  });

  it('never delays the reply: a slow provider reads the facts after it is stored', async () => {
    factsAnswer = {
      reply: '{"facts": [{"kind": "pet", "content": "Has a cat named Mila"}]}',
      firstTokenDelayMs: 1_500,
    };
    const chat = await openChat(ctx.app, me.token, 'maya');
    const started = Date.now();
    const result = await sendOk(
      ctx.app,
      me.token,
      chat.id,
      'My little Mila, the cat, knocked my coffee over this morning.',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.aiMessage.content).toBe('How lovely!');
    await waitFor(async () =>
      (await memories(chat.id)).some((memory) => memory.content === 'Has a cat named Mila'),
    );
  });

  it('leaves short messages to the rules', async () => {
    factsAnswer = { reply: '{"facts": []}' };
    const chat = await openChat(ctx.app, me.token, 'sophia');
    await sendOk(ctx.app, me.token, chat.id, 'Hi there');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(factRequests).toBe(0);
  });
});
