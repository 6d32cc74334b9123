import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { bulgarianDraft, createOwn, englishDraft } from './own-companions-test-support';

/**
 * A conversation with an own companion goes through the same persona building as a built-in
 * one: the built-in engine answers about her from her fields, a provider gets her persona.
 */

describe('with the built-in engine', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  });
  afterAll(() => ctx.close());

  it('she answers about herself from her fields, in English', async () => {
    const user = await registerUser(ctx.app);
    const nadia = await createOwn(ctx.app, user.token, englishDraft('Nadia'));
    const chat = await openChat(ctx.app, user.token, nadia.id);
    const name = await sendOk(ctx.app, user.token, chat.id, "What's your name?");
    expect(name.aiMessage.content).toContain('Nadia');
    const city = await sendOk(ctx.app, user.token, chat.id, 'Where do you live?');
    expect(city.aiMessage.content).toContain('Lisbon');
    const work = await sendOk(ctx.app, user.token, chat.id, 'What do you do for work?');
    expect(work.aiMessage.content).toMatch(/boat/i);
  });

  it('she answers about herself in Bulgarian when written in Bulgarian', async () => {
    const user = await registerUser(ctx.app);
    const desi = await createOwn(ctx.app, user.token, bulgarianDraft('Десислава'));
    const chat = await openChat(ctx.app, user.token, desi.id);
    const name = await sendOk(ctx.app, user.token, chat.id, 'Как се казваш?');
    expect(name.aiMessage.content).toContain('Десислава');
    const city = await sendOk(ctx.app, user.token, chat.id, 'Къде живееш?');
    expect(city.aiMessage.content).toContain('Пловдив');
    const work = await sendOk(ctx.app, user.token, chat.id, 'Какво работиш?');
    expect(work.aiMessage.content).toMatch(/стенопис|ателие|рису/i);
  });
});

describe('with a provider', () => {
  let fake: FakeOpenAIServer;
  let ctx: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.setDefault({ reply: 'Hello from the provider.' });
    ctx = await createTestApp({
      env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' },
      engineTuning: { wordDelayMs: 0 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('fills the other language through the provider, marked as machine-translated', async () => {
    const user = await registerUser(ctx.app);
    fake.requests.length = 0;
    fake.enqueue({
      reply: JSON.stringify({
        name: 'Надя',
        location: 'Лисабон',
        'persona.backstory.career': 'Реставрирам дървени платноходи.',
        invented: 'ignored',
      }),
    });
    const made = await createOwn(ctx.app, user.token, englishDraft('Nadia'));
    expect(made).toMatchObject({
      machine_translated: 'bg',
      name_bg: 'Надя',
      location_bg: 'Лисабон',
    });
    expect(made.persona.bg.backstory.career).toBe('Реставрирам дървени платноходи.');
    const asked = fake.requests[0]!.body as { messages: Array<{ content: string }> };
    expect(JSON.parse(asked.messages[1]!.content)).toMatchObject({
      name: 'Nadia',
      location: 'Lisbon',
    });
    // A provider answer that is not the JSON asked for leaves the other language empty.
    const other = await registerUser(ctx.app);
    const untranslated = await createOwn(ctx.app, other.token, englishDraft('Lina'));
    expect(untranslated).toMatchObject({ machine_translated: null, name_bg: '' });
  });

  it('sends her persona (story, values, appearance, speech) in the system prompt', async () => {
    const user = await registerUser(ctx.app);
    const nadia = await createOwn(ctx.app, user.token, englishDraft('Nadia'));
    const chat = await openChat(ctx.app, user.token, nadia.id);
    fake.requests.length = 0;
    const reply = await sendOk(ctx.app, user.token, chat.id, 'Tell me about yourself.');
    expect(reply.engine).toBe('openai');
    const body = fake.requests.at(-1)!.body as {
      messages: Array<{ role: string; content: string }>;
    };
    const system = body.messages[0]!.content;
    expect(system).toContain('You are Nadia');
    expect(system).toContain('dark curls');
    expect(system).toContain('Lisbon');
    expect(system).toContain('restore wooden sailing boats');
    expect(system).toContain('honesty');
    expect(system).toContain('Oh, you know what I mean.');
  });
});
