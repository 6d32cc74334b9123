import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { ReplyEngine } from '#server/features/replies/engine';

/** A reply engine that answers at once: what is left of a reply's time is the server's own. */
export const instantEngine: ReplyEngine = {
  kind: 'builtin',
  model: 'instant',
  async *stream() {
    yield 'Thanks for telling me. ';
    yield 'What happened next?';
  },
};

/**
 * The real app on `db` replying with the instant engine, for the in-process benches: no daily
 * or rate limit to run into, silent logs, no web app.
 */
export function buildInstantApp(db: Database) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    FREE_DAILY_MESSAGES: '1000000',
    API_RATE_LIMIT: '0',
  });
  return buildApp(config, {
    db,
    clientDir: '/nonexistent',
    replyEngines: { primary: instantEngine, builtin: instantEngine },
  });
}
