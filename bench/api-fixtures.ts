import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { fillConversation, seedLoginUsers } from './fixtures';
import { instantEngine } from './instant-engine';
import { openConversation, signUp } from './support';

/** What the API bench's requests need in its database before the server under test starts. */

/** Messages in the conversation whose latest page is loaded: several pages of 30. */
export const CONVERSATION_MESSAGES = 200;
/** Accounts the sign-ins take turns on: none is ever signed into twice at the same time. */
export const LOGIN_USERS = 500;
/** The free companions; the bench user has a conversation with each. */
const COMPANIONS = ['sophia', 'emma', 'maya'];

export interface ApiFixtures {
  token: string;
  modelId: string;
  conversationId: string;
}

/** Registers through the real app in this process, then bulk-inserts the rest with SQL. */
export async function seedApiFixtures(database: DatabaseHandle): Promise<ApiFixtures> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', API_RATE_LIMIT: '0' }), {
    db: database.db,
    clientDir: '/nonexistent',
    replyEngines: { primary: instantEngine, builtin: instantEngine },
  });
  try {
    const token = await signUp(app);
    const conversations = [];
    for (const slug of COMPANIONS) conversations.push(await openConversation(app, token, slug));
    const conversationId = conversations[0]!;
    await fillConversation(database.pool, conversationId, CONVERSATION_MESSAGES);
    await seedLoginUsers(database.pool, LOGIN_USERS);
    // What autovacuum would have done to a bulk load by now; left to it, it would start within
    // the minute, in the middle of the measurements that follow.
    await database.pool.query('vacuum analyze');
    const { rows } = await database.pool.query<{ id: string }>(
      "select id from ai_models where slug = 'sophia'",
    );
    return { token, modelId: rows[0]!.id, conversationId };
  } finally {
    await app.close();
  }
}
