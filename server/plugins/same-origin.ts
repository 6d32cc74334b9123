import type { FastifyRequest } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWriteMethod(method: string): boolean {
  return WRITE_METHODS.has(method);
}

/** Origin `http://example.com` and Host `example.com:80` are one origin: ports are normalised. */
function originMatchesHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Whether a request comes from a page of this site. Browsers send Sec-Fetch-Site (same-origin,
 * or none when the user typed the address); otherwise the Origin must name this host or
 * PUBLIC_URL. The host is compared without the scheme because a TLS-terminating proxy makes
 * every request look like http here; a browser on another site cannot forge either header.
 * A request with neither header is refused: every browser sends one on a write.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  return originMatchesHost(origin, request.host);
}
