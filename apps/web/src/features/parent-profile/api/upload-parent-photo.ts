import { useMutation } from '@tanstack/react-query';
import { getParentBodySchema, type Parent } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Replaces the parent's photo (spec §7.2 POST /api/parents/upload-photo, multipart field
 * `photo`). The server checks the bytes (JPG, PNG, WEBP), re-encodes without metadata and
 * answers a new `photoUrl`.
 * @param photo the picked image (≤ 5 MB)
 * @returns the parent with the new photoUrl
 * @throws ApiError: 413 too large, 415 wrong type, 400 unreadable or missing, 401, network
 */
export async function uploadParentPhoto(photo: File): Promise<Parent> {
  const body = new FormData();
  body.set('photo', photo, photo.name);
  const answer = await apiClient.post('/parents/upload-photo', body, getParentBodySchema());
  return answer.parent;
}

/**
 * Mutation running `uploadParentPhoto`.
 * @param onParentChange receives the parent with the new photo (see useUpdateParentProfile)
 */
export function useUploadParentPhoto(onParentChange: (parent: Parent) => void) {
  return useMutation({ mutationFn: uploadParentPhoto, onSuccess: onParentChange });
}
