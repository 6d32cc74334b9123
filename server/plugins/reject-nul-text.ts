import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

const PART_NAMES = { body: 'request body', query: 'query', params: 'path' } as const;

/** The dotted path of the first string holding a NUL character, or null when there is none. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulText(item, path ? `${path}.${key}` : key);
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
    app.addHook('preValidation', async (request) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const field = findNulText(request[part]);
        if (field === null) continue;
        const name = field || part;
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          `Invalid ${PART_NAMES[part]}: ${name}: must not contain NUL characters`,
          { fields: { [name]: 'must not contain NUL characters' } },
        );
      }
    });
  },
  { name: 'reject-nul-text' },
);
