import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '#server/db/client';
import { pushVapidKeys } from '#server/db/schema';

/** The site's VAPID key pair (base64url): the public half goes to browsers, the private half signs. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured pair (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), else the one kept in the database,
 * made now when there is none. Processes starting at the same moment each offer a fresh pair;
 * the insert keeps the first and ignores the rest, and every process reads back the one kept,
 * so all of them sign with the key the browsers subscribed with.
 */
export async function loadVapidKeys(
  db: Database,
  configured: VapidKeys | null,
): Promise<VapidKeys> {
  if (configured) return configured;
  const existing = await readStoredKeys(db);
  if (existing) return existing;
  const offered = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: offered.publicKey, privateKey: offered.privateKey })
    .onConflictDoNothing();
  const kept = await readStoredKeys(db);
  if (!kept) throw new Error('The VAPID key pair was not stored');
  return kept;
}

async function readStoredKeys(db: Database): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  return row ?? null;
}
