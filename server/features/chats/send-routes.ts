import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editMessageRequestSchema,
  replacedReplyResultSchema,
  replyResultSchema,
  sendMessageRequestSchema,
  type ReplyResult,
} from '#common/contracts/chats';
import { apiErrorSchema } from '#common/contracts/errors';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { entitlementsFor } from '#server/features/accounts';
import type { ReplyEngines } from '#server/features/replies';
import { assertAiEnabled } from '#server/features/site-settings';
import { createAfterReplyQueue } from './after-reply';
import { writeReply } from './reply-writer';
import { schemaSerializerCompiler } from '#server/plugins/schema-serializer';
import { startEdit, startRegenerate, type StartedRedo } from './redo-service';
import { startSend, type SendDeps, type StartedSend } from './send-service';
import { openEventStream } from './sse';
import { toMessage } from './view';

const paramsSchema = z.object({ id: z.string().uuid() });
const messageParamsSchema = z.object({ id: z.string().uuid(), messageId: z.string().uuid() });

/** The refusals a turn can answer before anything changes (send, regenerate, edit). */
const turnErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

function wantsEventStream(accept: string | undefined): boolean {
  return accept?.split(',').some((type) => type.trim().startsWith('text/event-stream')) ?? false;
}

/**
 * Writes a started turn's reply as JSON, or as Server-Sent Events for a client that asks for
 * them: `user` (the stored user message), `delta` `{text}` per piece, then `done` (the JSON
 * body) or `error` `{error, code}`. `extra` joins the result (a regenerate's replaced id).
 */
async function answerTurn<T extends ReplyResult>(
  deps: SendDeps,
  request: { headers: { accept?: string | undefined }; log: FastifyBaseLogger },
  reply: FastifyReply,
  send: StartedSend,
  extra: (result: ReplyResult) => T,
): Promise<T | undefined> {
  if (!wantsEventStream(request.headers.accept)) return extra(await writeReply(deps, send));
  const events = openEventStream(reply);
  try {
    events.send('user', toMessage(send.userMessage));
    const result = await writeReply(deps, send, (text) => events.send('delta', { text }));
    events.send('done', extra(result));
  } catch (error) {
    request.log.error(
      { failure: error instanceof Error ? error.name : typeof error },
      'Reply failed',
    );
    events.send('error', { error: 'The reply could not be saved.', code: 'INTERNAL_ERROR' });
  } finally {
    events.end();
  }
  return undefined;
}

/** A regenerate's or an edit's result: the reply result and the id of the reply it replaced. */
const withReplaced = (redo: StartedRedo) => (result: ReplyResult) => ({
  ...result,
  replacedMessageId: redo.replacedMessageId,
});

/**
 * Sending a message, regenerating the last reply, editing the last message. Every refusal
 * (400, 403, 404, 409, 429, 503) is decided before anything is stored or streamed, so it is a
 * plain JSON error even for a streaming request; once the stream has begun, only
 * `event: error` can report a failure.
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
  const depsFor = (logger: SendDeps['logger']): SendDeps => ({
    db: app.db,
    config: app.config,
    clock: app.clock,
    engines,
    logger,
    metrics: app.metrics,
    afterReply,
  });

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
        response: { 200: replyResultSchema, ...turnErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      // Paused by an admin: refused before anything is stored or counted.
      await assertAiEnabled(app.db);
      const deps = depsFor(request.log);
      const start = await startSend(deps, {
        user,
        entitlements: entitlementsFor(user),
        conversationId: request.params.id,
        userMessage: request.body.userMessage,
        clientMessageId: request.body.clientMessageId,
      });
      if (start.kind === 'started') {
        return answerTurn(deps, request, reply, start.send, (result) => result);
      }
      if (!wantsEventStream(request.headers.accept)) return start.result;
      const events = openEventStream(reply);
      events.send('user', start.result.userMessage);
      events.send('delta', { text: start.result.aiMessage.content });
      events.send('done', start.result);
      events.end();
      return undefined;
    },
  );

  app.post(
    '/chats/:id/regenerate',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        tags: ['chats'],
        security: SIGNED_IN,
        summary: "Replace the conversation's last reply with a new one",
        description:
          'Deletes the last reply and answers its message again; the new reply counts against ' +
          'the daily limit like a send and streams the same way with `Accept: ' +
          'text/event-stream` (`user` is the message answered again). The result also carries ' +
          '`replacedMessageId`. 409 NOTHING_TO_REGENERATE when the last message is not a ' +
          "companion's chat reply, 409 CONFLICT while a reply is being written, 429 " +
          'LIMIT_REACHED, 503 AI_PAUSED (nothing changed either way).',
        params: paramsSchema,
        response: { 200: replacedReplyResultSchema, ...turnErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      await assertAiEnabled(app.db);
      const deps = depsFor(request.log);
      const redo = await startRegenerate(deps, {
        user,
        entitlements: entitlementsFor(user),
        conversationId: request.params.id,
      });
      return answerTurn(deps, request, reply, redo.send, withReplaced(redo));
    },
  );

  app.post(
    '/chats/:id/messages/:messageId/edit',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        tags: ['chats'],
        security: SIGNED_IN,
        summary: 'Edit your last message and get a new reply to it',
        description:
          "Gives the user's last message its new `content` (validated like a send), deletes its " +
          'reply and answers the new text; counts against the daily limit like a send and ' +
          'streams the same way. What the old text told her is forgotten (memories from that ' +
          'message, unless pinned). The result also carries `replacedMessageId` (null when the ' +
          'message had no reply). 404 for a message not in the conversation, 409 ' +
          'NOT_LAST_MESSAGE for one that is not your last typed message, 409 CONFLICT while a ' +
          'reply is being written, 429 LIMIT_REACHED, 503 AI_PAUSED (nothing changed).',
        params: messageParamsSchema,
        body: editMessageRequestSchema,
        response: { 200: replacedReplyResultSchema, ...turnErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request).user;
      await assertAiEnabled(app.db);
      const deps = depsFor(request.log);
      const redo = await startEdit(deps, {
        user,
        entitlements: entitlementsFor(user),
        conversationId: request.params.id,
        messageId: request.params.messageId,
        content: request.body.content,
      });
      return answerTurn(deps, request, reply, redo.send, withReplaced(redo));
    },
  );
};
