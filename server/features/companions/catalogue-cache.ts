import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { preparedFor } from '#server/db/prepared';
import { catalogueVersion } from '#server/db/schema';

/**
 * The public catalogue's answers kept in the process. The catalogue is the busiest public read
 * (every first visit asks for it) and changes only when a companion, a gallery or a companion's
 * conversation count does. Each of those statements moves `catalogue_version` on (triggers of
 * migration 0007, whatever made the change: the admin, an import, a new conversation, SQL by
 * hand), so a read asks the database only for that one number and answers from memory while it
 * is unchanged. Every process sees a change at its next read; nothing needs announcing.
 */

/** Companions held at most, summed over the answers kept (a list weighs its length). */
const MAX_WEIGHT = 5_000;

interface Answer {
  value: Promise<unknown>;
  weight: number;
}

interface Copy {
  version: number;
  answers: Map<string, Answer>;
  weight: number;
}

// Keyed by the handle: tests run several apps, each with its own database, in one process.
const copies = new WeakMap<Database, Copy>();

const readVersion = preparedFor((db) =>
  db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('companions_catalogue_version'),
);

async function currentCopy(db: Database): Promise<Copy> {
  const [row] = await readVersion(db).execute();
  const version = row?.version ?? 0;
  let copy = copies.get(db);
  if (copy?.version !== version) {
    copy = { version, answers: new Map(), weight: 0 };
    copies.set(db, copy);
  }
  return copy;
}

function forget(copy: Copy, key: string) {
  const answer = copy.answers.get(key);
  if (!answer) return;
  copy.answers.delete(key);
  copy.weight -= answer.weight;
}

/**
 * The answer for `key` as of the catalogue's current version: from memory when this process
 * already read it at this version, else from `read` (concurrent requests share one read). The
 * read starts after the version was read, so it is never older than the version it is kept
 * under. `weightOf` says how many companions an answer holds; the oldest answers make room.
 */
export async function readCatalogue<T>(
  db: Database,
  key: string,
  read: () => Promise<T>,
  weightOf: (value: T) => number,
): Promise<T> {
  const copy = await currentCopy(db);
  const kept = copy.answers.get(key);
  if (kept) {
    // Most recently used last, so that eviction takes the least recently used.
    copy.answers.delete(key);
    copy.answers.set(key, kept);
    return kept.value as Promise<T>;
  }
  const value = read();
  const answer: Answer = { value, weight: 1 };
  copy.answers.set(key, answer);
  copy.weight += 1;
  try {
    const result = await value;
    if (copy.answers.get(key) === answer) {
      const weight = Math.max(1, weightOf(result));
      copy.weight += weight - answer.weight;
      answer.weight = weight;
      for (const oldest of copy.answers.keys()) {
        if (copy.weight <= MAX_WEIGHT || oldest === key) break;
        forget(copy, oldest);
      }
      // An answer bigger than everything allowed is served but not kept.
      if (copy.weight > MAX_WEIGHT) forget(copy, key);
    }
    return result;
  } catch (error) {
    // A failed read is not kept: the next request tries again.
    if (copy.answers.get(key) === answer) forget(copy, key);
    throw error;
  }
}
