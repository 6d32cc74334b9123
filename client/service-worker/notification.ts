/**
 * A push message's payload turned into what the service worker shows. The server sends
 * `{kind, title, body, url, tag, icon, lang, timestamp, ...}` (pushPayloadSchema in
 * common/contracts/push.ts); anything else still shows a notification (a push must always show
 * one), with the app's name and home page. Read defensively rather than with zod: the worker
 * stays a few kilobytes, and an older worker still shows a newer payload.
 */

export interface NotificationPlan {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag?: string;
    lang?: string;
    timestamp?: number;
    data: { url: string };
  };
}

const DEFAULT_ICON = '/icons/icon-192.png';
const MAX_TITLE = 120;
const MAX_BODY = 500;

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
}

/** Only a path of this site: a push must not open another site in the user's browser. */
export function sameOriginPath(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

export function notificationFor(payload: unknown, origin: string): NotificationPlan {
  const data = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const extra = (data.data && typeof data.data === 'object' ? data.data : {}) as Record<
    string,
    unknown
  >;
  const tag = text(data.tag, 64);
  const lang = data.lang === 'en' || data.lang === 'bg' ? data.lang : undefined;
  const timestamp =
    typeof data.timestamp === 'number' && Number.isFinite(data.timestamp)
      ? data.timestamp
      : undefined;
  return {
    title: text(data.title, MAX_TITLE) ?? 'Amora',
    options: {
      body: text(data.body, MAX_BODY) ?? '',
      icon: sameOriginPath(data.icon, origin) ?? DEFAULT_ICON,
      badge: DEFAULT_ICON,
      ...(tag ? { tag } : {}),
      ...(lang ? { lang } : {}),
      ...(timestamp !== undefined ? { timestamp } : {}),
      data: { url: sameOriginPath(extra.url ?? data.url, origin) ?? '/' },
    },
  };
}

/** A push message's body as JSON, or as the notification's text when it is plain text. */
export function parsePushData(raw: string | undefined): unknown {
  if (raw === undefined) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { body: raw };
  }
}
