import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordMeetsRules } from '#common/contracts/auth';

/**
 * Every setting, read from the environment. All are optional: without
 * any, the app runs on its embedded PostgreSQL with the built-in engines. `.env.example`
 * documents each one.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `.env` files often carry `NAME=` for "unset"; treat blank values as absent. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A text setting with a default for when it is unset or blank. */
function textSetting(fallback: string) {
  return optionalText.transform((value) => value ?? fallback);
}

function optionalUrl(protocols: readonly string[]) {
  const described = protocols.map((p) => `${p}//`).join(' or ');
  return optionalText.refine(
    (value) => value === undefined || hasProtocol(value, protocols),
    `must be a URL starting with ${described}`,
  );
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function integerSetting(min: number, max: number, fallback: number) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return parsed;
  });
}

function booleanSetting(fallback: boolean) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });
}

const HTTP = ['http:', 'https:'] as const;

/** A base64url key of `bytes` bytes (VAPID keys as `web-push generate-vapid-keys` prints them). */
function base64urlKey(bytes: number) {
  return optionalText.refine(
    (value) =>
      value === undefined ||
      (/^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes),
    `must be ${bytes} bytes in base64url (as web-push generate-vapid-keys prints it)`,
  );
}

/**
 * The push services browsers subscribe with (Chrome and Edge on Android and desktop: FCM;
 * Firefox: Mozilla; Safari: Apple; Edge on Windows: WNS). An endpoint elsewhere is refused, so
 * a user cannot make the server post to an address of their choosing.
 */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/** A host name or address, with an optional port: `amora.example`, `[::1]:3000`. */
const HOST_ENTRY =
  /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i;

const hostList = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.length === 0 || !hosts.every((host) => HOST_ENTRY.test(host))) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be host names (optionally with :port), separated by commas',
    });
    return z.NEVER;
  }
  return hosts;
});

/**
 * The names this machine answers to by default: localhost, the loopback addresses, its host
 * name and the addresses of its network interfaces (someone opening http://192.168.1.5:3000 on
 * the local network gets links that work there).
 */
function ownHostNames(): string[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
    }
  }
  return [...names];
}

const environmentSchema = z
  .object({
    PORT: integerSetting(0, 65535, 3000),
    HOST: textSetting('0.0.0.0'),
    LOG_LEVEL: textSetting('info').refine(
      (value) => (LOG_LEVELS as readonly string[]).includes(value),
      `must be one of ${LOG_LEVELS.join(', ')}`,
    ),
    DATA_DIR: textSetting('./data'),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    // Starts every Redis key and channel of this site, so that several sites (or tests) can
    // share one Redis without seeing each other's counters.
    REDIS_KEY_PREFIX: textSetting('amora:'),
    PUBLIC_URL: optionalUrl(HTTP),
    // Without PUBLIC_URL, the host names links in e-mails may be written with (a request for
    // another Host is refused on routes that write links). Default: this machine's own names.
    ALLOWED_HOSTS: hostList,
    // How many proxies in front may be trusted for the client's address (X-Forwarded-For).
    TRUST_PROXY: integerSetting(0, 10, 0),
    ADMIN_EMAIL: optionalText.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      'must be an e-mail address',
    ),
    // The same rule as every other password (sign-up checks it too).
    ADMIN_PASSWORD: optionalText.refine(
      (value) => value === undefined || passwordMeetsRules(value),
      'must be at least 8 characters long with an upper-case letter, a lower-case letter and a digit',
    ),
    LLM_BASE_URL: optionalUrl(HTTP),
    LLM_API_KEY: optionalText,
    LLM_MODEL: textSetting('gpt-4o-mini'),
    // How long to wait for a reply's first token, and for the whole reply. The defaults fit a
    // small model on a CPU-only server (docs/decisions/014-provider-replies.md); OpenAI needs far less.
    LLM_TIMEOUT_MS: integerSetting(1_000, 3_600_000, 120_000),
    LLM_TOTAL_TIMEOUT_MS: integerSetting(1_000, 3_600_000, 180_000),
    // The provider's context window in tokens: every prompt is fitted to it.
    LLM_CONTEXT_TOKENS: integerSetting(1_024, 10_000_000, 8_192),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_PREMIUM_MONTHLY: optionalText,
    STRIPE_PRICE_PREMIUM_YEARLY: optionalText,
    STRIPE_PRICE_PRO_MONTHLY: optionalText,
    STRIPE_PRICE_PRO_YEARLY: optionalText,
    STRIPE_API_URL: optionalUrl(HTTP),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: optionalUrl(HTTP).transform(
      (value) => value ?? 'https://www.googleapis.com/oauth2/v3/certs',
    ),
    REALTIME_BASE_URL: optionalUrl(HTTP).transform((value) => value ?? 'https://api.openai.com/v1'),
    REALTIME_API_KEY: optionalText,
    REALTIME_MODEL: textSetting('gpt-4o-realtime-preview'),
    REALTIME_VOICE: textSetting('alloy'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    MAIL_FROM: textSetting('Amora <no-reply@localhost>'),
    FREE_DAILY_MESSAGES: integerSetting(0, 1_000_000, 30),
    WEB_CONCURRENCY: integerSetting(1, 256, 1),
    // Requests per minute one client address may make to /api (health and metrics excepted);
    // 0 switches the limit off.
    API_RATE_LIMIT: integerSetting(0, 1_000_000, 600),
    // How long a process may answer a signed-in request from its session cache (0: off).
    SESSION_CACHE_TTL_MS: integerSetting(0, 300_000, 30_000),
    // Scheduled work (sandbox renewals, follow-ups) on the PostgreSQL job queue; false leaves
    // this process out of it (tests, or a process that should only answer requests).
    JOBS_ENABLED: booleanSetting(true),
    // Web Push (decision 023). Off: no push key is made or offered and nothing is pushed.
    PUSH_ENABLED: booleanSetting(true),
    // The VAPID key pair; without it one is made at the first start and kept in the database.
    VAPID_PUBLIC_KEY: base64urlKey(65),
    VAPID_PRIVATE_KEY: base64urlKey(32),
    // Who push services may contact about this site's notifications: mailto: or https:.
    VAPID_SUBJECT: optionalUrl(['mailto:', 'https:']),
    // Host names push endpoints may be on (a name also allows its subdomains).
    PUSH_SERVICE_HOSTS: hostList,
    // How often, in minutes, the queue looks for companions' follow-ups to send (plans whose
    // time has passed, days of silence); 0 switches follow-ups off.
    FOLLOW_UPS_SCAN_MINUTES: integerSetting(0, 60, 10),
    // A bearer token that lets a scraper (Prometheus) read /api/metrics; admins can without it.
    METRICS_TOKEN: optionalText.refine(
      (value) => value === undefined || value.length >= 16,
      'must be at least 16 characters long',
    ),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_TOTAL_TIMEOUT_MS < env.LLM_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_TOTAL_TIMEOUT_MS'],
        message: 'must be at least LLM_TIMEOUT_MS (the whole reply includes its first token)',
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
      });
    }
    // A first admin needs both halves; one without the other is a typo, not a choice.
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with ADMIN_EMAIL and ADMIN_PASSWORD',
      });
    }
  });

type Environment = z.infer<typeof environmentSchema>;

/** Every environment variable the app reads (`.env.example` documents each one). */
export const SETTING_NAMES = Object.keys(environmentSchema.shape);
export type LogLevel = (typeof LOG_LEVELS)[number];

function toConfig(env: Environment, cwd: string) {
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL as LogLevel,
    /** Absolute, so a later `chdir` cannot move the database. */
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    /** Lifetime of a session in a process's cache (plugins/session-cache.ts); 0 switches it off. */
    sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
    publicUrl: env.PUBLIC_URL ?? null,
    /** Hosts (`name` for any port, `name:port` for one) links may use without PUBLIC_URL. */
    allowedHosts: env.ALLOWED_HOSTS ?? ownHostNames(),
    /** Proxy hops to trust for `request.ip`; 0 when the app faces clients directly. */
    trustProxyHops: env.TRUST_PROXY,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : null,
    llm: {
      baseUrl: env.LLM_BASE_URL ?? null,
      apiKey: env.LLM_API_KEY ?? null,
      model: env.LLM_MODEL,
      /** No first token by then: the built-in engine answers. */
      firstTokenTimeoutMs: env.LLM_TIMEOUT_MS,
      /** The whole reply by then. */
      totalTimeoutMs: env.LLM_TOTAL_TIMEOUT_MS,
      /** The provider's context window; prompts are fitted to it. */
      contextTokens: env.LLM_CONTEXT_TOKENS,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: env.STRIPE_API_URL ?? null,
      prices: {
        premiumMonthly: env.STRIPE_PRICE_PREMIUM_MONTHLY ?? null,
        premiumYearly: env.STRIPE_PRICE_PREMIUM_YEARLY ?? null,
        proMonthly: env.STRIPE_PRICE_PRO_MONTHLY ?? null,
        proYearly: env.STRIPE_PRICE_PRO_YEARLY ?? null,
      },
    },
    google: { clientId: env.GOOGLE_CLIENT_ID ?? null, jwksUrl: env.GOOGLE_JWKS_URL },
    realtime: {
      baseUrl: env.REALTIME_BASE_URL,
      apiKey: env.REALTIME_API_KEY ?? null,
      model: env.REALTIME_MODEL,
      voice: env.REALTIME_VOICE,
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    freeDailyMessages: env.FREE_DAILY_MESSAGES,
    webConcurrency: env.WEB_CONCURRENCY,
    /** Requests per minute per client address over /api; 0 when off. */
    apiRateLimit: env.API_RATE_LIMIT,
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Whether this process runs the job queue (plugins/jobs.ts). */
    jobsEnabled: env.JOBS_ENABLED,
    push: {
      enabled: env.PUSH_ENABLED,
      /** Both or neither (checked above); null: the key pair kept in the database. */
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env),
      serviceHosts: env.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
    /** Minutes between follow-up rounds (features/follow-ups); 0 when follow-ups are off. */
    followUpScanMinutes: env.FOLLOW_UPS_SCAN_MINUTES,
  };
}

/**
 * Without VAPID_SUBJECT: the site's https address, else the sender's address of MAIL_FROM.
 * Apple's push service refuses a subject it cannot read as a contact, so the README asks for a
 * real one in production.
 */
function defaultVapidSubject(env: Environment): string {
  if (env.PUBLIC_URL?.startsWith('https://')) return new URL(env.PUBLIC_URL).origin;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

export type AppConfig = ReturnType<typeof toConfig>;

/** Thrown for a bad setting; its message is the one line main prints before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses settings from `env` (pure: tests pass their own). The error names each bad variable
 * and what it must be, never the value, since some settings are secrets.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return toConfig(result.data, cwd);
}
