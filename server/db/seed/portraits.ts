import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import type { PortraitLook } from '#server/features/companions';

/**
 * Offline portraits for the built-in companions (docs/product-rules.md, "Companions"): four images
 * per companion, drawn with DiceBear's "Lorelei" style (design by Lisa Wischofsky, CC0 1.0) and
 * encoded as WebP with sharp. The same person appears in all four; each image has its own
 * background and expression, and images 2 and 4 are mirrored so the gallery does not look like one
 * picture copied four times.
 *
 * `look.options` are Lorelei options. The expression options `eyes`, `mouth` and `eyebrows`
 * are read one item per image (image i uses item i, wrapping around) instead of being picked
 * at random, so a companion's look file decides exactly which face each image shows.
 */

export const PORTRAIT_COUNT = 4;
export const PORTRAIT_SIZE = 640;

const PER_IMAGE_KEYS = ['eyes', 'mouth', 'eyebrows'] as const;

/** Used when a look leaves an expression out: a soft smile, a wide smile, a calm look, a wink. */
const DEFAULT_EXPRESSIONS: Record<(typeof PER_IMAGE_KEYS)[number], string[]> = {
  eyes: ['variant12', 'variant21', 'variant19', 'variant15'],
  mouth: ['happy01', 'happy05', 'happy03', 'happy02'],
  eyebrows: ['variant05', 'variant09', 'variant07', 'variant05'],
};

const MIRRORED = [false, true, false, true] as const;

/** Accessories appear only when a look asks for them; Lorelei would otherwise add some at random. */
const QUIET_DEFAULTS = {
  beardProbability: 0,
  earringsProbability: 0,
  frecklesProbability: 0,
  glassesProbability: 0,
  hairAccessoriesProbability: 0,
} as const;

function pickForImage(value: unknown, fallback: string[], index: number): string[] {
  const list = Array.isArray(value) && value.length > 0 ? (value as unknown[]) : fallback;
  const item = list[index % list.length];
  return [String(item)];
}

/** Mixes a hex colour (without #) towards white by `amount` (0..1). */
export function lighten(hex: string, amount: number): string {
  const value = Number.parseInt(hex, 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return channels
    .map((c) => Math.round(c + (255 - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('');
}

function assertIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= PORTRAIT_COUNT) {
    throw new RangeError(`Portrait index must be 0-${PORTRAIT_COUNT - 1}, got ${index}`);
  }
}

/** The SVG of portrait `index` (0-3) of a companion. */
export function renderPortraitSvg(look: PortraitLook, index: number): string {
  assertIndex(index);
  const background = look.backgrounds[index] as string;
  const expression = Object.fromEntries(
    PER_IMAGE_KEYS.map((key) => [
      key,
      pickForImage(look.options[key], DEFAULT_EXPRESSIONS[key], index),
    ]),
  );
  return createAvatar(lorelei, {
    ...QUIET_DEFAULTS,
    ...look.options,
    ...expression,
    seed: look.seed,
    size: PORTRAIT_SIZE,
    flip: MIRRORED[index],
    backgroundType: ['gradientLinear'],
    backgroundColor: [background, lighten(background, 0.35)],
    backgroundRotation: [160],
    randomizeIds: false,
  }).toString();
}

/** The four gallery images of a companion as WebP, in gallery order. */
export async function renderPortraits(look: PortraitLook): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: PORTRAIT_COUNT }, (_, index) =>
      sharp(Buffer.from(renderPortraitSvg(look, index)))
        .resize(PORTRAIT_SIZE, PORTRAIT_SIZE)
        .webp({ quality: 82, effort: 4 })
        .toBuffer(),
    ),
  );
}
