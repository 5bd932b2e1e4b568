import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** One RTCIceServer as the server lists it (STUN, or TURN with short-lived credentials). */
const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** The list, bare or as `{iceServers}`. */
const iceServersAnswerSchema = z
  .union([z.array(iceServerSchema), z.object({ iceServers: z.array(iceServerSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.iceServers));

/** Where the server lists its STUN and TURN servers (issue 12: `GET /api/calls/ice-servers`). */
export const ICE_SERVERS_PATH = '/calls/ice-servers';

/**
 * The STUN and TURN servers for a call (issue 12: the server's `STUN_URLS`, and TURN
 * credentials valid one hour in coturn's `use-auth-secret` scheme). Without the endpoint or
 * when it fails, an empty list: peers on one network still connect with host candidates.
 * @returns the RTCIceServer list, never throws
 */
export async function getIceServers(): Promise<RTCIceServer[]> {
  try {
    return await apiClient.get(ICE_SERVERS_PATH, iceServersAnswerSchema);
  } catch {
    return [];
  }
}

/** The ICE servers through the query cache: fetched at most every 10 minutes (TURN lasts 1 h). */
export function fetchIceServers(queryClient: QueryClient): Promise<RTCIceServer[]> {
  return queryClient.fetchQuery({
    queryKey: ['calls', 'ice-servers'],
    queryFn: getIceServers,
    staleTime: 10 * 60_000,
  });
}
