import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

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
        ],
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
