import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { siteSettings } from '#server/db/schema';
import { asUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { forgetCachedSiteSettings } from '#server/features/site-settings/service';
import { registerWithRole } from '../admin-test-support';
import { basicFields, makeImage, sendForm, type FilePart } from './admin-companions-test-support';
import { MAX_PHOTO_EDGE } from './photo-processing';

let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
});
afterAll(() => ctx.close());

/** Changes the settings row directly, as if another admin had just saved them. */
async function setUploadSettings(maxFileSize: number, formats: string[]) {
  await ctx.database.db.update(siteSettings).set({ maxFileSize, supportedFormats: formats });
  forgetCachedSiteSettings(ctx.database.db);
}
afterEach(() => setUploadSettings(10, ['jpg', 'png', 'gif']));

function file(filename: string, contentType: string, bytes: Buffer): FilePart {
  return { field: 'photos[0]', filename, contentType, bytes };
}

const upload = (name: string, part: FilePart) =>
  sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', [...basicFields(name), part]);

async function servedBytes(companion: AdminCompanion, index = 0): Promise<Buffer> {
  const response = await asUser(ctx.app, admin.token, 'GET', companion.photos[index]!.url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  return response.rawPayload;
}

describe('photo uploads are checked by content', () => {
  it('accepts a PNG named .txt with a text type, and serves it re-encoded as WebP', async () => {
    const png = await makeImage('png');
    const response = await upload('Textfile', file('notes.txt', 'text/plain', png));
    expect(response.statusCode).toBe(201);
    const companion = (response.json() as { model: AdminCompanion }).model;
    const served = await servedBytes(companion);
    expect(served.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('refuses a text file named .png with 415 and a clear message, storing nothing', async () => {
    const response = await upload(
      'Fake',
      file('photo.png', 'image/png', Buffer.from('just some text, not an image\n')),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Photo 1 is not a supported image. Allowed formats: JPG, PNG, GIF.',
    });
    const list = await asUser(ctx.app, admin.token, 'GET', '/api/admin/models?search=Fake');
    expect((list.json() as { models: AdminCompanion[] }).models).toEqual([]);
  });

  it('follows the allowed formats of the settings: WebP only once an admin allows it', async () => {
    const webp = await makeImage('webp');
    const refused = await upload('Webby', file('a.webp', 'image/webp', webp));
    expect(refused.statusCode).toBe(415);
    await setUploadSettings(10, ['webp']);
    expect((await upload('Webby', file('a.webp', 'image/webp', webp))).statusCode).toBe(201);
    const png = await upload('Pngless', file('a.png', 'image/png', await makeImage('png')));
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({
      error: 'Photo 1 is not a supported image. Allowed formats: WEBP.',
    });
    // A PNG dressed up as a JPEG is still a PNG.
    await setUploadSettings(10, ['jpg']);
    const disguised = await upload(
      'Disguised',
      file('a.jpg', 'image/jpeg', await makeImage('png')),
    );
    expect(disguised.statusCode).toBe(415);
    await setUploadSettings(10, []);
    const none = await upload('Nothing', file('a.webp', 'image/webp', webp));
    expect(none.statusCode).toBe(415);
    expect(none.json()).toMatchObject({
      error: 'Photo uploads are switched off: the site settings allow no image format.',
    });
    // Without photos a companion can still be created.
    const noPhotos = await sendForm(
      ctx.app,
      admin.token,
      'POST',
      '/api/admin/models',
      basicFields('Plain'),
    );
    expect(noPhotos.statusCode).toBe(201);
  });

  it('accepts a GIF and an SVG never passes as an image', async () => {
    const gif = await upload('Giffy', file('a.gif', 'image/gif', await makeImage('gif')));
    expect(gif.statusCode).toBe(201);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload('Svg', file('a.png', 'image/png', svg))).statusCode).toBe(415);
  });
});

describe('photo size', () => {
  it('refuses a photo over max_file_size with 413 and the limit in words', async () => {
    await setUploadSettings(1, ['jpg', 'png', 'gif']);
    // Random pixels do not compress: a PNG of about 1.7 MB.
    const noise = await sharp(randomBytes(760 * 760 * 3), {
      raw: { width: 760, height: 760, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const response = await upload('Huge', file('big.png', 'image/png', noise));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Each photo can be at most 1 MB.',
    });
    await setUploadSettings(2, ['jpg', 'png', 'gif']);
    expect((await upload('Huge', file('big.png', 'image/png', noise))).statusCode).toBe(201);
  });

  it(`scales large photos down to ${MAX_PHOTO_EDGE} px`, async () => {
    const large = await makeImage('jpeg', { width: 2400, height: 1600 });
    const response = await upload('Wide', file('wide.jpg', 'image/jpeg', large));
    const companion = (response.json() as { model: AdminCompanion }).model;
    const metadata = await sharp(await servedBytes(companion)).metadata();
    expect([metadata.width, metadata.height]).toEqual([MAX_PHOTO_EDGE, 800]);
  });
});

describe('metadata', () => {
  it('removes EXIF (and with it GPS and copyright), turning the photo upright first', async () => {
    // 40x20 stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const jpeg = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'x', Artist: 'Someone' } } })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.exif!.toString('latin1')).toContain('Someone');

    const response = await upload('Exif', file('camera.jpg', 'image/jpeg', jpeg));
    expect(response.statusCode).toBe(201);
    const served = await servedBytes((response.json() as { model: AdminCompanion }).model);
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(served.includes(Buffer.from('Someone'))).toBe(false);
  });
});
