import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-errors.js';

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

export interface ProcessedUpload {
  body: Buffer;
  contentType: string;
  extension: string;
  thumbnail?: Buffer;
}

export interface ProcessMessages {
  /** 415 text for a type that is not allowed. */
  type: string;
  /** 400 text for an image that cannot be decoded (truncated, corrupt). */
  unreadable: string;
}

/**
 * Checks an upload's type from its bytes (file-type) and re-encodes images with sharp:
 * orientation applied from EXIF, then all metadata (EXIF, GPS, ICC comments) dropped,
 * bounded to 1600 px, stored as WebP with a 320 px thumbnail (product.md: EXIF and GPS
 * dropped). PDFs, allowed for documents, are kept as they are.
 * @param buffer the uploaded bytes (already bounded to 5 MB by the upload reader)
 * @param kind 'photo' (images only) or 'document' (images or PDF)
 * @param options.anyImage accept every image type sharp decodes, not just JPEG/PNG/WebP
 * @throws HttpError 415 UNSUPPORTED_FILE_TYPE, 400 UNREADABLE_IMAGE
 */
export async function processUpload(
  buffer: Buffer,
  kind: UploadKind,
  messages: ProcessMessages,
  options: { anyImage?: boolean } = {},
): Promise<ProcessedUpload> {
  const detected = await fileTypeFromBuffer(buffer);
  const mime = detected?.mime;
  if (kind === 'document' && mime === 'application/pdf') {
    return { body: buffer, contentType: 'application/pdf', extension: 'pdf' };
  }
  const allowed =
    mime && (IMAGE_TYPES.has(mime) || (options.anyImage && EXTRA_PHOTO_TYPES.has(mime)));
  if (!allowed) throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', messages.type);

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
