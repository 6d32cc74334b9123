import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media } from '../../db/schema';

export async function findMedia(db: Database, id: string) {
  const [row] = await db
    .select({
      contentType: media.contentType,
      bytes: media.bytes,
      sha256: media.sha256,
      premium: media.premium,
    })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}
