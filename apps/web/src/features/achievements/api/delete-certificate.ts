import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { certificateKeys } from './certificate-keys';

/**
 * Deletes a certificate and its stored file (spec §7.5 DELETE /certificates/{id} → 204).
 * @throws ApiError 404 for another family's certificate, 0 on network failure
 */
export async function deleteCertificate(id: number): Promise<void> {
  await apiClient.delete(`/certificates/${id}`);
}

/** Mutation running `deleteCertificate`; the gallery refreshes. */
export function useDeleteCertificate() {
  return useMutation({
    mutationFn: deleteCertificate,
    meta: { invalidates: [certificateKeys.all] },
  });
}
