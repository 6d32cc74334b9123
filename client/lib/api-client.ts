import type { ZodType } from 'zod';

/**
 * The one way the web app talks to /api: JSON in and out, the session cookie of this origin, and
 * an ApiError for every failure (the server's `{error, code}`, else 'HTTP {status}', or the
 * network message when the request never got an answer). The UI maps codes to translated text.
 */

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
const UNKNOWN_ERROR_CODE = 'HTTP_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor(
    message: string,
    options: { status: number; code: string; fields?: Record<string, string>; body?: object },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.body = options.body as Record<string, unknown> | undefined;
  }

  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The contract's schema of a success body (`common/contracts/`), or a function that imports it:
 * pages of the first load pass a loader, so that zod stays out of that load.
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface ApiRequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Checked against the success body in development and tests; never in production. */
  schema?: ResponseSchema<T>;
}

/**
 * A success body that does not match its contract: the server and the web app disagree about
 * the API. Thrown in development and tests only, so the mismatch is seen where it is made.
 */
export class ContractMismatchError extends Error {
  constructor(what: string, issues: string) {
    super(`The answer to ${what} does not match its contract: ${issues}`);
    this.name = 'ContractMismatchError';
  }
}

/** Vite folds this to false in a production build, which drops the check and its imports. */
const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Checks a success body against its contract in development and tests (a no-op in production):
 * apiRequest does it with its `schema`; calls that cannot go through it (multipart) call it.
 */
export async function checkResponse<T>(what: string, schema: ResponseSchema<T>, data: unknown) {
  if (!CHECK_RESPONSES) return;
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const result = resolved.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  const error = new ContractMismatchError(what, issues);
  console.error(error.message, data);
  throw error;
}

/** `/api/models?search=x` from `/models` and a query; empty values are left out. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const queryString = params.toString();
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `/api${normalized}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const serverMessage =
    typeof record?.error === 'string' && record.error
      ? record.error
      : typeof record?.message === 'string' && record.message
        ? record.message
        : undefined;
  const code = typeof record?.code === 'string' && record.code ? record.code : UNKNOWN_ERROR_CODE;
  const fields =
    record?.fields && typeof record.fields === 'object'
      ? (record.fields as Record<string, string>)
      : undefined;
  return new ApiError(serverMessage ?? `HTTP ${status}`, { status, code, fields, body: record });
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, signal, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: NETWORK_ERROR_CODE });
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, data);
  // The body is returned as it came, parsed or not, so development behaves as production does.
  if (CHECK_RESPONSES && schema) await checkResponse(`${method} ${path}`, schema, data);
  return data as T;
}
