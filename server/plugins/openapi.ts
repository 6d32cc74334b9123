import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** A route that needs a signed-in user: the session cookie (web app) or a bearer token. */
export const SIGNED_IN: Array<Record<string, string[]>> = [
  { sessionCookie: [] },
  { bearerToken: [] },
];

/**
 * The OpenAPI description, generated from the routes' zod schemas (one schema validates,
 * serialises and documents a route), at /api/docs (UI) and /api/docs/json. Must be registered
 * before the routes, which it collects as they are added.
 */
export default fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Amora API',
          description: 'The HTTP API of Amora, the bilingual AI companion app.',
          version,
        },
        tags: [
          { name: 'health', description: 'Liveness and database status' },
          { name: 'config', description: 'What the browser may know about this server' },
          { name: 'models', description: 'The companions' },
          { name: 'media', description: 'Stored images' },
          { name: 'early-access', description: 'The coming-soon sign-up list' },
          { name: 'auth', description: 'Sign-up, sign-in and sessions' },
          { name: 'users', description: "The signed-in user's profile, settings and account" },
          { name: 'favorites', description: "The signed-in user's favourite companions" },
          { name: 'chats', description: 'Conversations with the companions and their replies' },
          { name: 'billing', description: 'Plans, checkout, subscriptions and payment methods' },
          { name: 'support', description: 'Support tickets, Nova and staff actions' },
          { name: 'admin', description: 'Administration (admins only)' },
        ],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'amora_session',
              description:
                'HttpOnly cookie set at sign-in. Writes with it must come from the same origin.',
            },
            bearerToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The `token` from sign-in, as `Authorization: Bearer <token>`.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No call to the public validator service: the CSP allows no such origin.
      validatorUrl: false,
    });
  },
  { name: 'openapi' },
);
