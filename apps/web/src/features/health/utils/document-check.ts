import { HEALTH_MESSAGES, MAX_UPLOAD_BYTES } from '@nestling/shared';

/** Types a health log's document may have (spec §9 certificate types, issue 5: images and PDF). */
export const DOCUMENT_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

/** The file picker's `accept`: the types above and their extensions (some systems give no type). */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_MIME_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
].join(',');

const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * Checks a chosen document before it is uploaded, so the parent learns at once (the server
 * checks again, from the bytes).
 * @param file the chosen file
 * @returns the spec text to show, or undefined when the file may be sent: a type other than
 *   JPG, PNG, WEBP or PDF gives 'Unsupported file type…', more than 5 MB (MAX_UPLOAD_BYTES
 *   bytes) gives 'File too large. Max 5MB.'
 */
export function checkDocument(file: File): string | undefined {
  const typeAllowed = file.type
    ? (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeAllowed) return HEALTH_MESSAGES.documentType;
  if (file.size > MAX_UPLOAD_BYTES) return HEALTH_MESSAGES.documentTooLarge;
  return undefined;
}
