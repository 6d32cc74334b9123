import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#server/http-error';

const PART_NAMES = { body: 'request body', query: 'query', params: 'path' } as const;

/** Deeper than any input the API takes; walking deeper input could exhaust the stack (500). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = Symbol('nested too deeply');

/**
 * The dotted path of the first string holding a NUL character, null when there is none, or
 * TOO_DEEP for input nested deeper than any route accepts.
 */
export function findNulText(value: unknown, path = '', depth = 0): string | typeof TOO_DEEP | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a `\u0000` in any input would reach the
 * database as an error and answer 500. It has no place in names, messages or searches: refuse it
 * as invalid input for every route at once, before validation.
 */
export default fp(
  async (app) => {
    // A callback, not an async hook: it runs on every request and its work is synchronous.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        refuseNulText(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'reject-nul-text' },
);

function refuseNulText(request: FastifyRequest): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const field = findNulText(request[part]);
    if (field === null) continue;
    if (field === TOO_DEEP) {
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `Invalid ${PART_NAMES[part]}: nested too deeply`,
        {
          fields: { [part]: 'is nested too deeply' },
        },
      );
    }
    const name = field || part;
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `Invalid ${PART_NAMES[part]}: ${name}: must not contain NUL characters`,
      { fields: { [name]: 'must not contain NUL characters' } },
    );
  }
}
