import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiEngineResponseSchema,
  aiEngineTestRequestSchema,
  aiEngineTestResponseSchema,
} from '#common/contracts/admin';
import { apiErrorSchema } from '#common/contracts/errors';
import { DEFAULT_LANGUAGE } from '#common/i18n/languages';
import type { ReplyEngines } from '#server/features/replies';
import { adminBase, adminErrors } from '../admin-route-schema';
import { createEngineTester, describeEngine } from './service';

export const aiEngineRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  const runEngineTest = createEngineTester(app.config, engines);

  app.get(
    '/admin/ai-engine',
    {
      schema: {
        ...adminBase,
        summary: 'The reply engine in use and its settings (LLM_*), without the key',
        response: { 200: aiEngineResponseSchema, ...adminErrors },
      },
    },
    async () => ({ aiEngine: describeEngine(app.config, engines) }),
  );

  app.post(
    '/admin/ai-engine/test',
    {
      schema: {
        ...adminBase,
        summary: 'Write one real-size reply with the engine in use and report how it went',
        description:
          "Sends a seeded companion's whole persona with a long conversation, its summary and " +
          'memories, fitted to LLM_CONTEXT_TOKENS like every reply, with the same timeouts and ' +
          'no fallback. Answers 200 whether the provider worked or not: `ok`, the fitted prompt, ' +
          'time to first token, total time, the start of the reply and, on a failure, its kind ' +
          "with the provider's own message (the key masked). One test at a time: 409 CONFLICT " +
          'while one runs.',
        body: aiEngineTestRequestSchema,
        response: { 200: aiEngineTestResponseSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (request) => ({ test: await runEngineTest(request.body.language ?? DEFAULT_LANGUAGE) }),
  );
};
