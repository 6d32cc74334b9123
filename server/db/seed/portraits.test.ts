import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COMPANIONS } from './companions';
import {
  PORTRAIT_COUNT,
  PORTRAIT_SIZE,
  lighten,
  renderPortraitSvg,
  renderPortraits,
} from './portraits';

const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const isWebp = (buffer: Buffer) =>
  buffer.subarray(0, 4).toString('ascii') === 'RIFF' &&
  buffer.subarray(8, 12).toString('ascii') === 'WEBP';

describe('portraits', () => {
  const look = COMPANIONS[0]!.portrait;

  it('renders four different WebP images of the portrait size', async () => {
    const images = await renderPortraits(look);
    expect(images).toHaveLength(PORTRAIT_COUNT);
    for (const image of images) {
      expect(isWebp(image)).toBe(true);
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(PORTRAIT_SIZE);
      expect(meta.height).toBe(PORTRAIT_SIZE);
    }
    expect(new Set(images.map(sha)).size).toBe(PORTRAIT_COUNT);
  });

  it('is deterministic for the same look', async () => {
    const first = await renderPortraits(look);
    const second = await renderPortraits(structuredClone(look));
    expect(second.map(sha)).toEqual(first.map(sha));
    expect(renderPortraitSvg(look, 2)).toBe(renderPortraitSvg(look, 2));
  });

  it('draws each companion differently', () => {
    const firstImages = COMPANIONS.map((c) => renderPortraitSvg(c.portrait, 0));
    expect(new Set(firstImages).size).toBe(COMPANIONS.length);
  });

  it('uses the look’s background colour for each image', () => {
    look.backgrounds.forEach((colour, index) => {
      expect(renderPortraitSvg(look, index)).toContain(`#${colour}`);
    });
  });

  it('rejects an index outside the gallery', () => {
    expect(() => renderPortraitSvg(look, 4)).toThrow(RangeError);
    expect(() => renderPortraitSvg(look, -1)).toThrow(RangeError);
    expect(() => renderPortraitSvg(look, 1.5)).toThrow(RangeError);
  });

  it('lightens colours towards white', () => {
    expect(lighten('000000', 0.5)).toBe('808080');
    expect(lighten('ff0000', 0)).toBe('ff0000');
    expect(lighten('123456', 1)).toBe('ffffff');
  });
});
