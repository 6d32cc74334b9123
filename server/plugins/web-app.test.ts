import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

// A build as vite.config.ts writes it: text files with .br and .gz copies next to them.
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ENTRY = 'assets/index-5d1e2f3a.js';
const ENTRY_JS = `console.log(${JSON.stringify('entry '.repeat(800))});`;
/** A hashed file the build left without copies (too small): compressed on the fly instead. */
const SMALL_CHUNK = 'assets/tiny-9b8c7d6e.js';

const SERVICE_WORKER_JS = `self.addEventListener("fetch", () => {});${' '.repeat(2000)}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let clientDir: string;
let ctx: TestApp;

async function writeWithCopies(relative: string, text: string) {
  const file = path.join(clientDir, relative);
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'amora-web-app-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeWithCopies('index.html', INDEX_HTML);
  await writeWithCopies(ENTRY, ENTRY_JS);
  await writeFile(path.join(clientDir, SMALL_CHUNK), 'export const a = 1;');
  await writeWithCopies('sw.js', SERVICE_WORKER_JS);
  await writeFile(path.join(clientDir, 'manifest.en.webmanifest'), '{"name":"Amora"}');
  await mkdir(path.join(clientDir, 'icons'));
  await writeFile(path.join(clientDir, 'icons', 'icon-192.png'), PNG_SIGNATURE);
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('precompressed files of the build', () => {
  it('sends the brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const response = await get(`/${ENTRY}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const response = await get(`/${ENTRY}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get(`/${ENTRY}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ENTRY_JS);
  });

  it.each(['/', '/en', '/bg/models'])(
    'answers %s with the compressed index.html, revalidated on every visit',
    async (url) => {
      const response = await get(url, 'gzip, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it('compresses a file that has no compressed copy on the fly', async () => {
    const response = await get(`/${SMALL_CHUNK}`, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('export const a = 1;');
  });

  it('answers 404 for a missing asset even when a compressed copy is asked for', async () => {
    const response = await get('/assets/missing-0a1b2c3d.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('the installable app (decision 025)', () => {
  it('serves the service worker for the whole site, revalidated so a deployment takes over', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SERVICE_WORKER_JS);
  });

  it('serves the web app manifest as application/manifest+json and icons as PNG', async () => {
    const manifest = await get('/manifest.en.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['service-worker-allowed']).toBeUndefined();
  });

  it('answers 404 for a missing icon instead of the app', async () => {
    expect((await get('/icons/icon-1024.png')).statusCode).toBe(404);
  });
});
