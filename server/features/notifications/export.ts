import type { UserDataSection } from '#server/plugins/user-data';
import { listCompanionPrefs } from './companion-prefs-repository';
import { endpointOrigin } from './push-sender';
import { listSubscriptions } from './subscription-repository';

/**
 * What "Download my data" lists of notifications: the browsers that allowed them (the push
 * service only: the rest of an endpoint addresses the browser) and each companion's choice.
 */
export const notificationsSection: UserDataSection = {
  name: 'notifications',
  collect: async (db, userId) => ({
    browsers: (await listSubscriptions(db, userId)).map((row) => ({
      pushService: endpointOrigin(row.endpoint),
      language: row.language,
      createdAt: row.createdAt,
      lastSuccessAt: row.lastSuccessAt,
    })),
    companions: (await listCompanionPrefs(db, userId)).map((row) => ({
      modelId: row.companionId,
      name: row.name,
      enabled: row.enabled,
    })),
  }),
};
