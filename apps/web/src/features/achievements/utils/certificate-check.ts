import { CERTIFICATE_MESSAGES, CERTIFICATE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@nestling/shared';

/** The file picker's `accept`: the certificate types of spec §9 and their extensions. */
export const CERTIFICATE_ACCEPT = [
  ...CERTIFICATE_MIME_TYPES,
  'image/jpg',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
].join(',');

const ALLOWED_TYPES: readonly string[] = [...CERTIFICATE_MIME_TYPES, 'image/jpg'];
const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * Checks a chosen certificate before it is sent (spec §5 Certificates; the server checks again
 * from the bytes).
 * @param file the chosen file
 * @returns the spec text to show — 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.' or
 *   'File too large. Max 5MB.' (over MAX_UPLOAD_BYTES bytes) — or undefined when it may be sent
 */
export function checkCertificateFile(file: File): string | undefined {
  const typeAllowed = file.type
    ? ALLOWED_TYPES.includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeAllowed) return CERTIFICATE_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return CERTIFICATE_MESSAGES.tooLarge;
  return undefined;
}

/** Image types a camera capture may come out as (spec §5: the capture checks). */
const CAPTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/**
 * The capture checks of spec §5: the captured image must be a JPEG or PNG ('Captured format not
 * supported (try JPG/PNG).') of at most 5 MB ('Captured image too large. Max 5MB.').
 * @param blob what the canvas produced
 * @returns the spec text, or undefined when the capture may be uploaded
 */
export function checkCapture(blob: Blob): string | undefined {
  if (!CAPTURE_TYPES.includes(blob.type)) return CERTIFICATE_MESSAGES.captureFormat;
  if (blob.size > MAX_UPLOAD_BYTES) return CERTIFICATE_MESSAGES.captureTooLarge;
  return undefined;
}
