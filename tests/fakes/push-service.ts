import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for a browser vendor's push service (FCM, Mozilla, Apple): a real HTTPS server on
 * 127.0.0.1 (random port, a certificate made for the run) that accepts Web Push requests at
 * `/push/{id}` the way RFC 8030 says, checking what a real service checks before it answers
 * 201: the VAPID authorization (RFC 8292: a JWT signed ES256 by the key in `k`, `aud` the
 * endpoint's origin, `exp` in the next 24 hours, a `sub` contact), `Content-Encoding: aes128gcm`
 * and a `TTL`. A request that breaks a rule is answered 400/401/403 and recorded with why.
 * Tests can make an endpoint answer another status (410 for an expired subscription, 500).
 */

export interface ReceivedPush {
  /** The `{id}` of `/push/{id}`. */
  id: string;
  headers: Record<string, string | string[] | undefined>;
  /** The encrypted body as sent. */
  body: Buffer;
  ttl: number | null;
  vapid: { publicKey: string; aud: string; sub: string; exp: number } | null;
  /** What broke the protocol; empty when the request was valid. */
  problems: string[];
  /** What the fake answered. */
  status: number;
}

export interface FakePushService {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** An agent that trusts the fake's certificate (pass it to the app as its push agent). */
  agent: Agent;
  endpoint(id: string): string;
  received: ReceivedPush[];
  /** From now on, answer requests to this endpoint with `status` (after checking them). */
  answer(id: string, status: number): void;
  close(): Promise<void>;
}

const MAX_VAPID_LIFETIME_SECONDS = 24 * 60 * 60;

/** A certificate for 127.0.0.1, valid for a day, made with the openssl command. */
function makeCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function decodeJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) for an endpoint of `origin`. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
  problems: string[],
): ReceivedPush['vapid'] {
  const match = /^vapid t=([A-Za-z0-9_.-]+), *k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) {
    problems.push('Authorization is not "vapid t=..., k=..."');
    return null;
  }
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  if (!headerPart || !claimsPart || !signaturePart) {
    problems.push('t is not a JWT');
    return null;
  }
  const header = decodeJson(headerPart);
  const claims = decodeJson(claimsPart);
  if (header.alg !== 'ES256') problems.push(`JWT alg is ${String(header.alg)}, not ES256`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) problems.push('k is not an uncompressed P-256 point');
  else {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) problems.push('the JWT signature does not verify with k');
  }
  const now = Math.floor(Date.now() / 1000);
  const exp = Number(claims.exp);
  if (claims.aud !== origin) problems.push(`aud is ${String(claims.aud)}, not ${origin}`);
  if (!(exp > now)) problems.push('exp is in the past');
  if (exp > now + MAX_VAPID_LIFETIME_SECONDS) problems.push('exp is more than 24 hours away');
  const sub = String(claims.sub ?? '');
  if (!/^(mailto:|https:)/.test(sub)) problems.push(`sub ${sub} is not a mailto: or https: URL`);
  return { publicKey, aud: String(claims.aud), sub, exp };
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = makeCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !id) {
        response.writeHead(404).end();
        return;
      }
      const problems: string[] = [];
      const body = Buffer.concat(chunks);
      const vapid = checkVapid(request.headers.authorization, origin, problems);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        problems.push(`Content-Encoding is ${request.headers['content-encoding']}, not aes128gcm`);
      }
      const ttlHeader = request.headers.ttl;
      const ttl =
        typeof ttlHeader === 'string' && /^\d+$/.test(ttlHeader) ? Number(ttlHeader) : null;
      if (ttl === null) problems.push('TTL is missing or not a number');
      if (body.length === 0) problems.push('the body is empty');
      // RFC 8291 section 4: at most 4096 bytes of encrypted payload.
      if (body.length > 4096) problems.push('the body is over 4096 bytes');
      let status = answers.get(id) ?? 201;
      if (problems.length > 0)
        status = vapid && problems.some((p) => /JWT|aud|exp|sub|k /.test(p)) ? 403 : 400;
      received.push({ id, headers: request.headers, body, ttl, vapid, problems, status });
      response.writeHead(
        status,
        status === 201 ? { location: `${origin}/message/${received.length}` } : {},
      );
      response.end();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    endpoint: (id) => `${origin}/push/${id}`,
    received,
    answer: (id, status) => answers.set(id, status),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
