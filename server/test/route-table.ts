import type { FastifyInstance } from 'fastify';

/**
 * The server's route table as tests enumerate it: the OpenAPI document, which the swagger plugin
 * fills from every route as it is added, so a new route is covered by every test that walks it.
 */

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The part of JSON Schema (as fastify-type-provider-zod writes it) the tests read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface DocumentedRoute {
  method: HttpMethod;
  /** OpenAPI style: `/api/chats/{id}`. */
  path: string;
  operation: OpenApiOperation;
}

/** Every documented route with its operation (parameters, body schema, responses, security). */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as {
    paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    HTTP_METHODS.filter((method) => operations[method]).map((method) => ({
      method,
      path,
      operation: operations[method]!,
    })),
  );
}

/** The path with each `{param}` replaced by `fill(name)` (inserted as given: encode it first). */
export function fillPath(path: string, fill: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => fill(name));
}

/** Whether the route takes a request body (and so a payload is worth sending). */
export function takesBody(method: HttpMethod): boolean {
  return method !== 'get';
}

/** The JSON body's schema, when the route documents one. */
export function bodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** The route needs a signed-in caller (session cookie or bearer token). */
export function requiresSignIn(operation: OpenApiOperation): boolean {
  return (operation.security ?? []).length > 0;
}
