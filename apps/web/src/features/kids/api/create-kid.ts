import { useMutation } from '@tanstack/react-query';
import { getKidSchema, type Kid, type KidFields } from '@nestling/shared';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { apiClient } from '@/lib/api-client';
import { kidFormData } from '../utils/kid-form-data';

export interface CreateKidInput {
  /** Fields already checked with kidFieldsSchema (trimmed, age a number, dob YYYY-MM-DD). */
  fields: KidFields;
  /** Optional photo, already checked for type (JPG, PNG, WEBP) and size (≤ 5 MB). */
  photo?: File | null;
}

/**
 * Adds a kid (spec §7.3 POST /api/kids, multipart; interests as JSON array text). The owner is
 * the session's parent, so no parentId is sent.
 * @returns the stored kid (201)
 * @throws ApiError: 400 VALIDATION_FAILED with `details`, 409 TOO_MANY_KIDS, 413 image too
 *   large, 415 unsupported image type, 401 not logged in, status 0 network failure
 */
export async function createKid({ fields, photo }: CreateKidInput): Promise<Kid> {
  return apiClient.post('/kids', kidFormData(fields, photo, 'json'), getKidSchema());
}

/** Mutation running `createKid`; on success every kids list reloads (spec §4 Add-kid form). */
export function useCreateKid() {
  return useMutation({ mutationFn: createKid, meta: { invalidates: [kidKeys.lists] } });
}
