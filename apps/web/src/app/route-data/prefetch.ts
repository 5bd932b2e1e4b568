import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { sessionQueryOptions } from '@/entities/parent/api/get-session';

/**
 * A screen's data requests, started by its route's loader (decision 051).
 * @param queryClient the app's query client: what is fetched lands in its cache
 * @param params the route's parameters (e.g. `kidId`, still unparsed)
 * @param search the URL's query parameters (e.g. Explore's filters)
 */
export type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

/**
 * Runs `prefetch` once the session is known to be a signed-in parent: the first session check
 * (GET /api/auth/me, the same request the session gate waits for) comes first, so a signed-out
 * visitor sends nothing that would answer 401.
 */
export async function prefetchSignedIn(
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
  prefetch: Prefetch,
): Promise<void> {
  const parent = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  if (parent) prefetch(queryClient, params, search);
}
