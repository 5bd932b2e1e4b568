import { CERTIFICATE_MESSAGES, MAX_UPLOAD_BYTES } from '@nestling/shared';

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
