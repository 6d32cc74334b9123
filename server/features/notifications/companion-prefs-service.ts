import type { CompanionNotification } from '#common/contracts/push';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { mediaUrl } from '#server/features/media';
import { notFound } from '#server/http-error';
import {
  findCompanionPref,
  listCompanionPrefs,
  storeCompanionPref,
  type CompanionPrefRow,
} from './companion-prefs-repository';

function toView(row: CompanionPrefRow): CompanionNotification {
  return {
    companionId: row.companionId,
    slug: row.slug,
    name: row.name,
    name_bg: row.nameBg,
    avatar_url: row.avatarMediaId ? mediaUrl(row.avatarMediaId) : null,
    enabled: row.enabled,
  };
}

/** `GET /api/notifications/companions`. */
export async function companionNotifications(db: Database, userId: string) {
  return (await listCompanionPrefs(db, userId)).map(toView);
}

/**
 * `PUT /api/notifications/companions/{companionId}`: 404 for a companion the user may not see
 * (unknown, or inactive without a chat), as anywhere else.
 */
export async function setCompanionNotifications(
  db: Database,
  clock: Clock,
  userId: string,
  companionId: string,
  enabled: boolean,
): Promise<CompanionNotification> {
  const found = await findCompanionPref(db, userId, companionId);
  if (!found) throw notFound('No such companion.');
  await storeCompanionPref(db, userId, companionId, enabled, clock());
  return toView({ ...found, enabled });
}
