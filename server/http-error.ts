import type { ErrorCode } from '#common/contracts/errors';

/**
 * A failure a client caused or may see (docs/api.md, "Conventions"). Services throw it; the error
 * handler turns it into `{error, code, ...details}` with its status. Anything else thrown is a bug.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

export function premiumRequired(message: string): HttpError {
  return new HttpError(403, 'PREMIUM_REQUIRED', message);
}
