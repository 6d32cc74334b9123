import type { FastifyRequest } from 'fastify';
import { MAX_COMPANION_PHOTOS } from '#common/contracts/admin-companions';
import { HttpError } from '#server/http-error';

/** One uploaded file as received, before its content is checked. */
export interface ReceivedFile {
  /** 1-based among the uploaded files, for messages ("Photo 2 ..."). */
  number: number;
  bytes: Buffer;
}

export interface ReceivedForm {
  /** Text parts by name (each name at most once). */
  fields: Map<string, string>;
  /** Files in the order sent (`photos[i]` sorted by i, then plain `photos` in order). */
  files: ReceivedFile[];
}

/** `photos`, or `photos[n]` with n from 0 to 9. */
const PHOTO_FIELD = /^photos(?:\[(\d)\])?$/;
/** Text parts: the model fields, the persona as JSON and keepPhotos. */
const MAX_TEXT_PARTS = 60;
/** The persona JSON of a companion is the largest text part (a few tens of kilobytes). */
const MAX_TEXT_PART_BYTES = 256 * 1024;

export function validationFailed(message: string, fields: Record<string, string>): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, { fields });
}

/**
 * 400 UNDER_18 for a companion text that states an age under 18 (docs/product-rules.md): the
 * catalogue follows the same rule as own companions and cards, with the same answer.
 */
export function underAge(field: string): HttpError {
  return new HttpError(400, 'UNDER_18', `"${field}" describes someone under 18.`, {
    field,
    fields: { [field]: 'Companions and everyone they describe must be 18 or older' },
  });
}

export function photoTooLarge(maxMegabytes: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `Each photo can be at most ${maxMegabytes} MB.`);
}

const tooManyPhotos = () =>
  validationFailed(`A companion can have at most ${MAX_COMPANION_PHOTOS} photos.`, {
    photos: `At most ${MAX_COMPANION_PHOTOS} photos`,
  });

/** The multipart plugin's and busboy's errors, as answers a client can act on. */
function describeReadError(error: unknown, maxMegabytes: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge(maxMegabytes);
  if (code === 'FST_FILES_LIMIT') return tooManyPhotos();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.');
  }
  return validationFailed('The multipart form data is malformed.', {});
}

/**
 * Reads a multipart form into memory: text parts and the photo files (at most
 * MAX_MODEL_PHOTOS, each at most `maxMegabytes`). Unknown file fields, repeated text fields and
 * over-long text answer 400; a file over the size 413. Nothing is stored here.
 */
export async function readCompanionForm(
  request: FastifyRequest,
  maxMegabytes: number,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the companion as multipart/form-data (text fields and photos).',
    );
  }
  const fields = new Map<string, string>();
  const indexed: Array<{ index: number; order: number; bytes: Buffer }> = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxMegabytes * 1024 * 1024,
        files: MAX_COMPANION_PHOTOS,
        fields: MAX_TEXT_PARTS,
        fieldSize: MAX_TEXT_PART_BYTES,
        parts: MAX_TEXT_PARTS + MAX_COMPANION_PHOTOS,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const match = PHOTO_FIELD.exec(part.fieldname);
        const bytes = await part.toBuffer();
        if (!match) {
          throw validationFailed(`Unknown file field "${part.fieldname}": send photos[0]…`, {
            [part.fieldname]: 'Unknown field',
          });
        }
        // A file part with no content is what a browser sends for an empty file input.
        if (bytes.length === 0) continue;
        const index = match[1] === undefined ? 10 : Number(match[1]);
        indexed.push({ index, order: indexed.length, bytes });
        continue;
      }
      if (part.valueTruncated) {
        throw validationFailed(`The field "${part.fieldname}" is too long.`, {
          [part.fieldname]: 'Too long',
        });
      }
      if (fields.has(part.fieldname)) {
        throw validationFailed(`The field "${part.fieldname}" was sent more than once.`, {
          [part.fieldname]: 'Sent more than once',
        });
      }
      // A part sent as application/json arrives parsed; the form parser reads text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      fields.set(part.fieldname, value);
    }
  } catch (error) {
    throw describeReadError(error, maxMegabytes);
  }
  const files = indexed
    .sort((a, b) => a.index - b.index || a.order - b.order)
    .map(({ bytes }, position) => ({ number: position + 1, bytes }));
  return { fields, files };
}
