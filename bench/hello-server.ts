import Fastify from 'fastify';

/**
 * The API bench's baseline: a bare Fastify hello-world in its own process, started like the
 * app (`node --import tsx`, PORT and HOST from the environment) and loaded the same way.
 */

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
