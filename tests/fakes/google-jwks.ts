import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's ID token signing: a real HTTP server on 127.0.0.1 (random port) that
 * serves a JSON Web Key Set like https://www.googleapis.com/oauth2/v3/certs, and a signer for
 * ID tokens under its key. The app verifies them with its real code (jose) against this URL.
 */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** How many times the key set was fetched. */
  readonly fetches: number;
  idToken(claims?: IdTokenClaims, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface IdTokenClaims extends JWTPayload {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

export interface IdTokenOptions {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch the token is issued at; now by default. */
  issuedAt?: number;
  /** Seconds the token lives; Google's last an hour. */
  lifetime?: number;
  /** 'other' signs with a key the set does not hold (under the same key id). */
  key?: 'served' | 'other';
}

const KEY_ID = 'fake-google-key-1';

export async function startFakeGoogle({
  clientId = 'amora-test.apps.googleusercontent.com',
}: { clientId?: string } = {}): Promise<FakeGoogle> {
  const served = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const publicJwk = {
    ...(await exportJWK(served.publicKey)),
    kid: KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  const body = JSON.stringify({ keys: [publicJwk] });
  let fetches = 0;

  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/oauth2/v3/certs') {
      fetches += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function idToken(claims: IdTokenClaims = {}, options: IdTokenOptions = {}) {
    const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
    const key: CryptoKey = options.key === 'other' ? other.privateKey : served.privateKey;
    return new SignJWT({
      email: 'google.user@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setSubject(claims.sub ?? '100000000000000000001')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.lifetime ?? 3600))
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    get fetches() {
      return fetches;
    },
    idToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The app's fetch keeps its connection alive; close would otherwise wait for it.
        server.closeAllConnections();
      }),
  };
}
