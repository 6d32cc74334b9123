import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  createTicketRequestSchema,
  escalateRequestSchema,
  resolveTicketRequestSchema,
  ticketMessageRequestSchema,
  ticketMessageResponseSchema,
  ticketParamsSchema,
  ticketResponseSchema,
  ticketsQuerySchema,
  ticketsResponseSchema,
  ticketWithMessagesSchema,
  updateTicketRequestSchema,
} from '#common/contracts/support';
import { SIGNED_IN } from '#server/plugins/openapi';
import { isWriteMethod } from '#server/plugins/same-origin';
import { requireRole, signedIn } from '#server/plugins/session';
import { linkBaseUrl } from '#server/features/mail';
import type { ReplyEngines } from '#server/features/replies';
import { createSupportAgents } from './agent/support-agent';
import { createTicket, postMessage } from './messages-service';
import { getTicket, listTickets, type SupportDeps } from './service';
import { escalateTicket, resolveTicket, updateTicket } from './staff-service';

const base = { tags: ['support'], security: SIGNED_IN };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  421: apiErrorSchema,
};
const staffOnly = requireRole('moderator', 'admin');

/**
 * Support tickets (docs/api.md, "Support"): the owner's chat with Nova, escalation to a person, and
 * the staff's actions. Another user's ticket is 404 on every route; staff-only routes are 403
 * for users.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  const agents = createSupportAgents(app.config, engines);
  // Every write can e-mail a link to the ticket (an answer, an escalation): a host links cannot
  // be written for is refused (421) before anything changes.
  app.addHook('onRequest', async (request) => {
    if (isWriteMethod(request.method)) linkBaseUrl(app.config, request);
  });
  const depsOf = (request: FastifyRequest): SupportDeps => ({
    db: app.db,
    config: app.config,
    agents,
    mail: { mailer: app.mailer, config: app.config, request, logger: request.log },
    logger: request.log,
  });
  const viewerOf = (request: FastifyRequest) => signedIn(request).user;

  app.post(
    '/support/tickets',
    {
      schema: {
        ...base,
        summary: 'Open a ticket with the first message; Nova answers it',
        description:
          "The answer is among `messages` (sender `ai`), in the message's language (else " +
          "`language`, the page's). A good answer resolves the ticket, any other sends it to " +
          'human review. `title` defaults to the first ~60 characters. 429 RATE_LIMITED after ' +
          '10 tickets in an hour.',
        body: createTicketRequestSchema,
        response: { 201: ticketWithMessagesSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTicket(depsOf(request), viewerOf(request), request.body)),
  );

  app.get(
    '/support/tickets',
    {
      schema: {
        ...base,
        summary: 'Own tickets; staff see every ticket',
        description:
          'Most recently updated first. Staff filter by `status`, `priority` and `assignedTo` ' +
          '(a staff id or `none`) and see only their own with `scope=own`. Pass `nextCursor` as ' +
          '`cursor` for the next page.',
        querystring: ticketsQuerySchema,
        response: { 200: ticketsResponseSchema, ...errors },
      },
    },
    async (request) => listTickets(depsOf(request), viewerOf(request), request.query),
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        ...base,
        summary: 'A ticket with its messages (internal notes for staff only)',
        params: ticketParamsSchema,
        response: { 200: ticketWithMessagesSchema, ...errors },
      },
    },
    async (request) => getTicket(depsOf(request), viewerOf(request), request.params.id),
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      schema: {
        ...base,
        summary: "Write in a ticket: the owner's message gets Nova's reply; staff reply or note",
        description:
          "The owner's message reopens a resolved or closed ticket and Nova answers it (at most " +
          '3 answers per ticket, then human review without her); `reply` is null when she does ' +
          'not answer. 409 REPLY_PENDING while she is answering. Staff write a reply (human ' +
          'review, e-mailed to the owner) or, with `isInternal`, a note the owner never sees.',
        params: ticketParamsSchema,
        body: ticketMessageRequestSchema,
        response: {
          200: ticketMessageResponseSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      postMessage(depsOf(request), viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/support/tickets/:id/escalate',
    {
      schema: {
        ...base,
        summary: 'Connect with Human Support: human review, and an e-mail to the owner',
        params: ticketParamsSchema,
        body: escalateRequestSchema,
        response: { 200: ticketResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      escalateTicket(depsOf(request), viewerOf(request), request.params.id, request.body.request),
  );

  app.patch(
    '/support/tickets/:id',
    {
      onRequest: staffOnly,
      schema: {
        ...base,
        summary: 'Staff: change status, priority or assignee',
        description:
          'Assigning (a moderator or admin) puts the ticket in human review; `assignedTo: null` ' +
          'takes it off its assignee. 403 FORBIDDEN for users.',
        params: ticketParamsSchema,
        body: updateTicketRequestSchema,
        response: {
          200: ticketResponseSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      updateTicket(depsOf(request), viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/support/tickets/:id/resolve',
    {
      onRequest: staffOnly,
      schema: {
        ...base,
        summary: 'Staff: resolve with a message (it begins [RESOLVED] and is e-mailed)',
        params: ticketParamsSchema,
        body: resolveTicketRequestSchema,
        response: {
          200: ticketResponseSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      resolveTicket(depsOf(request), viewerOf(request), request.params.id, request.body.message),
  );
};
