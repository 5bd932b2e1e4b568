import { useMutation } from '@tanstack/react-query';
import { certificateSchema, type Certificate } from '@nestling/shared';
import { uploadWithProgress } from '@/lib/upload-request';
import { certificateKeys } from './certificate-keys';

export interface UploadCertificateInput {
  kidId: number;
  /** JPG, PNG, WEBP or PDF of at most 5 MB (checked before with checkCertificateFile). */
  file: File;
  /** Blank: the server names it 'Certificate' (spec §3). */
  title?: string;
  /** Called with the percent of the file sent, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * Uploads a certificate (spec §7.5 POST /api/certificates: multipart kidId, title, date — now,
 * spec §3 — and the file field `certificate`; 201), reporting its progress.
 * @returns the stored certificate
 * @throws ApiError 415 for a type the bytes refuse, 413 over 5 MB, 409 at 100 certificates,
 *   404 for another family's kid, 0 on network failure (the message is the server's `error`)
 */
export async function uploadCertificate(input: UploadCertificateInput): Promise<Certificate> {
  const form = new FormData();
  form.set('kidId', String(input.kidId));
  const title = input.title?.trim();
  if (title) form.set('title', title);
  form.set('date', new Date().toISOString());
  form.set('certificate', input.file, input.file.name);
  return uploadWithProgress('/certificates', form, {
    schema: certificateSchema,
    onProgress: input.onProgress,
  });
}

/** Mutation running `uploadCertificate`; the gallery refreshes. */
export function useUploadCertificate() {
  return useMutation({
    mutationFn: uploadCertificate,
    meta: { invalidates: [certificateKeys.all] },
  });
}
