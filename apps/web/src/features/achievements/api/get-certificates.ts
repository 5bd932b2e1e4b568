import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';
import { certificateKeys } from './certificate-keys';

/** The answer's shared schema, loaded on first use (decision 082): zod is off the first load. */
const certificateListBody = new LazySchema(() =>
  import('./achievement-schemas').then((module) => module.certificateListSchema),
);

/**
 * A kid's certificates, newest first, at most 100 (spec §7.5 GET /certificates?kidId=).
 * @throws ApiError 404 for another family's kid, 0 on network failure
 */
export async function getCertificates(kidId: number): Promise<Certificate[]> {
  return apiClient.get('/certificates', certificateListBody, { query: { kidId } });
}

/** The gallery's query. */
export function useCertificates(kidId: number) {
  return useQuery(certificatesQueryOptions(kidId));
}

/** Query options of a kid's certificates (the gallery's; the route prefetches them). */
export function certificatesQueryOptions(kidId: number) {
  return queryOptions({
    queryKey: certificateKeys.kid(kidId),
    queryFn: () => getCertificates(kidId),
  });
}
