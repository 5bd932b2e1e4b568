import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getKidSchema, type Kid, type KidFields } from '@nestling/shared';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { apiClient } from '@/lib/api-client';
import { kidFormData } from '../utils/kid-form-data';
import { KID_CHANGE_INVALIDATES } from './kid-changes';

export interface UpdateKidInput {
  kidId: number;
  /** Fields already checked with kidUpdateSchema (gender defaults to Male). */
  fields: KidFields;
  /** Optional new photo (any image type the server decodes, ≤ 5 MB); it replaces the old one. */
  photo?: File | null;
}

/**
 * Updates a kid (spec §7.3 PATCH /api/kids/{kidId}, multipart; interests as comma-separated
 * text).
 * @returns the updated kid
 * @throws ApiError: 404 not this parent's kid, 400 with `details`, 413, 415, network
 */
export async function updateKid({ kidId, fields, photo }: UpdateKidInput): Promise<Kid> {
  return apiClient.patch(`/kids/${kidId}`, kidFormData(fields, photo, 'comma'), getKidSchema());
}

/**
 * Mutation running `updateKid`: the kid's own entry takes the answer, and every list showing
 * the kid or its name (kids lists, calendars, health logs) refreshes.
 */
export function useUpdateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKid,
    meta: { invalidates: KID_CHANGE_INVALIDATES },
    onSuccess: (kid) => queryClient.setQueryData(kidKeys.detail(kid.id), kid),
  });
}
