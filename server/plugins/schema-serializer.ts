import type { FastifyReply, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes a route's responses with a serializer compiled from its zod response schema (the
 * schema's JSON Schema through fast-json-stringify, Fastify's own serializer). Only declared
 * properties are written, as with zod, so a column a query adds never leaks; but nothing is
 * validated on the way out. fastify-type-provider-zod validates every response with zod before
 * JSON.stringify, which costs more than writing the JSON on the busiest reads (decision 009).
 *
 * Under the test runner every response is still checked against its zod contract, and what
 * the compiled serializer wrote must equal zod's output: a handler that answers the wrong shape
 * fails its tests as before. A schema that JSON Schema cannot express keeps zod's serializer.
 */
export function schemaSerializerCompiler<T = FastifySchema>(
  route: FastifyRouteSchemaDef<T>,
): (data: unknown) => string {
  // Fastify types the route's option with the whole route schema; it is called with one
  // response's schema, a zod schema on these routes.
  const response = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
  const zodSerializer = zodSerializerCompiler(response);
  let write: (data: unknown) => string;
  try {
    const jsonSchema = z.toJSONSchema(response.schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    write = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializer;
  }
  // Per serializer: the same answer written by another route's schema is other text.
  const keptTexts = new WeakMap<object, string>();
  const writeKept = (data: unknown) => {
    if (!isUnchanging(data)) return write(data);
    let text = keptTexts.get(data);
    if (text === undefined) {
      text = write(data);
      keptTexts.set(data, text);
    }
    return text;
  };
  if (!process.env.VITEST) return writeKept;
  return (data) => {
    const checked = zodSerializer(data);
    const written = writeKept(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
      throw new Error(`${route.method} ${route.url}: the schema serializer wrote ${written}`);
    }
    return written;
  };
}

const unchanging = new WeakSet<object>();

function isUnchanging(data: unknown): data is object {
  return typeof data === 'object' && data !== null && unchanging.has(data);
}

/**
 * Marks an answer that nothing changes any more (one kept in a cache and returned to every
 * request that asks for it): a route's serializer writes it once and keeps the text for as long
 * as the answer lives, instead of writing the same bytes on every request.
 */
export function unchangingAnswer<T extends object>(answer: T): T {
  unchanging.add(answer);
  return answer;
}

/**
 * Sends JSON text written elsewhere (by PostgreSQL: docs/decisions/027-json-written-by-
 * postgresql.md) as a route's answer. Fastify sends a string with a JSON content type as it is,
 * without the route's serializer. Under the test runner the text must parse to exactly what the
 * zod contract `schema` makes of it, no property more or less, as the serializer above checks.
 */
export function sendJsonText(reply: FastifyReply, schema: z.ZodType, text: string): FastifyReply {
  if (process.env.VITEST) {
    const sent: unknown = JSON.parse(text);
    const checked = schema.parse(sent);
    if (!isDeepStrictEqual(sent, checked)) {
      throw new Error(`${reply.request.method} ${reply.request.url}: the JSON text was ${text}`);
    }
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
