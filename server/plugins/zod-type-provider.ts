import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Route schemas are zod schemas: one schema validates the request, serialises (and checks) the
 * response and documents the route. Routes type themselves with `FastifyPluginAsyncZod`.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-type-provider' },
);
