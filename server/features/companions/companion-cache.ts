import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { companions } from '#server/db/schema';
import { preparedFor } from '#server/db/prepared';
import { companionColumns, type CompanionRecord } from './lookup';

/**
 * The companions' texts and personas (some 15 KB each) kept in the process: every send needs
 * one, and reading it each time cost a fifth of a send's own time. A send reads the companion's
 * `updated_at` with the conversation, and a copy is used only while it is that of the stored row
 * (every change made through the admin sets it), so no process replies from an old persona.
 */

interface Cached {
  version: string;
  companion: CompanionRecord;
}

/** `updated_at` to the microsecond, as text: two changes within one millisecond still differ. */
export const companionVersion = sql<string>`${companions.updatedAt}::text`;

// Keyed by the handle: tests run several apps, each with its own database, in one process.
const caches = new WeakMap<Database, Map<string, Cached>>();

const byId = preparedFor((db) =>
  db
    .select({ ...companionColumns, version: companionVersion })
    .from(companions)
    .where(eq(companions.id, sql.placeholder('id')))
    .prepare('companions_for_reply'),
);

/** The companion `id` as stored at `version` (read once per change), or null if it is gone. */
export async function cachedCompanion(
  db: Database,
  id: string,
  version: string,
): Promise<CompanionRecord | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(id);
  if (cached?.version === version) return cached.companion;
  const [row] = await byId(db).execute({ id });
  if (!row) return null;
  const { version: stored, ...companion } = row;
  cache.set(id, { version: stored, companion });
  return companion;
}
