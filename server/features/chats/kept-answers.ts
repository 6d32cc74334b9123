import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client';

/**
 * The conversation list's and the pages of messages' answers kept in this process, each with
 * the version of the rows it was written from (docs/decisions/030-answers-kept-against-row-versions.md).
 * A request reads the current version in one small statement and is answered from memory while
 * it is unchanged; the version comes from the rows themselves (a conversation's row changes
 * whenever its messages do, migration 0022), so no write path has to announce anything, and
 * every process sees a change at its next read.
 */

/** Characters of JSON kept at most per database handle: some 64 MB of UTF-16. */
const MAX_CHARACTERS = 32_000_000;

interface Kept {
  version: string;
  body: string;
}

// Keyed by the handle: tests run several apps, each with its own database, in one process.
const caches = new WeakMap<Database, LRUCache<string, Kept>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Kept>({
      maxSize: MAX_CHARACTERS,
      sizeCalculation: (kept) => kept.body.length + kept.version.length + 1,
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The answer kept under `key` if it was written at `version`, else what `read` writes, kept
 * under `version`. `read` must start after `version` was read: an answer is then never older
 * than the version it is kept under (a newer one only goes unused, as versions move forward).
 */
export async function keptAnswer(
  db: Database,
  key: string,
  version: string,
  read: () => Promise<string>,
): Promise<string> {
  const cache = cacheOf(db);
  const kept = cache.get(key);
  if (kept?.version === version) return kept.body;
  const body = await read();
  cache.set(key, { version, body });
  return body;
}
