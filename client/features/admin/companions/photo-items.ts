import type { AdminCompanionPhoto } from '#common/contracts/admin-companions';
import type { SiteSettings } from '#common/contracts/admin';

/** A photo in the editor: one the companion already has, or a file chosen just now. */
export type PhotoItem =
  | { kind: 'kept'; key: string; mediaId: string; url: string }
  | { kind: 'new'; key: string; file: File; url: string };

export type ImageFormat = SiteSettings['supported_formats'][number];

/**
 * The server's limits when the site settings cannot be read (docs/product-rules.md, "Admin
 * settings").
 */
export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxFileSizeMb: 10,
  formats: ['jpg', 'png', 'gif'],
};

export interface PhotoLimits {
  maxFileSizeMb: number;
  formats: readonly ImageFormat[];
}

export function keptPhotos(photos: readonly AdminCompanionPhoto[]): PhotoItem[] {
  return photos.map((photo) => ({
    kind: 'kept',
    key: photo.media_id,
    mediaId: photo.media_id,
    url: photo.url,
  }));
}

/** The image format a file's first bytes say it is (as the server checks: by content, not name). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  return null;
}

async function headOf(file: File): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

export type PhotoProblem =
  | { file: string; reason: 'type' }
  | { file: string; reason: 'size' }
  | { file: string; reason: 'count' };

/**
 * Checks chosen files against the site's limits before anything is sent: the format by content
 * and the size. The server checks again and has the last word (413/415).
 */
export async function checkPhotos(
  files: readonly File[],
  room: number,
  limits: PhotoLimits,
): Promise<{ accepted: File[]; problems: PhotoProblem[] }> {
  const accepted: File[] = [];
  const problems: PhotoProblem[] = [];
  for (const file of files) {
    const format = sniffFormat(await headOf(file).catch(() => new Uint8Array()));
    if (!format || !limits.formats.includes(format)) {
      problems.push({ file: file.name, reason: 'type' });
    } else if (file.size > limits.maxFileSizeMb * 1024 * 1024) {
      problems.push({ file: file.name, reason: 'size' });
    } else if (accepted.length >= room) {
      problems.push({ file: file.name, reason: 'count' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

/** A preview address for a chosen file (jsdom has none; the tests see ''). */
export function previewUrlOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function releasePreview(photo: PhotoItem): void {
  if (photo.kind === 'new' && photo.url && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(photo.url);
  }
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
