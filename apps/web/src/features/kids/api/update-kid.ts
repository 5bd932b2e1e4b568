import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kidSchema, type Kid, type KidFields } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { kidFormData } from '../utils/kid-form-data';
import { kidQueryKey } from './get-kid';
import { invalidateKidQueries } from './get-kids';

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
  return apiClient.patch(`/kids/${kidId}`, kidFormData(fields, photo, 'comma'), kidSchema);
}

/** Mutation running `updateKid`; the kid's cache takes the answer and every kid list reloads. */
export function useUpdateKid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKid,
    onSuccess: (kid) => {
      queryClient.setQueryData(kidQueryKey(kid.id), kid);
      return invalidateKidQueries(queryClient, kid.id);
    },
  });
}
