import type { Database } from '#server/db/client';
import type { UserDataSection } from '#server/plugins/user-data';
import { listUserSubscriptions } from './subscription-repository';
import { toApiSubscription } from './subscription-view';

/** The user's subscriptions for "Download my data", as the API shows them (no provider ids). */
export async function exportSubscriptions(db: Database, userId: string) {
  const rows = await listUserSubscriptions(db, userId);
  return rows.map(toApiSubscription);
}

export const subscriptionsSection: UserDataSection = {
  name: 'subscriptions',
  collect: exportSubscriptions,
};
