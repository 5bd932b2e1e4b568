import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MESSAGES } from '@nestling/shared';
import { HttpError, RetryLaterError } from '../../lib/http-errors.js';
import { inspectPdf } from './pdf-inspection.js';

/** What an upload may be: a photo (images only) or a document (images or PDF). */
export type UploadKind = 'photo' | 'document';

/** Image types we decode and re-encode (decided from the bytes, never the name). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Extra image types the edit-kid form allows (spec §5: "photo may be any image type"). */
const EXTRA_PHOTO_TYPES = new Set([
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/heic',
  'image/heif',
]);

/** Longest side of a stored image, and of its thumbnail, in pixels. */
export const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;
/** Refuse to decode images above this many pixels (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * How many uploads' image work (decode, re-encode, thumbnail) runs at once in this process;
 * the others wait their turn (issue 14). A 7000×7000 photo decodes to about 150 MB of pixels:
 * without a bound, one parent sending a dozen at once could take the server's memory.
 * Two matches the two cores we deploy on; libvips still uses its own threads within each.
 */
export const IMAGE_WORK_CONCURRENCY = 2;

/**
 * The queue every sharp pipeline of an upload goes through (p-limit). Exported so tests and
 * benchmarks can read `activeCount` and `pendingCount`.
 */
export const imageWork = pLimit(IMAGE_WORK_CONCURRENCY);

/** Every thumbnail is a WebP, whatever the file it shows (an image, a PDF's first page). */
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
export const THUMBNAIL_EXTENSION = 'webp';

export interface ProcessedUpload {
  body: Buffer;
  contentType: string;
  extension: string;
  /** A WebP (THUMBNAIL_CONTENT_TYPE) of at most THUMBNAIL_SIDE px, when one could be made. */
  thumbnail?: Buffer;
}

export interface ProcessMessages {
  /** 415 text for a type that is not allowed. */
  type: string;
  /** 400 text for an image that cannot be decoded (truncated, corrupt). */
  unreadable: string;
}

/**
 * A PDF upload, checked by pdf.js (see inspectPdf): kept byte for byte — it is only ever
 * served as a sandboxed attachment — with a WebP of its first page as the thumbnail when
 * one could be drawn.
 * @param owner the uploading parent's id: their share of the checks (see inspectPdf)
 * @throws HttpError 415 UNSUPPORTED_FILE_TYPE when it is not a PDF; 400 UNREADABLE_FILE when
 *   pdf.js cannot read it (broken, password-protected, too slow or too big to parse); 429
 *   RATE_LIMITED with Retry-After while the owner's earlier PDFs fill their share
 */
async function processPdf(
  buffer: Buffer,
  messages: ProcessMessages,
  owner: number | undefined,
): Promise<ProcessedUpload> {
  const inspection = await inspectPdf(buffer, {
    previewSide: THUMBNAIL_SIDE,
    ...(owner === undefined ? {} : { owner }),
  });
  if (inspection.outcome === 'busy') {
    throw new RetryLaterError(MESSAGES.common.pdfChecksBusy, inspection.retryAfterSeconds);
  }
  if (inspection.outcome === 'not-a-pdf') {
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', messages.type);
  }
  if (inspection.outcome === 'unreadable') {
    throw new HttpError(400, 'UNREADABLE_FILE', messages.unreadable);
  }
  const preview = inspection.preview;
  const thumbnail = preview
    ? await imageWork(() =>
        sharp(preview, { limitInputPixels: MAX_INPUT_PIXELS }).webp({ quality: 78 }).toBuffer(),
      ).catch(() => undefined)
    : undefined;
  return {
    body: buffer,
    contentType: 'application/pdf',
    extension: 'pdf',
    ...(thumbnail ? { thumbnail } : {}),
  };
}

/**
 * Checks an upload's type from its bytes (file-type) and re-encodes images with sharp:
 * orientation applied from EXIF, then all metadata (EXIF, GPS, ICC comments) dropped,
 * bounded to 1600 px, stored as WebP with a 320 px thumbnail (product.md: EXIF and GPS
 * dropped). PDFs, allowed for documents, are checked by pdf.js and kept as they are, with a
 * thumbnail of the first page when it could be drawn (processPdf).
 * @param buffer the uploaded bytes (already bounded to 5 MB by the upload reader)
 * @param kind 'photo' (images only) or 'document' (images or PDF)
 * @param options.anyImage accept every image type sharp decodes, not just JPEG/PNG/WebP
 * @param options.owner the uploading parent's id (a PDF's check is queued in their share)
 * @throws HttpError 415 UNSUPPORTED_FILE_TYPE, 400 UNREADABLE_IMAGE / UNREADABLE_FILE, 429
 *   RATE_LIMITED (a PDF while the owner's earlier ones are being checked)
 */
export async function processUpload(
  buffer: Buffer,
  kind: UploadKind,
  messages: ProcessMessages,
  options: { anyImage?: boolean; owner?: number } = {},
): Promise<ProcessedUpload> {
  const detected = await fileTypeFromBuffer(buffer);
  const mime = detected?.mime;
  if (kind === 'document' && mime === 'application/pdf')
    return processPdf(buffer, messages, options.owner);
  const allowed =
    mime && (IMAGE_TYPES.has(mime) || (options.anyImage && EXTRA_PHOTO_TYPES.has(mime)));
  if (!allowed) throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', messages.type);

  return imageWork(() => reencodeImage(buffer, messages));
}

/**
 * The image work of processUpload, run through `imageWork`: decode (at most
 * MAX_INPUT_PIXELS, checked from the header before any pixel is decoded), orient, bound,
 * re-encode as WebP without metadata, and the thumbnail.
 * @throws HttpError 400 UNREADABLE_IMAGE when sharp cannot decode it or it has too many pixels
 */
async function reencodeImage(buffer: Buffer, messages: ProcessMessages): Promise<ProcessedUpload> {
  try {
    const source = sharp(buffer, {
      failOn: 'warning',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    });
    const oriented = await source
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(oriented)
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'cover',
        withoutEnlargement: true,
      })
      .webp({ quality: 78 })
      .toBuffer();
    return { body: oriented, contentType: 'image/webp', extension: 'webp', thumbnail };
  } catch {
    throw new HttpError(400, 'UNREADABLE_IMAGE', messages.unreadable);
  }
}
