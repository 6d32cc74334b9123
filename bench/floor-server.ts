import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * What this machine allows each read route at all, measured beside the app (decision 011): a
 * bare Fastify process with the app's pool size that, for each route, makes the same number of
 * round trips to the same PostgreSQL as the app (a prepared `select 1` each, one after the
 * other) and then answers the same body the app answered, from memory. No app code runs here:
 * the gap between a route and its floor is ours.
 *
 * FLOOR_ROUTES_FILE holds `[{ name, roundTrips, body }]`; each is served at `/floor/<name>`.
 */

interface FloorRoute {
  name: string;
  roundTrips: number;
  body: string;
}

const routes = JSON.parse(await readFile(process.env.FLOOR_ROUTES_FILE!, 'utf8')) as FloorRoute[];
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const selectOne = { name: 'floor_select_one', text: 'select 1 as x' };

const app = Fastify({ logger: false });
app.get('/ready', async () => (await pool.query(selectOne)).rows[0]);
for (const { name, roundTrips, body } of routes) {
  app.get(`/floor/${name}`, async (_request, reply) => {
    for (let trip = 0; trip < roundTrips; trip += 1) await pool.query(selectOne);
    return reply.type('application/json').send(body);
  });
}
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });

const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
