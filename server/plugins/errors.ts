import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { describeError } from './error-response';

/**
 * Drizzle's query errors quote the query's parameters ("params: ..."), which can hold message
 * text, e-mail addresses or password hashes: keep only the SQL part.
 */
function withoutQueryParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/** What a 500 logs: enough to find the bug, none of the request's data or a driver's details. */
export function bugReport(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as Partial<FastifyError>).code;
  const cause = error.cause as { code?: unknown; name?: unknown } | undefined;
  return {
    type: error.name,
    message: withoutQueryParams(error.message),
    code,
    cause: cause ? { type: cause.name, code: cause.code } : undefined,
    stack: withoutQueryParams(error.stack),
  };
}

/** One error handler for the whole app: every failure leaves in the `{error, code}` shape. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = describeError(error);
      if (statusCode === 500) {
        request.log.error({ bug: bugReport(error) }, 'Unhandled error');
      } else if (statusCode === 503 && body.code === 'SERVICE_UNAVAILABLE') {
        request.log.warn({ code: body.code }, 'Database unavailable');
      }
      // A throttled client learns when to come back in the standard header as well.
      if (typeof body.retryAfter === 'number') reply.header('retry-after', String(body.retryAfter));
      return reply.code(statusCode).send(body);
    });
  },
  { name: 'errors' },
);
