import type { ZodType } from 'zod';
import {
  ApiError,
  apiUrl,
  checkResponse,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  type QueryValue,
} from './api-client';

async function readBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call whose body is not JSON (a multipart upload, a file download): the same cookie and the
 * same ApiError for every failure as apiRequest (413 and 415 get their codes even when a proxy
 * answered without the API's body). Kept out of api-client.ts, which is in every first load.
 */
export async function apiRawRequest(
  path: string,
  init: RequestInit & { query?: Record<string, QueryValue> } = {},
): Promise<Response> {
  const { query, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      ...rest,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...rest.headers },
    });
  } catch (error) {
    if (rest.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: NETWORK_ERROR_CODE });
  }
  if (response.ok) return response;
  const body = await readBody(response);
  const message = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
  const code =
    typeof body?.code === 'string'
      ? body.code
      : response.status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : response.status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : 'HTTP_ERROR';
  throw new ApiError(message, {
    status: response.status,
    code,
    fields: body?.fields as Record<string, string> | undefined,
    body,
  });
}

/**
 * A multipart upload whose answer is JSON. It bypasses apiRequest, so its answer is checked
 * against the contract here, the way apiRequest checks (in development and tests).
 */
export async function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  schema: ZodType<T>,
): Promise<T> {
  const response = await apiRawRequest(path, { method, body: form });
  const body = (await response.json()) as unknown;
  await checkResponse(`${method} ${path}`, schema, body);
  return body as T;
}

/** Saves a downloaded response as a file, under the server's file name when it gives one. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
