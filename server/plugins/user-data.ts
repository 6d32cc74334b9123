import fp from 'fastify-plugin';
import type { Database, Queryable } from '#server/db/client';

/**
 * One part of "Download my data" (GET /api/users/me/export): a name and how to collect it for a
 * user. Never a hash, a secret or a provider's internal id.
 */
export interface UserDataSection {
  name: string;
  collect(db: Database, userId: string): Promise<unknown>;
}

/**
 * What a feature that keeps a user's data outside the rows that cascade does before the account
 * row is deleted, inside the deletion's transaction (mail: the e-mails kept for the address).
 */
export type AccountDeletionHook = (
  tx: Queryable,
  account: { id: string; email: string },
) => Promise<void>;

/** The features' registrations, wired once in server/app.ts. */
export interface UserDataRegistry {
  /** In the order the export lists them. */
  sections: UserDataSection[];
  beforeDelete: AccountDeletionHook[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What each feature stores of a user: the export's sections and the deletion's hooks. */
    userData: UserDataRegistry;
  }
}

/**
 * The registry through which the users feature reaches the data other features keep of a user,
 * without importing them (they sit above it, docs/architecture.md "Feature order"): each feature
 * exports its section or hook from its public module and server/app.ts registers it here.
 */
export default fp<UserDataRegistry>(
  async (app, registry) => {
    const names = registry.sections.map((section) => section.name);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) throw new Error(`Two user data sections are called '${repeated}'`);
    app.decorate('userData', {
      sections: [...registry.sections],
      beforeDelete: [...registry.beforeDelete],
    });
  },
  { name: 'user-data' },
);
