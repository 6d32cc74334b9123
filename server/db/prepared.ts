import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client';

/** A value of a prepared statement's parameter: the value itself or its `sql.placeholder`. */
export type Bound<T> = T | Placeholder;

/**
 * A statement built once per database handle and then only executed. drizzle builds the SQL
 * of a query on every call, which costs more than its round trip for the wide selects of the
 * send path (docs/architecture.md budgets the server's own time per reply). Named, so each
 * pooled connection also parses and plans it once. Only for the pool, not for a transaction:
 * a prepared query is bound to the client it was made on.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  // Keyed by the handle: tests run several apps, each with its own database, in one process.
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
