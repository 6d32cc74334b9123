import { z } from 'zod';
import { HttpError } from '#server/http-error';
import type { ListPosition } from './repository';

const positionSchema = z.tuple([z.number().int(), z.string().max(200), z.string().uuid()]);

/** An opaque cursor: the sort key of a page's last companion, base64url-encoded JSON. */
export function encodeListCursor(position: ListPosition): string {
  const json = JSON.stringify([position.sortNumber, position.name, position.id]);
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** 400 for a cursor this server did not write. */
export function decodeListCursor(cursor: string): ListPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = positionSchema.safeParse(decoded);
  if (!parsed.success) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The cursor is not valid.', {
      fields: { cursor: 'Use the nextCursor of the previous page.' },
    });
  }
  const [sortNumber, name, id] = parsed.data;
  return { sortNumber, name, id };
}
