import { poolOf, type Database } from './client';

/**
 * Runs `work` unless another process is running the same job: a session-level advisory lock,
 * taken without waiting on a connection of its own and held until the work ends. A process that
 * dies lets go with its connection. For timers every process has (several processes, decision
 * 010) whose job must happen once per round, not once per process.
 *
 * Answers the work's result, or `skipped` when another process holds the job.
 */
export async function runAlone<T>(
  db: Database,
  lockKey: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const pool = poolOf(db);
  if (!pool) throw new Error('runAlone needs the database pool, not a single connection');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [lockKey],
    );
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]).catch((error: Error) => {
        // A connection that could not let go must not go back to the pool holding the lock.
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
