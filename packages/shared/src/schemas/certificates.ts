import { z } from 'zod';
import { builtOnce } from './built-once.js';
import { isStorableInstant } from '../rules/dates.js';
import { recordIdSchema, textSchema } from './common.js';

/** Most certificates one kid keeps (our bound, so the gallery is one list, never paged). */
export const MAX_CERTIFICATES_PER_KID = 100;
/** The longest certificate title. */
export const CERTIFICATE_TITLE_MAX_LENGTH = 120;
/** A certificate's title when the upload names none (spec §3 Certificate). */
export const DEFAULT_CERTIFICATE_TITLE = 'Certificate';

/**
 * Texts of the certificate uploader and gallery (spec §2.15, §5 Certificates, §8.2
 * Achievements), and of the certificate routes' refusals.
 */
export const CERTIFICATE_MESSAGES = {
  type: 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.',
  tooLarge: 'File too large. Max 5MB.',
  selectFile: 'Please select a file.',
  selectKid: 'Please select a kid first!',
  fileRequired: 'Please select or capture a certificate image!',
  captureFormat: 'Captured format not supported (try JPG/PNG).',
  captureTooLarge: 'Captured image too large. Max 5MB.',
  cameraFailed: 'Camera capture failed. Please try again.',
  unreadable: 'The file could not be read. Please choose another one.',
  notFound: 'Certificate not found.',
  kidNotFound: 'Kid not found.',
  titleTooLong: `Title must be at most ${CERTIFICATE_TITLE_MAX_LENGTH} characters.`,
  dateInvalid: 'Enter a valid date and time.',
  tooMany: `A kid can keep up to ${MAX_CERTIFICATES_PER_KID} certificates. Delete one to add another.`,
} as const;

/** Types a certificate may be, decided from its bytes (spec §5, §9). */
export const CERTIFICATE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

/** The camera capture of spec §9: JPEG from the rear camera at 320×240. */
export const CERTIFICATE_CAPTURE = {
  width: 320,
  height: 240,
  type: 'image/jpeg',
  facingMode: 'environment',
} as const;

/**
 * The text fields of POST /api/certificates (multipart, spec §7.5: kidId, title, date and the
 * file field `certificate`). Title and date may be left out: the title is then 'Certificate'
 * and the date the time of the upload (spec §3). `date` is an instant (ISO 8601 with an offset),
 * shown in the viewer's zone.
 */
export const certificateFieldsSchema = z.object({
  kidId: recordIdSchema(CERTIFICATE_MESSAGES.selectKid),
  title: textSchema()
    .trim()
    .max(CERTIFICATE_TITLE_MAX_LENGTH, CERTIFICATE_MESSAGES.titleTooLong)
    .optional()
    .transform((value) => value || DEFAULT_CERTIFICATE_TITLE),
  date: z.iso
    .datetime({ offset: true, error: CERTIFICATE_MESSAGES.dateInvalid })
    .refine(isStorableInstant, CERTIFICATE_MESSAGES.dateInvalid)
    .optional(),
});
export type CertificateFields = z.output<typeof certificateFieldsSchema>;

/** What a stored certificate is: an image (re-encoded WebP) or a PDF (served as a download). */
export const CERTIFICATE_FILE_TYPES = ['image', 'pdf'] as const;

/**
 * A certificate as answered (spec §3 Certificate: id, title, date, imageUrl). `imageUrl` is
 * the file's address (for a PDF, its download); `thumbnailUrl` a WebP of at most 320 px (a
 * PDF's first page when it could be drawn), or null: the gallery then shows a document tile.
 */
export const certificateSchema = z.object({
  id: z.number().int(),
  /** The member who wrote it (decision 056), null once their account is gone. */
  createdBy: z.number().int().nullable(),
  kidId: z.number().int(),
  title: z.string(),
  /** An ISO 8601 instant. */
  date: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  fileType: z.enum(CERTIFICATE_FILE_TYPES),
  contentType: z.string(),
  fileName: z.string().nullable(),
  /** Size of the stored file in bytes. */
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates?kidId=: the kid's certificates, newest first (at most 100). */
export const certificateListSchema = z.array(certificateSchema).max(MAX_CERTIFICATES_PER_KID);

/**
 * The query of GET /api/certificates?kidId=, built on the first call (`builtOnce`: the web,
 * which never asks for it, does not build it when the module is evaluated);
 * `certificateListQuerySchema` is it.
 */
export const getCertificateListQuerySchema = builtOnce(() =>
  z.object({ kidId: recordIdSchema(CERTIFICATE_MESSAGES.selectKid) }),
);
/** The query of GET /api/certificates (see getCertificateListQuerySchema). */
export const certificateListQuerySchema = /* @__PURE__ */ getCertificateListQuerySchema();

/** The route parameter of /api/certificates/:id, built on the first call (see above). */
export const getCertificateIdParamsSchema = builtOnce(() =>
  z.object({ id: recordIdSchema(CERTIFICATE_MESSAGES.notFound) }),
);
/** The route parameter of /api/certificates/:id (see getCertificateIdParamsSchema). */
export const certificateIdParamsSchema = /* @__PURE__ */ getCertificateIdParamsSchema();
