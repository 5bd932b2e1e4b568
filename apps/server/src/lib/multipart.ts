import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

const MALFORMED_MESSAGE = 'The form could not be read. Please send it again.';

/** A file part of a form, read into memory (bounded to 5 MB while it streamed). */
export interface UploadedFile {
  buffer: Buffer;
  /** The name the client gave it (only ever shown, after cleaning). */
  filename: string;
}

export interface MultipartForm {
  /** Text fields by name (the last value wins). */
  fields: Record<string, string>;
  /** The one file part, when the client sent a non-empty one. */
  file?: UploadedFile;
}

/**
 * Reads a multipart/form-data request: its text fields and at most one file in `fileField`.
 * The file is bounded while it streams (the multipart plugin's 5 MB limit), so an oversized
 * upload never fills memory.
 * @param messages.tooLarge the 413 text (the spec words it per form)
 * @throws HttpError 415 MULTIPART_REQUIRED, 413 FILE_TOO_LARGE / TOO_MANY_PARTS,
 *   400 UNEXPECTED_FILE, 400 MALFORMED_MULTIPART (no boundary, a truncated or broken body)
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  messages: { tooLarge: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'MULTIPART_REQUIRED', 'Send the form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== fileField || form.file) {
          throw new HttpError(
            400,
            'UNEXPECTED_FILE',
            `Only one file, in the "${fileField}" field, is expected.`,
          );
        }
        if (buffer.length > 0) form.file = { buffer, filename: part.filename };
      } else {
        form.fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'FILE_TOO_LARGE', messages.tooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'TOO_MANY_PARTS', 'The form has too many fields or files.');
    }
    // Everything else the parser throws comes from the bytes the client sent (busboy: no
    // boundary, an unexpected end of the form, a broken part header): the client's mistake.
    throw new HttpError(400, 'MALFORMED_MULTIPART', MALFORMED_MESSAGE);
  }
  return form;
}
