import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  FastifyRequest,
  onRequestAbortHookHandler,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { poolOf, type Queryable } from '#server/db/client';

/**
 * A per-process cache of signed-in sessions (token hash → the session and its account), so
 * that a signed-in read costs one round trip, not two (docs/decisions/019-session-cache.md).
 *
 * Whatever ends a session or changes the account a session carries calls `invalidateSessions`.
 * Every process hears it through PostgreSQL's LISTEN/NOTIFY and drops its entries; the request
 * that revoked answers only after every listening process acknowledged the drop, so a revoked
 * token fails on the next request whichever process answers it. While this process's listener
 * is not connected, nothing is served from the cache.
 */

/** What an invalidation names: every session of a user, one session, or one token. */
export type SessionTarget = { userId: string } | { sessionId: string } | { tokenHash: string };

/** Where revocations are announced to every process (exported for the tests that listen). */
export const REVOCATION_CHANNEL = 'amora_session_cache';
const ACK_CHANNEL = 'amora_session_cache_ack';
/** The listener's application_name: how a publisher counts the processes that must answer. */
const LISTENER_NAME = 'amora-session-cache';
/** How long a revoking request waits for the other processes' acknowledgements at most. */
const ACK_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;
/** NOTIFY payloads are limited to 8000 bytes; beyond this, every process clears its cache. */
const MAX_PAYLOAD = 7_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: unknown;
  userId: string;
  sessionId: string;
  /** The earlier of the cache lifetime and the session's own expiry (ms since the epoch). */
  until: number;
}

export interface CachedSessionKeys {
  userId: string;
  sessionId: string;
  /** The session's expiry: an entry is never served past it. */
  expiresAt: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every drop: a database read that started before one must not be stored. */
  private generation = 0;
  /** Set by the listener: only a connected listener lets the cache answer. */
  listening = false;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Take before reading the database; hand to `set`, which then stores only a fresh read. */
  mark(): number {
    return this.generation;
  }

  get<T>(tokenHash: string): T | null {
    if (!this.enabled || !this.listening) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    this.entries.delete(tokenHash);
    if (entry.until <= this.now()) return null;
    // Least recently used first: a hit moves the entry to the end of the insertion order.
    this.entries.set(tokenHash, entry);
    return entry.value as T;
  }

  set(tokenHash: string, mark: number, value: unknown, keys: CachedSessionKeys): void {
    if (!this.enabled || !this.listening || mark !== this.generation) return;
    const until = Math.min(this.now() + this.ttlMs, keys.expiresAt.getTime());
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { value, userId: keys.userId, sessionId: keys.sessionId, until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  drop(target: SessionTarget): void {
    this.generation += 1;
    if ('tokenHash' in target) {
      this.entries.delete(target.tokenHash);
      return;
    }
    for (const [key, entry] of this.entries) {
      if (
        'userId' in target ? entry.userId === target.userId : entry.sessionId === target.sessionId
      ) {
        this.entries.delete(key);
      }
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

interface RequestStore {
  cache: SessionCache;
  pending: SessionTarget[];
  /** The answer has gone: work the request left running publishes on its own. */
  finished: boolean;
  /** The route declares `revokesSessions`; only checked apps run unmarked routes in a store. */
  marked: boolean;
  /** Method and route, for the error an unmarked route that revokes meets. */
  route: string;
}

/**
 * Only the requests of routes that revoke run in this context: on Node 20 an enabled
 * AsyncLocalStorage runs a hook for every promise of every request of the process, which cost
 * each read route tens of microseconds of CPU (docs/decisions/029-revoking-routes-declared.md).
 * It is disabled whenever no such request is in flight.
 */
const requestStore = new AsyncLocalStorage<RequestStore>();
const storeOf = new WeakMap<FastifyRequest, RequestStore>();
let requestsInStore = 0;

/** How many requests run in the context now: at rest it is 0 and the storage is disabled. */
export function requestsCollectingRevocations(): number {
  return requestsInStore;
}

/** A route that ends sessions without declaring it: found by the tests, never in production. */
export class UndeclaredRevocationError extends Error {
  constructor(route: string) {
    super(
      `${route} ends or changes sessions but does not declare it: ` +
        'add `config: { revokesSessions: true }` to the route (server/plugins/session-cache.ts)',
    );
  }
}

function payloadOf(nonce: string, targets: SessionTarget[]): string {
  const payload = JSON.stringify({ n: nonce, t: targets });
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ n: nonce, all: true });
}

/**
 * Ends the cached copies of these sessions in every process. Call it beside the write that ends
 * a session or changes what its account snapshot holds (the write may still be in a transaction).
 *
 * Inside a request, this process's copies go at once, and the notice is sent once the handler
 * has finished (its transaction committed), before the answer leaves. Outside a request (a job,
 * a test's setup), the notice goes through `db` and so, in a transaction, at its commit.
 */
export async function invalidateSessions(db: Queryable, ...targets: SessionTarget[]) {
  if (targets.length === 0) return;
  const store = requestStore.getStore();
  if (store && !store.marked) throw new UndeclaredRevocationError(store.route);
  if (store) for (const target of targets) store.cache.drop(target);
  if (store && !store.finished) {
    store.pending.push(...targets);
    return;
  }
  await notify(db, targets);
}

async function notify(db: Queryable, targets: SessionTarget[]): Promise<void> {
  await db.execute(
    sql`select pg_notify(${REVOCATION_CHANNEL}, ${payloadOf(randomUUID(), targets)})`,
  );
}

interface Logger {
  warn(details: object, message: string): void;
}

/** This process's LISTEN connection: drops what others revoke and counts acknowledgements. */
class Listener {
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiters = new Map<string, { got: number; needed: number; done: () => void }>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: SessionCache,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.pool.options, application_name: LISTENER_NAME });
    this.client = client;
    client.on('notification', (message) => this.onNotification(message));
    client.on('error', (error) => this.down(client, error));
    client.on('end', () => this.down(client, null));
    try {
      await client.connect();
      await client.query(`listen ${REVOCATION_CHANNEL}; listen ${ACK_CHANNEL}`);
      if (this.client !== client) return;
      // Anything could have been revoked while no listener heard it.
      this.cache.clear();
      this.cache.listening = true;
    } catch (error) {
      this.down(client, error);
    }
  }

  private down(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.cache.listening = false;
    this.cache.clear();
    for (const waiter of this.waiters.values()) waiter.done();
    client.end().catch(() => {});
    if (this.stopped) return;
    if (error) {
      this.log.warn(
        { code: (error as NodeJS.ErrnoException).code },
        'Session cache listener lost; the cache is off until it reconnects',
      );
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.start();
    }, RECONNECT_MS);
  }

  private onNotification(message: pg.Notification): void {
    if (message.channel === ACK_CHANNEL) {
      const waiter = message.payload ? this.waiters.get(message.payload) : undefined;
      if (!waiter) return;
      waiter.got += 1;
      if (waiter.got >= waiter.needed) waiter.done();
      return;
    }
    let parsed: { n?: string; t?: SessionTarget[]; all?: boolean };
    try {
      parsed = JSON.parse(message.payload ?? '{}');
    } catch {
      parsed = { all: true };
    }
    if (parsed.all || !Array.isArray(parsed.t)) this.cache.clear();
    else for (const target of parsed.t) this.cache.drop(target);
    if (parsed.n) {
      this.client?.query('select pg_notify($1, $2)', [ACK_CHANNEL, parsed.n]).catch(() => {});
    }
  }

  /** Sends the notice and waits until every listening process dropped (or the timeout). */
  async publish(targets: SessionTarget[]): Promise<void> {
    const nonce = randomUUID();
    let done!: () => void;
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    const waiter = { got: 0, needed: Number.POSITIVE_INFINITY, done };
    // Registered before the notice goes out: an acknowledgement may come back before the count.
    this.waiters.set(nonce, waiter);
    let timeout: NodeJS.Timeout | undefined;
    try {
      const result = await this.pool.query<{ listeners: number }>(
        `select pg_notify($1, $2), (
           select count(*)::int from pg_stat_activity
           where datname = current_database() and application_name = $3
         ) as listeners`,
        [REVOCATION_CHANNEL, payloadOf(nonce, targets), LISTENER_NAME],
      );
      // Without our own listener no acknowledgement can reach us; the others still drop.
      if (!this.cache.listening) return;
      waiter.needed = result.rows[0]?.listeners ?? 0;
      if (waiter.got >= waiter.needed) return;
      const timedOut = new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(true), ACK_TIMEOUT_MS);
      });
      if (await Promise.race([acknowledged.then(() => false), timedOut])) {
        this.log.warn(
          { acknowledged: waiter.got, listeners: waiter.needed },
          'Not every process acknowledged a session revocation in time',
        );
      }
    } finally {
      clearTimeout(timeout);
      this.waiters.delete(nonce);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.cache.listening = false;
    this.cache.clear();
    for (const waiter of this.waiters.values()) waiter.done();
    await client?.end().catch(() => {});
  }

  /** For tests: drop the connection as a network failure would. */
  disconnect(): void {
    const client = this.client;
    if (client) this.down(client, new Error('disconnected'));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's session cache (plugins/session-cache.ts). */
    sessionCache: SessionCache;
    /** Its LISTEN connection; tests cut it to see the cache switch off. */
    sessionCacheListener: { disconnect(): void };
  }
  interface FastifyContextConfig {
    /**
     * The route can end a session or change the account a session carries (its work calls
     * `invalidateSessions`): its requests collect what they revoke, and the answer leaves only
     * once every process has dropped it (plugins/session-cache.ts).
     */
    revokesSessions?: boolean;
  }
}

type Hooks<T> = T | T[] | undefined;

function hooksOf<T>(hooks: Hooks<T>): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Starts the cache and its listener, and runs the requests of the routes that declare
 * `revokesSessions` in a context where `invalidateSessions` finds this app's cache and collects
 * what the request revoked. With `checkRoutes` (the tests' apps), every route runs in it, and an
 * undeclared route that revokes fails with UndeclaredRevocationError.
 */
export default fp<{ ttlMs: number; checkRoutes?: boolean }>(
  async (app, { ttlMs, checkRoutes = false }) => {
    const cache = new SessionCache(ttlMs, () => app.clock().getTime());
    app.decorate('sessionCache', cache);
    const pool = poolOf(app.db);
    const listener = pool ? new Listener(pool, cache, app.log) : null;
    app.decorate('sessionCacheListener', {
      disconnect: () => listener?.disconnect(),
    });
    // The listener runs even with the cache off: a revoking request waits for acknowledgements
    // through it, and the other processes may have their cache on.
    if (listener) await listener.start();
    app.addHook('onClose', async () => listener?.stop());

    // Route hooks, so that the routes that never revoke run none of this.
    app.addHook('onRoute', (route) => {
      const marked = route.config?.revokesSessions === true;
      if (!marked && !checkRoutes) return;
      const name = `${route.method} ${route.url}`;
      const enter: onRequestHookHandler = (request, _reply, done) => {
        const store: RequestStore = { cache, pending: [], finished: false, marked, route: name };
        storeOf.set(request, store);
        requestsInStore += 1;
        requestStore.run(store, done);
      };
      // The body is parsed outside that context; the handler runs inside it again.
      const reenter: preHandlerHookHandler = (request, _reply, done) => {
        const store = storeOf.get(request);
        if (store) requestStore.run(store, done);
        else done();
      };
      // Callbacks, not async hooks: most requests revoke nothing, and those need no promise.
      const announce: onSendHookHandler = (request, _reply, payload, done) => {
        const targets = pendingOf(request);
        if (!targets) done(null, payload);
        else void flush(request, targets, true).then(() => done(null, payload));
      };
      // The answer has gone (a hijacked one too), or its client went away before it.
      const answered: onResponseHookHandler = (request, _reply, done) => {
        leaveStore(request);
        done();
      };
      const abandoned: onRequestAbortHookHandler = (request, done) => {
        leaveStore(request);
        done();
      };
      route.onRequest = [enter, ...hooksOf(route.onRequest)];
      route.preHandler = [reenter, ...hooksOf(route.preHandler)];
      route.onSend = [...hooksOf(route.onSend), announce];
      route.onResponse = [...hooksOf(route.onResponse), answered];
      route.onRequestAbort = [...hooksOf(route.onRequestAbort), abandoned];
    });

    /** The request is over: once, whichever of the answer and the abort comes first. */
    function leaveStore(request: FastifyRequest): void {
      const store = storeOf.get(request);
      if (!store || store.finished) return;
      store.finished = true;
      // A hijacked reply skips onSend, and an abandoned one never sends: their notices go now.
      const targets = pendingOf(request);
      if (targets) void flush(request, targets, false);
      requestsInStore -= 1;
      if (requestsInStore === 0) requestStore.disable();
    }

    /** What the request revoked and has not announced yet (taken from its store), if anything. */
    function pendingOf(request: FastifyRequest): SessionTarget[] | null {
      const store = storeOf.get(request);
      if (!store || store.pending.length === 0) return null;
      return store.pending.splice(0);
    }

    /** Announces `targets`; never rejects (a failure is logged). */
    async function flush(
      request: FastifyRequest,
      targets: SessionTarget[],
      wait: boolean,
    ): Promise<void> {
      try {
        if (listener) {
          const published = listener.publish(targets);
          if (wait) await published;
          else published.catch(() => {});
        } else {
          await notify(app.db, targets);
        }
      } catch (error) {
        request.log.warn(
          { code: (error as NodeJS.ErrnoException).code },
          'Could not announce a session revocation',
        );
      }
    }
  },
  { name: 'session-cache', dependencies: ['context'] },
);
