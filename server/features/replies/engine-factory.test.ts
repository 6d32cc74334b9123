import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { loadConfig } from '#server/config';
import { BUILTIN_MODEL } from './builtin/builtin-engine';
import { createReplyEngines } from './engine-factory';
import { collect, contextFor } from './test-support';

let fake: FakeOpenAIServer;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'Configured provider.' });
});
afterAll(() => fake.close());

describe('createReplyEngines', () => {
  it('uses the built-in engine when no provider is configured', () => {
    const { primary, builtin } = createReplyEngines(loadConfig({}));
    expect(primary).toBe(builtin);
    expect(primary).toMatchObject({ kind: 'builtin', model: BUILTIN_MODEL });
  });

  it.each([
    ['LLM_BASE_URL', { LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }],
    ['LLM_API_KEY', { LLM_API_KEY: 'sk-test' }],
  ])('uses the OpenAI-compatible engine when %s is set, with LLM_MODEL', (_, env) => {
    const { primary, builtin } = createReplyEngines(loadConfig({ ...env, LLM_MODEL: 'llama3.1' }));
    expect(primary).toMatchObject({ kind: 'openai', model: 'llama3.1' });
    expect(builtin.kind).toBe('builtin');
    expect(createReplyEngines(loadConfig(env)).primary.model).toBe('gpt-4o-mini');
  });

  it('talks to the configured server', async () => {
    const { primary } = createReplyEngines(loadConfig({ LLM_BASE_URL: fake.baseURL }));
    const pieces = await collect(
      primary.stream(contextFor('sophia', 'en', 'Hi'), new AbortController().signal),
    );
    expect(pieces.join('')).toBe('Configured provider.');
  });
});
