import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  earlyAccessRequestSchema,
  earlyAccessResponseSchema,
} from '#common/contracts/early-access';
import { apiErrorSchema } from '#common/contracts/errors';
import { joinEarlyAccess } from './service';

export const earlyAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/early-access',
    {
      schema: {
        tags: ['early-access'],
        summary: 'Join the early-access list',
        description: 'Stored once per address; a repeat also answers 201.',
        body: earlyAccessRequestSchema,
        response: { 201: earlyAccessResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await joinEarlyAccess(app.db, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
};
