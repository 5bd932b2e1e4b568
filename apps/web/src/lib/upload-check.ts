import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_MIME_TYPES,
  KID_MESSAGES,
  MAX_UPLOAD_BYTES,
  PHOTO_MIME_TYPES,
} from '@nestling/shared';

/**
 * What a picked file may be (spec §5, §9):
 * - `photo`: a kid's photo on the add form and the parent's photo — JPG, PNG or WEBP;
 * - `image`: a kid's photo on the edit form — any image type (spec §5 Edit-kid form);
 * - `document`: a certificate or a health log's document — JPEG, PNG, WEBP or PDF.
 */
export type UploadKind = 'photo' | 'image' | 'document';

interface UploadRule {
  /** The picker's `accept`. */
  accept: string;
  /** Whether a type (lower case; '' when the system gave none) or, without one, a name fits. */
  allows: (type: string, name: string) => boolean;
  typeMessage: string;
  sizeMessage: string;
}

const PHOTO_TYPES: readonly string[] = PHOTO_MIME_TYPES;
const DOCUMENT_TYPES: readonly string[] = [...CERTIFICATE_MIME_TYPES, 'image/jpg'];
const PHOTO_NAME = /\.(jpe?g|png|webp)$/i;
const DOCUMENT_NAME = /\.(jpe?g|png|webp|pdf)$/i;

const RULES: Readonly<Record<UploadKind, UploadRule>> = {
  photo: {
    accept: PHOTO_MIME_TYPES.join(','),
    allows: (type, name) => (type ? PHOTO_TYPES.includes(type) : PHOTO_NAME.test(name)),
    typeMessage: KID_MESSAGES.imageType,
    sizeMessage: KID_MESSAGES.imageTooLarge,
  },
  image: {
    accept: 'image/*',
    allows: (type, name) => (type ? type.startsWith('image/') : PHOTO_NAME.test(name)),
    typeMessage: KID_MESSAGES.imageType,
    sizeMessage: KID_MESSAGES.imageTooLarge,
  },
  document: {
    // Some systems give no type: the extensions let the picker offer those files too.
    accept: [...DOCUMENT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(','),
    allows: (type, name) => (type ? DOCUMENT_TYPES.includes(type) : DOCUMENT_NAME.test(name)),
    typeMessage: CERTIFICATE_MESSAGES.type,
    sizeMessage: CERTIFICATE_MESSAGES.tooLarge,
  },
};

/**
 * The one check of a picked file before it is uploaded (spec §5, §9; the server checks again,
 * from the bytes): its type — from the browser, else its name's extension — then its size, at
 * most MAX_UPLOAD_BYTES (5 MB).
 * @param file the picked file (size in bytes)
 * @param kind what the file is for (see UploadKind)
 * @returns the spec's text — 'Unsupported image type. Allowed: JPG, PNG, WEBP.' / 'Image is too
 *   large (max 5MB).' for photos, 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.' /
 *   'File too large. Max 5MB.' for documents — or undefined when the file may be sent
 */
export function checkUpload(file: File, kind: UploadKind): string | undefined {
  const rule = RULES[kind];
  if (!rule.allows(file.type.toLowerCase(), file.name)) return rule.typeMessage;
  if (file.size > MAX_UPLOAD_BYTES) return rule.sizeMessage;
  return undefined;
}

/**
 * The file picker's `accept` for a kind of upload (the types of checkUpload).
 * @param kind what the file is for
 */
export function uploadAccept(kind: UploadKind): string {
  return RULES[kind].accept;
}
