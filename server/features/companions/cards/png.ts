import { crc32 } from 'node:zlib';

/**
 * The few PNG chunk operations a Character Card needs: find the `tEXt` chunks, and insert new
 * ones before IEND. The image itself is never decoded here. Layout of a chunk: 4-byte big-endian
 * length, 4-byte type, data, 4-byte CRC-32 of type and data.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
  return bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

export class PngError extends Error {}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  data: Buffer;
}

/** Every chunk up to and including IEND, each checked against its CRC. Throws PngError. */
function chunks(png: Buffer): Chunk[] {
  if (!isPng(png)) throw new PngError('not a PNG signature');
  const found: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  for (;;) {
    if (offset + 12 > png.length) throw new PngError('the file ends inside a chunk (no IEND)');
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > png.length) {
      throw new PngError(`chunk at byte ${offset} runs past the end of the file`);
    }
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    const type = typeAndData.subarray(0, 4).toString('latin1');
    if (!/^[A-Za-z]{4}$/u.test(type)) throw new PngError(`bad chunk type at byte ${offset}`);
    if (crc32(typeAndData) !== png.readUInt32BE(offset + 8 + length)) {
      throw new PngError(`the ${type} chunk at byte ${offset} fails its checksum`);
    }
    found.push({ type, start: offset, data: typeAndData.subarray(4) });
    if (type === 'IEND') return found;
    offset = end;
  }
}

/** The `tEXt` chunks by keyword, the first of each keyword kept (latin-1, as PNG defines them). */
export function readTextChunks(png: Buffer): Map<string, string> {
  const texts = new Map<string, string>();
  for (const chunk of chunks(png)) {
    if (chunk.type !== 'tEXt') continue;
    const separator = chunk.data.indexOf(0);
    if (separator < 1) throw new PngError('a tEXt chunk without a keyword');
    const keyword = chunk.data.subarray(0, separator).toString('latin1');
    if (!texts.has(keyword)) {
      texts.set(keyword, chunk.data.subarray(separator + 1).toString('latin1'));
    }
  }
  return texts;
}

function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.concat([
    Buffer.from(keyword, 'latin1'),
    Buffer.from([0]),
    Buffer.from(text, 'latin1'),
  ]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * The PNG with `tEXt` chunks inserted before IEND; existing `tEXt` chunks of the same keywords are
 * dropped (a card exported twice carries one card). Texts must be latin-1 (base64 is).
 */
export function withTextChunks(png: Buffer, texts: ReadonlyArray<[string, string]>): Buffer {
  const replaced = new Set(texts.map(([keyword]) => keyword));
  const parts: Buffer[] = [PNG_SIGNATURE];
  for (const chunk of chunks(png)) {
    const whole = png.subarray(chunk.start, chunk.start + 12 + chunk.data.length);
    if (chunk.type === 'IEND') {
      for (const [keyword, text] of texts) parts.push(textChunk(keyword, text));
      parts.push(whole);
    } else if (chunk.type === 'tEXt' && replaced.has(keywordOf(chunk.data))) {
      continue;
    } else {
      parts.push(whole);
    }
  }
  return Buffer.concat(parts);
}

function keywordOf(data: Buffer): string {
  const separator = data.indexOf(0);
  return separator < 0 ? '' : data.subarray(0, separator).toString('latin1');
}
