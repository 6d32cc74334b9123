import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companions, companionPhotos } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { matchesEtag } from './service';

let ctx: TestApp;
let galleryMediaIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  const rows = await ctx.database.db
    .select({ mediaId: companionPhotos.mediaId })
    .from(companionPhotos)
    .innerJoin(companions, eq(companions.id, companionPhotos.companionId))
    .where(eq(companions.slug, 'sophia'))
    .orderBy(asc(companionPhotos.position));
  galleryMediaIds = rows.map((row) => row.mediaId);
});
afterAll(() => ctx.close());

const get = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/media/${id}`, headers });

describe('GET /api/media/:id', () => {
  it('serves a free image with its type, a year of caching, a strong ETag and nosniff', async () => {
    const response = await get(galleryMediaIds[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const sha256 = createHash('sha256').update(response.rawPayload).digest('hex');
    expect(response.headers.etag).toBe(`"${sha256}"`);
    // A real WebP file: RIFF....WEBP
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const { headers } = await get(galleryMediaIds[1]!);
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(galleryMediaIds[1]!, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get(galleryMediaIds[1]!, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('refuses the premium gallery images to a visitor with 403 PREMIUM_REQUIRED', async () => {
    for (const id of galleryMediaIds.slice(2)) {
      const response = await get(id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const malformed = await get('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { id: 'Media id must be a UUID' },
    });
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('matchesEtag', () => {
  it('compares entity tags weakly, as If-None-Match requires', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag(' W/"a" ', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
