import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { bearer, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { registerWithRole } from '../admin-test-support';

/** Shared by the companion management tests: multipart bodies written by hand, and images. */

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type FormPart = [name: string, value: string] | FilePart;

/** A multipart/form-data body (RFC 7578) as a browser's FormData would send it. */
export function multipartBody(parts: readonly FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----amora-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (Array.isArray(part)) {
      const [name, value] = part;
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n`));
      chunks.push(Buffer.from(value, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.bytes);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendForm(
  app: FastifyInstance,
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  parts: readonly FormPart[],
) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload: body,
  });
}

export function photo(index: number, bytes: Buffer, filename = `photo${index}.png`): FilePart {
  return { field: `photos[${index}]`, filename, contentType: 'image/png', bytes };
}

/** A solid-colour image of the given format. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  { width = 64, height = 48, color = '#c04080' } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** The minimum a create needs, as text parts. */
export function basicFields(name: string, extra: Record<string, string> = {}): FormPart[] {
  return Object.entries({
    name,
    description: `${name} loves long walks and longer talks.`,
    personality: 'Gentle, curious',
    category: 'friendship',
    ...extra,
  });
}

export async function createCompanion(
  app: FastifyInstance,
  adminToken: string,
  parts: readonly FormPart[],
): Promise<AdminCompanion> {
  const response = await sendForm(app, adminToken, 'POST', '/api/admin/models', parts);
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { model: AdminCompanion }).model;
}

/** A fresh app with an admin, and five images of different colours to upload. */
export async function startCompanionAdminApp(): Promise<{
  ctx: TestApp;
  admin: TestUser;
  images: Buffer[];
}> {
  const ctx = await createTestApp();
  const admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
  const images = await Promise.all(
    ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed'].map((color) =>
      makeImage('png', { color }),
    ),
  );
  return { ctx, admin, images };
}
