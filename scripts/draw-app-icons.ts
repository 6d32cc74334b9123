import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the installed app's icons (client/public/icons/*.png) from the brand mark: the heart with
 * the "A" of client/app/layout/logo.tsx on the app's surface colour. Run it after a change to the
 * mark (`node --import tsx scripts/draw-app-icons.ts`) and commit the PNGs: the build copies
 * them as they are, so neither it nor the server needs sharp's native code.
 */

const OUT_DIR = fileURLToPath(new URL('../client/public/icons/', import.meta.url));
/** --color-surface and --color-canvas of client/styles.css (the dark theme). */
const SURFACE = '#170f1d';
const CANVAS = '#0d0811';

const MARK = `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f472b6"/>
      <stop offset="0.55" stop-color="#e11d74"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
  </defs>
  <path d="M32 54c-1.3 0-2.5-.5-3.5-1.4C19.4 44.5 8 36.6 8 25.6 8 17.9 14 11 21.9 11c4.3 0 7.8 2 10.1 5.2C34.3 13 37.8 11 42.1 11 50 11 56 17.9 56 25.6c0 11-11.4 18.9-20.5 27-1 .9-2.2 1.4-3.5 1.4z" fill="url(#g)"/>
  <path d="M24.5 40 32 21.5 39.5 40m-12.2-6.5h9.4" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * The mark on a 64-unit square: `scale` of the side, centred. A rounded tile for "any" icons; a
 * full-bleed square for maskable and Apple icons, whose platforms cut their own shape (a maskable
 * icon's mark must stay inside the central 80% circle, hence the smaller scale there).
 */
function iconSvg({ scale, rounded }: { scale: number; rounded: boolean }): string {
  const offset = (64 - 64 * scale) / 2;
  const background = rounded
    ? `<rect width="64" height="64" rx="14" fill="${SURFACE}"/>`
    : `<rect width="64" height="64" fill="${CANVAS}"/><circle cx="32" cy="32" r="30" fill="${SURFACE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 0.8, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 0.8, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.6, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.72, rounded: false },
] as const;

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const icon of ICONS) {
    const svg = Buffer.from(iconSvg(icon));
    // density: render the vector at the target size instead of scaling up a small bitmap.
    const png = await sharp(svg, { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
    await writeFile(`${OUT_DIR}${icon.file}`, png);
    console.log(`${icon.file} ${icon.size}x${icon.size} ${png.length} bytes`);
  }
}

await main();
