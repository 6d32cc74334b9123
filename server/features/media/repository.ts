import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client';
import { media } from '#server/db/schema';

export async function findMedia(db: Database, id: string) {
  const [row] = await db
    .select({
      contentType: media.contentType,
      bytes: media.bytes,
      sha256: media.sha256,
      premium: media.premium,
      ownerUserId: media.ownerUserId,
    })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}

export interface NewMedia {
  contentType: string;
  bytes: Buffer;
  /** Served only to premium viewers (gallery images 3 and 4). */
  premium: boolean;
  /** A private image (an own companion's avatar): served to this user only. */
  ownerUserId?: string | null;
}

/** Stores an image; its SHA-256 becomes the ETag. Returns the new id. */
export async function insertMedia(db: Queryable, image: NewMedia): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      contentType: image.contentType,
      bytes: image.bytes,
      byteSize: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      premium: image.premium,
      ownerUserId: image.ownerUserId ?? null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('Storing an image returned no row');
  return row.id;
}

/**
 * Stores a copy of an image under a new id with another premium flag. Used instead of flipping
 * the flag: a public image may sit in shared caches for a year under its old address.
 */
export async function copyMediaAs(db: Queryable, id: string, premium: boolean): Promise<string> {
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id));
  if (!row) throw new Error(`Image ${id} to copy does not exist`);
  return insertMedia(db, { ...row, premium });
}

/** Deletes images nothing shows any more. */
export async function deleteMedia(db: Queryable, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(media).where(inArray(media.id, ids));
}

/** An image's bytes (an export puts a companion's avatar into her card). */
export async function findMediaBytes(db: Queryable, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id));
  return row?.bytes ?? null;
}
