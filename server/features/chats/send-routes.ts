import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyResultSchema, sendMessageRequestSchema } from '#common/contracts/chats';
import { apiErrorSchema } from '#common/contracts/errors';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { entitlementsFor } from '#server/features/billing';
import type { ReplyEngines } from '#server/features/replies';
import { assertAiEnabled } from '#server/features/site-settings';
import { createAfterReplyQueue } from './after-reply';
import { writeReply } from './reply-writer';
import { schemaSerializerCompiler } from '#server/plugins/schema-serializer';
import { startSend, type SendDeps } from './send-service';
import { openEventStream } from './sse';
import { toMessage } from './view';

const paramsSchema = z.object({ id: z.string().uuid() });

function wantsEventStream(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().startsWith('text/event-stream')) ?? false;
}

/**
 * Sending a message. Every refusal (400, 403, 404, 409, 429) is decided before anything is
 * stored or streamed, so it is a plain JSON error even for a streaming request; once the
 * stream has begun, only `event: error` can report a failure.
 */
export const sendRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  // Memory facts from the provider and the rolling summary, after each stored reply.
  const afterReply = createAfterReplyQueue({
    db: app.db,
    clock: app.clock,
    writer: engines.writer ?? null,
    logger: app.log,
  });
  app.addHook('onClose', () => afterReply.close());

  app.post(
    '/chats/:id/ai-response',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        tags: ['chats'],
        security: SIGNED_IN,
        summary: "Send a message and get the companion's reply",
        description:
          'Stores the message, then writes and stores the reply. With `Accept: text/event-stream` ' +
          'the answer streams as Server-Sent Events: `user` (the stored message), `delta` ' +
          '`{text}` per piece, then `done` (the JSON body) or `error` `{error, code}`. A repeated ' +
          '`clientMessageId` answers the stored pair. 409 CONFLICT while a reply is being written, ' +
          '429 LIMIT_REACHED when the daily limit is used up, 503 AI_PAUSED while an admin has ' +
          'paused the AI (nothing is stored either way).',
        params: paramsSchema,
        body: sendMessageRequestSchema,
        response: {
          200: replyResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      // Paused by an admin: refused before anything is stored or counted.
      await assertAiEnabled(app.db);
      const deps: SendDeps = {
        db: app.db,
        config: app.config,
        clock: app.clock,
        engines,
        logger: request.log,
        metrics: app.metrics,
        afterReply,
      };
      const start = await startSend(deps, {
        user,
        entitlements: entitlementsFor(user),
        conversationId: request.params.id,
        userMessage: request.body.userMessage,
        clientMessageId: request.body.clientMessageId,
      });
      const streaming = wantsEventStream(request.headers.accept);
      if (!streaming) {
        return start.kind === 'repeat' ? start.result : writeReply(deps, start.send);
      }

      const events = openEventStream(reply);
      try {
        if (start.kind === 'repeat') {
          events.send('user', start.result.userMessage);
          events.send('delta', { text: start.result.aiMessage.content });
          events.send('done', start.result);
          return;
        }
        events.send('user', toMessage(start.send.userMessage));
        const result = await writeReply(deps, start.send, (text) => events.send('delta', { text }));
        events.send('done', result);
      } catch (error) {
        request.log.error(
          { failure: error instanceof Error ? error.name : typeof error },
          'Reply failed',
        );
        events.send('error', { error: 'The reply could not be saved.', code: 'INTERNAL_ERROR' });
      } finally {
        events.end();
      }
    },
  );
};
