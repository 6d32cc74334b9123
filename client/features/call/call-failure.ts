import type { TFunction } from 'i18next';
import { isApiError } from '#client/lib/api-client';

/** Why a call could not start, or stopped: each kind has its own hint for the user. */
export type CallFailureKind =
  | 'microphone-blocked'
  | 'microphone-missing'
  | 'microphone-busy'
  | 'unsupported'
  | 'premium'
  | 'not-configured'
  | 'paused'
  | 'rate-limited'
  | 'provider'
  | 'not-found'
  | 'signed-out'
  | 'network'
  | 'server'
  | 'sdp'
  | 'connection'
  | 'dropped'
  /** The server keeps no more of this call: the day's messages are used up. */
  | 'daily-limit'
  /** The server keeps no more of this call: it ran out of time or turns. */
  | 'call-over';

export interface CallFailureInfo {
  kind: CallFailureKind;
  /** rate-limited: seconds until another call may start, when the server said. */
  retryAfter?: number;
}

/** A failure of a step of the call, carrying what the page needs to explain it. */
export class CallFailure extends Error {
  readonly kind: CallFailureKind;
  readonly retryAfter: number | undefined;

  constructor(kind: CallFailureKind, options: { retryAfter?: number; cause?: unknown } = {}) {
    // Fixed English texts for logs and error reports; the page shows translations.
    super(kind === 'sdp' ? 'Realtime SDP exchange failed' : `Call failed: ${kind}`, {
      cause: options.cause,
    });
    this.name = 'CallFailure';
    this.kind = kind;
    this.retryAfter = options.retryAfter;
  }

  get info(): CallFailureInfo {
    return this.retryAfter === undefined
      ? { kind: this.kind }
      : { kind: this.kind, retryAfter: this.retryAfter };
  }
}

/** getUserMedia's rejections (DOMException names, old Chrome names included). */
const MICROPHONE_ERRORS: Record<string, CallFailureKind> = {
  NotAllowedError: 'microphone-blocked',
  PermissionDeniedError: 'microphone-blocked',
  SecurityError: 'microphone-blocked',
  NotFoundError: 'microphone-missing',
  DevicesNotFoundError: 'microphone-missing',
  OverconstrainedError: 'microphone-missing',
  NotReadableError: 'microphone-busy',
  TrackStartError: 'microphone-busy',
  AbortError: 'microphone-busy',
};

export function microphoneFailure(error: unknown): CallFailure {
  if (error instanceof CallFailure) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return new CallFailure(MICROPHONE_ERRORS[name] ?? 'microphone-blocked', { cause: error });
}

/** `POST /api/realtime/session` refused or unreachable (docs/api.md, "Voice"). */
export function sessionFailure(error: unknown): CallFailure {
  if (error instanceof CallFailure) return error;
  if (!isApiError(error)) return new CallFailure('server', { cause: error });
  if (error.isNetworkError) return new CallFailure('network', { cause: error });
  switch (error.code) {
    case 'PREMIUM_REQUIRED':
      return new CallFailure('premium', { cause: error });
    case 'VOICE_NOT_CONFIGURED':
      return new CallFailure('not-configured', { cause: error });
    case 'AI_PAUSED':
      return new CallFailure('paused', { cause: error });
    case 'RATE_LIMITED': {
      const value = error.body?.retryAfter;
      const retryAfter = typeof value === 'number' && value > 0 ? Math.ceil(value) : undefined;
      return new CallFailure('rate-limited', { retryAfter, cause: error });
    }
    case 'VOICE_PROVIDER_ERROR':
      return new CallFailure('provider', { cause: error });
    case 'UNAUTHENTICATED':
      return new CallFailure('signed-out', { cause: error });
    default:
      if (error.isNotFound) return new CallFailure('not-found', { cause: error });
      return new CallFailure(error.status === 502 ? 'provider' : 'server', { cause: error });
  }
}

/** Failures that replace the call with another view rather than an alert above it. */
export function replacesCall(kind: CallFailureKind): boolean {
  return kind === 'premium' || kind === 'not-configured';
}

/** What the alert says: the failure text (or "cut off") and a hint for the kind. */
export function failureTexts(info: CallFailureInfo, t: TFunction): { title: string; hint: string } {
  const title =
    info.kind === 'dropped'
      ? t('call.failure.dropped')
      : info.kind === 'daily-limit' || info.kind === 'call-over'
        ? t('call.failure.ended')
        : t('call.failure.title');
  return { title, hint: failureHint(info, t) };
}

function failureHint({ kind, retryAfter }: CallFailureInfo, t: TFunction): string {
  switch (kind) {
    case 'microphone-blocked':
      return t('call.hints.microphoneBlocked');
    case 'microphone-missing':
      return t('call.hints.microphoneMissing');
    case 'microphone-busy':
      return t('call.hints.microphoneBusy');
    case 'unsupported':
      return t('call.hints.unsupported');
    case 'premium':
      return t('call.hints.premium');
    case 'not-configured':
      return t('call.hints.notConfigured');
    case 'paused':
      return t('call.hints.paused');
    case 'rate-limited':
      return retryAfter === undefined
        ? t('call.hints.rateLimited')
        : t('call.hints.rateLimitedFor', { count: retryAfter });
    case 'provider':
      return t('call.hints.provider');
    case 'not-found':
      return t('call.hints.notFound');
    case 'signed-out':
      return t('call.hints.signedOut');
    case 'network':
      return t('call.hints.network');
    case 'server':
      return t('call.hints.server');
    case 'sdp':
      return t('call.hints.sdp');
    case 'connection':
      return t('call.hints.connection');
    case 'dropped':
      return t('call.hints.dropped');
    case 'daily-limit':
      return t('call.hints.dailyLimit');
    case 'call-over':
      return t('call.hints.callOver');
  }
}
