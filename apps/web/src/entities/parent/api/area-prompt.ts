import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { familyKeys } from './get-family';

/**
 * Stops asking the family for its home area (DELETE /api/family/area-prompt, a guardian's;
 * issue 30's "asked once", decision 064).
 * @throws ApiError 403 GUARDIAN_ONLY, 0 network
 */
export function dismissAreaPrompt(): Promise<undefined> {
  return apiClient.delete('/family/area-prompt');
}

/**
 * The prompt's answer ("Not now", or its link followed): the prompt goes at once (the family's
 * cached answer says `areaPrompt: false`) and the server keeps it gone for every guardian. A
 * failed call leaves it gone on this screen; the family is asked again on a later visit.
 */
export function useDismissAreaPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAreaPrompt,
    onMutate: () => {
      queryClient.setQueryData<Family>(familyKeys.all, (family) =>
        family ? { ...family, areaPrompt: false } : family,
      );
    },
  });
}
