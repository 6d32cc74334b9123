import sharp from 'sharp';
import { OWN_PORTRAIT_IDS } from '#common/contracts/own-companions';
import { PORTRAIT_SIZE, renderPortraitSvg } from '#server/db/seed/portraits';
import type { PortraitLook } from '#server/features/companions';

/**
 * The generated portraits a user may choose as an own companion's avatar: drawn like the built-in
 * companions' offline portraits (DiceBear "Lorelei", server/db/seed/portraits.ts), eight fixed
 * looks so that the same id always shows the same face. Rendered once per process.
 */
const LOOKS: readonly PortraitLook[] = [
  ['e9c9a8', { hairColor: ['7a4a2c'], skinColor: ['f6d7c3'], hair: ['variant35'] }],
  ['c9a8e9', { hairColor: ['2c1b18'], skinColor: ['d8a77f'], hair: ['variant12'] }],
  ['a8d0e9', { hairColor: ['d6b370'], skinColor: ['f9e0cf'], hair: ['variant22'] }],
  ['e9a8b8', { hairColor: ['a55728'], skinColor: ['edb98a'], hair: ['variant41'] }],
  ['b8e9a8', { hairColor: ['4a312c'], skinColor: ['8d5524'], hair: ['variant03'] }],
  ['e9dca8', { hairColor: ['b58143'], skinColor: ['f1c27d'], hair: ['variant28'] }],
  ['a8e9dc', { hairColor: ['0e0e0e'], skinColor: ['c68642'], hair: ['variant17'] }],
  ['d0a8e9', { hairColor: ['e8e1e1'], skinColor: ['ffdbb4'], hair: ['variant45'] }],
].map(([background, options], index) => ({
  seed: `amora-own-portrait-${index + 1}`,
  backgrounds: [background, background, background, background] as PortraitLook['backgrounds'],
  options: options as Record<string, unknown>,
}));

const rendered = new Map<string, Promise<Buffer>>();

export function isPortraitId(id: string): boolean {
  return OWN_PORTRAIT_IDS.includes(id);
}

export function portraitUrl(id: string): string {
  return `/api/companion-portraits/${id}`;
}

/** Portrait `id` as WebP (PORTRAIT_SIZE square); the id must be one of OWN_PORTRAIT_IDS. */
export function portraitWebp(id: string): Promise<Buffer> {
  const index = OWN_PORTRAIT_IDS.indexOf(id);
  const look = LOOKS[index];
  if (!look) throw new Error(`Unknown portrait ${id}`);
  let image = rendered.get(id);
  if (!image) {
    image = sharp(Buffer.from(renderPortraitSvg(look, 0)))
      .resize(PORTRAIT_SIZE, PORTRAIT_SIZE)
      .webp({ quality: 82 })
      .toBuffer();
    rendered.set(id, image);
    image.catch(() => rendered.delete(id));
  }
  return image;
}
