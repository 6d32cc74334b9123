import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error';

export interface Upload {
  bytes: Buffer;
  /** Text parts by name. */
  fields: Map<string, string>;
}

function invalid(message: string, field: string, detail: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, { fields: { [field]: detail } });
}

/**
 * One file under `fileField` (at most `maxBytes`: 413 beyond) and the text parts `textFields`
 * (short), from a multipart body. Anything else, a repeated part or no file is 400; a body that
 * is not multipart is 415. Nothing is stored here.
 */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  textFields: readonly string[],
  maxBytes: number,
  tooLarge: () => HttpError = () =>
    new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file can be at most ${Math.floor(maxBytes / 1024 / 1024)} MB.`,
    ),
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send multipart/form-data with a file "${fileField}".`,
    );
  }
  const fields = new Map<string, string>();
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: textFields.length,
        fieldSize: 1024,
        parts: textFields.length + 1,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await part.toBuffer();
          throw invalid(`Unknown file field "${part.fieldname}".`, part.fieldname, 'Unknown field');
        }
        bytes = await part.toBuffer();
        continue;
      }
      if (!textFields.includes(part.fieldname)) {
        throw invalid(`Unknown field "${part.fieldname}".`, part.fieldname, 'Unknown field');
      }
      if (fields.has(part.fieldname) || part.valueTruncated) {
        throw invalid(`The field "${part.fieldname}" is not valid.`, part.fieldname, 'Not valid');
      }
      fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid('Send one file and no other parts.', fileField, 'One file only');
    }
    throw invalid('The multipart form data is malformed.', fileField, 'Malformed');
  }
  if (!bytes || bytes.length === 0) {
    throw invalid(`Attach a file as "${fileField}".`, fileField, 'Required');
  }
  return { bytes, fields };
}
