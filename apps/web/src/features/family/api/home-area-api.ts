import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLACES_LIMIT_DEFAULT,
  familyAreaSchema,
  placeListSchema,
  type Family,
  type FamilyArea,
  type Place,
} from '@nestling/shared';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { familyKeys } from '@/entities/parent/api/get-family';
import { apiClient } from '@/lib/api-client';

/**
 * The gazetteer's places whose name starts with `q` (GET /api/places, issue 30): the server
 * holds GeoNames' places and searches them, so the typeahead needs no outside service.
 * @returns at most `limit` places `{id, name, admin?, country}`, most populous first
 * @throws ApiError 400 for a blank or too long `q`, 0 network
 */
export function searchPlaces(q: string, limit: number, signal?: AbortSignal): Promise<Place[]> {
  return apiClient.get('/places', placeListSchema, { signal, query: { q, limit } });
}

/**
 * The typeahead's places for the text typed (trimmed; nothing is asked for a blank one); the
 * previous list stays while the next loads.
 */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['places', query],
    queryFn: ({ signal }) => searchPlaces(query, PLACES_LIMIT_DEFAULT, signal),
    enabled: query.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/**
 * Sets the family's home area (PUT /api/family/area, a guardian's) to a place's id.
 * @throws ApiError 400, 403 GUARDIAN_ONLY, 404 no such place, 0 network
 */
export function setFamilyArea(placeId: number): Promise<FamilyArea> {
  return apiClient.put('/family/area', { placeId }, familyAreaSchema);
}

/**
 * Mutation setting the home area: the family's cached answer takes the new area, and Explore's
 * pages (whose distances depend on it) are fetched again.
 */
export function useSetFamilyArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFamilyArea,
    onSuccess: (area) => {
      queryClient.setQueryData<Family>(familyKeys.all, (family) =>
        family ? { ...family, area, areaPrompt: false } : family,
      );
      void queryClient.invalidateQueries({ queryKey: exploreKeys.all });
    },
  });
}
