import type { Database } from '#server/db/client';
import { notFound, premiumRequired } from '#server/http-error';
import { findMedia } from './repository';

/** Where a stored image is served; other features link to media only through this. */
export function mediaUrl(mediaId: string): string {
  return `/api/media/${mediaId}`;
}

export interface ServableMedia {
  contentType: string;
  bytes: Buffer;
  /** A strong ETag: the bytes' SHA-256, quoted. */
  etag: string;
  premium: boolean;
  /** Only its owner may see it: no shared cache may keep it. */
  private: boolean;
}

export async function getMediaForViewer(
  db: Database,
  id: string,
  premiumViewer: boolean,
  viewerId?: string,
): Promise<ServableMedia> {
  const row = await findMedia(db, id);
  // Another user's private image (docs/decisions/021) is not found, like an unknown one.
  if (!row || (row.ownerUserId && row.ownerUserId !== viewerId)) {
    throw notFound('No image has this id');
  }
  if (row.premium && !premiumViewer) {
    throw premiumRequired('This image is for premium members. Upgrade to Premium to see it.');
  }
  return {
    contentType: row.contentType,
    bytes: row.bytes,
    etag: `"${row.sha256}"`,
    premium: row.premium,
    private: Boolean(row.ownerUserId),
  };
}

/**
 * If-None-Match holds one or more entity tags, or `*`. Matching is weak (RFC 9110 13.1.2):
 * `W/"x"` matches `"x"`, since a 304 only needs the same representation.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
