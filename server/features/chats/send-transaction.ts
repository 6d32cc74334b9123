import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import { appendStatement } from './message-repository';
import { countInSet } from './repository';
import { claimAndCountStatement } from './send-repository';

/**
 * The send's transaction on statements prepared once per pooled connection. drizzle builds a
 * statement's SQL on every call, a third of a millisecond for each of the send's two (a third of
 * its budget between them, docs/architecture.md "Performance budgets"); and a prepared statement
 * belongs to the client it was made on, while a transaction runs on whichever pooled connection it
 * gets. So each connection gets its own set, made the first time it carries a send, and PostgreSQL
 * parses and plans them once per connection too.
 */

function prepareOn(client: pg.PoolClient) {
  const db = drizzle(client, { schema });
  return {
    /** The connection's own drizzle handle, for what is not prepared (rare paths). */
    db,
    claimAndCount: claimAndCountStatement(db, {
      userId: sql.placeholder('userId'),
      conversationId: sql.placeholder('conversationId'),
      day: sql.placeholder('day'),
      limit: sql.placeholder('limit'),
    }).prepare('send_claim_and_count'),
    /** appendMessage of the user's message, with the stage facts its text brings. */
    appendUserMessage: appendStatement(
      db,
      {
        conversationId: sql.placeholder('conversationId'),
        senderType: 'user',
        content: sql.placeholder('content'),
        clientMessageId: sql.placeholder('clientMessageId'),
      },
      countInSet(
        {
          count: 1,
          hasLongUserMessage: sql.placeholder('hasLongUserMessage'),
          hasFirstPersonStatement: sql.placeholder('hasFirstPersonStatement'),
        },
        { explicitMode: sql.placeholder('explicitMode') },
      ),
    ).prepare('send_append_user_message'),
  };
}

export type SendStatements = ReturnType<typeof prepareOn>;

// A pooled connection keeps its client object for life; a replaced one takes its set with it.
const statementsOf = new WeakMap<pg.PoolClient, SendStatements>();

function statementsFor(client: pg.PoolClient): SendStatements {
  let statements = statementsOf.get(client);
  if (!statements) {
    statements = prepareOn(client);
    statementsOf.set(client, statements);
  }
  return statements;
}

/**
 * Runs `work` in a transaction on one pooled connection with its prepared send statements:
 * committed when it resolves, rolled back when it throws (and the error passed on). A
 * connection whose rollback failed is closed rather than returned to the pool.
 */
export async function inSendTransaction<T>(
  db: Database,
  work: (statements: SendStatements) => Promise<T>,
): Promise<T> {
  // drizzle keeps the pool it was made with as `$client` (server/db/client.ts).
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(statementsFor(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackFailure: Error) => {
      broken = rollbackFailure;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
