import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  createMemoryRequestSchema,
  memoriesResponseSchema,
  memoryParamsSchema,
  memoryResponseSchema,
  updateMemoryRequestSchema,
} from '#common/contracts/memories';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { addMemory, changeMemory, forgetAll, listMemories, removeMemory } from './service';

const conversationParams = z.object({ id: z.string().uuid() });
const base = { tags: ['chats'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * What the companion of a conversation remembers about the signed-in user. Another user's
 * conversation or memory is 404 on every route (never 403).
 */
export const memoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get(
    '/chats/:id/memories',
    {
      schema: {
        ...base,
        summary: 'What the companion remembers about you: pinned first, then the newest',
        description:
          'Each memory has `source`: the message it came from (`message_id`, null once that ' +
          'message is deleted), the words it came from (`excerpt`) and `origin` (chat, call or user).',
        params: conversationParams,
        response: { 200: memoriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      memories: await listMemories(app.db, userId(request), request.params.id),
    }),
  );

  app.post(
    '/chats/:id/memories',
    {
      schema: {
        ...base,
        summary: 'Tell her something to remember',
        description:
          '`kind` defaults to "other"; the memory has origin "user". 409 at 200 memories.',
        params: conversationParams,
        body: createMemoryRequestSchema,
        response: { 201: memoryResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const memory = await addMemory(
        app.db,
        app.clock,
        userId(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ memory });
    },
  );

  app.patch(
    '/chats/:id/memories/:memoryId',
    {
      schema: {
        ...base,
        summary: 'Correct or pin a memory',
        description: 'A corrected memory keeps its source and origin.',
        params: memoryParamsSchema,
        body: updateMemoryRequestSchema,
        response: { 200: memoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      memory: await changeMemory(
        app.db,
        app.clock,
        userId(request),
        request.params.id,
        request.params.memoryId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/chats/:id/memories/:memoryId',
    {
      schema: {
        ...base,
        summary: 'Make her forget one memory',
        params: memoryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMemory(app.db, userId(request), request.params.id, request.params.memoryId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/chats/:id/memories',
    {
      schema: {
        ...base,
        summary: 'Make her forget everything she remembers about you',
        params: conversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await forgetAll(app.db, userId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
