import type { QueryClient } from '@tanstack/react-query';
import { iceServersAnswerSchema } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/** Where the server lists its STUN and TURN servers (issue 12: `GET /api/calls/ice-servers`). */
export const ICE_SERVERS_PATH = '/calls/ice-servers';

/** What a call's RTCPeerConnection is configured with. */
export type CallRtcConfig = Pick<RTCConfiguration, 'iceServers' | 'iceTransportPolicy'>;

/**
 * The STUN and TURN servers for a call (issue 12: the server's `STUN_URLS`, and TURN
 * credentials valid one hour in coturn's `use-auth-secret` scheme) and the ICE transport
 * policy (`'relay'` when the deployment sets CALLS_RELAY_ONLY, decision 030). When the
 * endpoint fails, no servers and policy `'all'`: peers on one network still connect with host
 * candidates.
 * @returns the RTCPeerConnection configuration, never throws
 */
export async function getIceServers(): Promise<CallRtcConfig> {
  try {
    const { iceServers, iceTransportPolicy } = await apiClient.get(
      ICE_SERVERS_PATH,
      iceServersAnswerSchema,
    );
    return { iceServers, iceTransportPolicy };
  } catch {
    return { iceServers: [], iceTransportPolicy: 'all' };
  }
}

/** The ICE servers through the query cache: fetched at most every 10 minutes (TURN lasts 1 h). */
export function fetchIceServers(queryClient: QueryClient): Promise<CallRtcConfig> {
  return queryClient.fetchQuery({
    queryKey: ['calls', 'ice-servers'],
    queryFn: getIceServers,
    staleTime: 10 * 60_000,
  });
}
