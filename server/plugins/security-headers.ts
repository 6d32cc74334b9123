import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '#server/config';
import { contentSecurityPolicy } from './content-security-policy';

type Headers = Record<string, string>;

/**
 * Headers that protect every answer, whatever its type: no content-type sniffing (a JSON or
 * text answer is never run as a script or shown as a page), no reading by other origins'
 * pages (Cross-Origin-Resource-Policy), and HTTPS only once a browser has seen the site over it.
 */
const EVERY_ANSWER = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * What a browser can show as a document: an HTML page (the web app, the API docs), SVG and
 * XML, which can hold scripts. Only these get the policies that govern a page (CSP, framing,
 * opener, referrer and the rest); JSON, images, scripts and event streams are not pages.
 */
const DOCUMENT_TYPE =
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|(text|application)\/xml)\b/i;

export function isDocumentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && DOCUMENT_TYPE.test(contentType);
}

/** The headers helmet sets with these options, computed once instead of on every request. */
function helmetHeaders(options: Readonly<HelmetOptions>): Headers {
  const headers: Headers = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Every answer's headers and the documents' own, from our helmet options (one source). */
export function securityHeaders(config: AppConfig): { everyAnswer: Headers; documents: Headers } {
  const behindHttps = config.publicUrl?.startsWith('https:') ?? false;
  const all = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    // Google sign-in opens a popup that must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindHttps ? { maxAge: 31_536_000 } : false,
  });
  const everyAnswer: Headers = {};
  const documents: Headers = {};
  for (const [name, value] of Object.entries(all)) {
    (EVERY_ANSWER.has(name) ? everyAnswer : documents)[name] = value;
  }
  return { everyAnswer, documents };
}

/**
 * Security headers (helmet's, with our own CSP), each on the answers it applies to: the ones
 * of EVERY_ANSWER from the start of every request (so that a streamed answer, which writes its
 * own head, has them too), the page policies once the answer is known to be a document. A JSON
 * answer then carries about 100 bytes of them instead of 1 KB.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { everyAnswer, documents } = securityHeaders(config);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(everyAnswer);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isDocumentType(reply.getHeader('content-type'))) reply.headers(documents);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
