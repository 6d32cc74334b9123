import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  createConversationRequestSchema,
  messagesPageSchema,
  messagesQuerySchema,
  usageSchema,
} from '#common/contracts/chats';
import { apiErrorSchema } from '#common/contracts/errors';
import { clearMessagesQuerySchema } from '#common/contracts/memories';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { entitlementsFor } from '#server/features/accounts';
import { forgetAll } from '#server/features/memories';
import type { ReplyEngines } from '#server/features/replies';
import { schemaSerializerCompiler, sendJsonText } from '#server/plugins/schema-serializer';
import { sendRoutes } from './send-routes';
import {
  clearMessages,
  currentUsage,
  deleteConversation,
  getConversation,
  listConversationsJson,
  listMessagesJson,
  markRead,
  openConversation,
} from './service';

export const idParamsSchema = z.object({ id: z.string().uuid() });
const conversationResponse = conversationResponseSchema;
const base = { tags: ['chats'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The signed-in user's conversations; another user's is 404 on every route (never 403). */
export const chatRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  const userOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user;

  app.get(
    '/chats',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        ...base,
        summary: 'Own conversations, most recently active first',
        description:
          'Each with the start of its newest message. `q` finds conversations by the ' +
          "companion's name (English or Bulgarian) or by words in any of their messages. " +
          '`nextCursor` is the `cursor` for the next page; null on the last one. An unknown ' +
          'cursor is 404.',
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        conversationsResponseSchema,
        await listConversationsJson(app.db, userOf(request).id, request.query),
      ),
  );

  app.post(
    '/chats',
    {
      schema: {
        ...base,
        summary: 'Start the conversation with a companion (or get the existing one)',
        description:
          '`aiModelId` is the UUID, number 1-6 or name. 201 when created, 200 with the existing ' +
          'conversation (one per user and companion). 403 PREMIUM_REQUIRED for a premium ' +
          'companion without premium; 404 for an unknown or inactive companion.',
        body: createConversationRequestSchema,
        response: {
          200: conversationResponse,
          201: conversationResponse,
          403: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const opened = await openConversation(app.db, user.id, entitlementsFor(user), request.body);
      return reply.code(opened.created ? 201 : 200).send({ conversation: opened.conversation });
    },
  );

  app.get(
    '/chats/usage',
    {
      schema: {
        ...base,
        summary: "Today's message count against the plan's daily limit",
        description: 'The day is a UTC day; `limit` and `remaining` are null when unlimited.',
        response: { 200: usageSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return currentUsage(app.db, app.config, app.clock, user.id, entitlementsFor(user));
    },
  );

  app.get(
    '/chats/:id',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        ...base,
        summary: 'One conversation',
        params: idParamsSchema,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) => ({
      conversation: await getConversation(app.db, userOf(request).id, request.params.id),
    }),
  );

  app.delete(
    '/chats/:id',
    {
      schema: {
        ...base,
        summary: 'Delete the conversation and its messages',
        description:
          'What the companion remembers about you stays unless `keepMemories=false` (default ' +
          'true). 409 while a reply is being written. Opening a chat with her again starts a ' +
          'new conversation.',
        params: idParamsSchema,
        querystring: clearMessagesQuerySchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteConversation(app.db, userOf(request).id, request.params.id, request.query);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/chats/:id/read',
    {
      schema: {
        ...base,
        summary: 'Mark the companion’s messages read',
        description:
          'The chat page calls it when the conversation is open and when a message arrives: ' +
          'her messages until now stop counting as `unread` in `GET /api/chats`.',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markRead(app.db, userOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/chats/:id/messages',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        ...base,
        summary: 'A page of messages, oldest first',
        description:
          'The newest `limit` messages, or those older than the message `before`. `nextCursor` ' +
          'is the id to pass as `before` for the page before this one; null at the start.',
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: {
          200: messagesPageSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        messagesPageSchema,
        await listMessagesJson(app.db, userOf(request).id, request.params.id, request.query),
      ),
  );

  app.delete(
    '/chats/:id/messages',
    {
      schema: {
        ...base,
        summary: 'Clear the conversation (stage back to initial, explicit mode off)',
        description:
          'What the companion remembers about you stays unless `keepMemories=false` (default true).',
        params: idParamsSchema,
        querystring: clearMessagesQuerySchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      await clearMessages(app.db, userId, request.params.id);
      if (!request.query.keepMemories) await forgetAll(app.db, userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(sendRoutes, { engines });
};
