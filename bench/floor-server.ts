import Fastify from 'fastify';
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * What this machine allows a route to do at all, measured beside the app (decision 011): a bare
 * Fastify process with the app's pool size that answers the app's catalogue bytes from memory
 * (`/same-bytes`), or `{"x":1}` after one or two round trips of a prepared `select 1` to the
 * same PostgreSQL as the app (`/one-query`, `/two-queries`: a signed-in read needs two, the
 * session and its data). No app code runs here: the gap between the app and these is ours.
 */

const body = await readFile(process.env.FLOOR_BODY_FILE!, 'utf8');
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const selectOne = { name: 'floor_select_one', text: 'select 1 as x' };

const app = Fastify({ logger: false });
app.get('/same-bytes', async (_request, reply) => reply.type('application/json').send(body));
app.get('/one-query', async () => (await pool.query(selectOne)).rows[0]);
app.get('/two-queries', async () => {
  await pool.query(selectOne);
  return (await pool.query(selectOne)).rows[0];
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });

const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
