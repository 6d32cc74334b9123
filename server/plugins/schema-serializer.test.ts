import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaSerializerCompiler, unchangingAnswer } from './schema-serializer';

/** The compiled serializer of the busiest reads, and the text it keeps for cached answers. */

const card = z.object({ id: z.string(), name: z.string() });
const full = z.object({ id: z.string(), name: z.string(), story: z.string() });

async function appAnswering(answer: () => object) {
  const app = Fastify();
  for (const [path, schema] of [
    ['/card', card],
    ['/full', full],
  ] as const) {
    app.get(
      path,
      { serializerCompiler: schemaSerializerCompiler, schema: { response: { 200: schema } } },
      async () => answer(),
    );
  }
  await app.ready();
  return app;
}

describe('schemaSerializerCompiler', () => {
  it('writes only the declared properties', async () => {
    const app = await appAnswering(() => ({ id: '1', name: 'Sophia', story: 'x', secret: 'y' }));
    expect((await app.inject('/card')).body).toBe('{"id":"1","name":"Sophia"}');
    expect((await app.inject('/full')).body).toBe('{"id":"1","name":"Sophia","story":"x"}');
    await app.close();
  });

  it('writes an unchanging answer once per route and sends that text again', async () => {
    const answer = unchangingAnswer({ id: '1', name: 'Sophia', story: 'Loves books' });
    const app = await appAnswering(() => answer);
    expect((await app.inject('/card')).body).toBe('{"id":"1","name":"Sophia"}');
    expect((await app.inject('/full')).body).toBe(
      '{"id":"1","name":"Sophia","story":"Loves books"}',
    );
    // Nothing may change such an answer. Were something to, the kept text would still be sent,
    // and under the test runner that is caught: it no longer matches the answer.
    answer.name = 'Emma';
    const changed = await app.inject('/card');
    expect(changed.statusCode).toBe(500);
    expect(changed.json().message).toContain('{"id":"1","name":"Sophia"}');
    await app.close();
  });

  it('writes any other answer afresh on every request', async () => {
    const answer = { id: '2', name: 'Maya', story: '' };
    const app = await appAnswering(() => answer);
    expect((await app.inject('/card')).body).toBe('{"id":"2","name":"Maya"}');
    answer.name = 'Мая';
    expect((await app.inject('/card')).body).toBe('{"id":"2","name":"Мая"}');
    await app.close();
  });
});
