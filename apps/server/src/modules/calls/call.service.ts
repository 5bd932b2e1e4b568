import { createHmac } from 'node:crypto';
import {
  DEFAULT_STUN_URLS,
  TURN_CREDENTIAL_TTL_SECONDS,
  type IceServer,
  type IceServersAnswer,
} from '@nestling/shared';

/**
 * The ICE servers of video calls (spec §7.9; product.md: STUN from config, optional TURN;
 * decision 022). STUN from `STUN_URLS` (default two public servers); with `TURN_URLS` and
 * `TURN_SECRET`, a TURN entry whose credentials last one hour, in the time-limited scheme of
 * the "REST API for access to TURN services" draft that coturn implements with
 * `use-auth-secret` / `static-auth-secret`: username `<expiry, Unix seconds>:<parent id>`,
 * credential base64(HMAC-SHA1(secret, username)). The secret never leaves the server.
 * With `relayOnly` (CALLS_RELAY_ONLY, decision 030) the answer's `iceTransportPolicy` is
 * `'relay'`: browsers then offer TURN candidates only.
 */
export function createCallService(deps: {
  stunUrls?: string[] | undefined;
  turnUrls?: string[] | undefined;
  turnSecret?: string | undefined;
  /** Media through TURN only (needs TURN; env.ts refuses CALLS_RELAY_ONLY without it). */
  relayOnly?: boolean | undefined;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}) {
  const stunUrls = deps.stunUrls?.length ? deps.stunUrls : DEFAULT_STUN_URLS;
  const now = deps.now ?? Date.now;
  const turn =
    deps.turnUrls?.length && deps.turnSecret
      ? { urls: deps.turnUrls, secret: deps.turnSecret }
      : undefined;
  const iceTransportPolicy = turn && deps.relayOnly ? 'relay' : 'all';

  return {
    /**
     * The RTCIceServer list and ICE transport policy for `parentId`'s calls, and when its TURN
     * credentials lapse (ISO; null without TURN).
     */
    iceServers(parentId: number): IceServersAnswer {
      const iceServers: IceServer[] = [{ urls: stunUrls }];
      if (!turn) return { iceServers, iceTransportPolicy, expiresAt: null };
      const expiry = Math.floor(now() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
      const username = `${String(expiry)}:${String(parentId)}`;
      const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
      iceServers.push({ urls: turn.urls, username, credential });
      return {
        iceServers,
        iceTransportPolicy,
        expiresAt: new Date(expiry * 1000).toISOString(),
      };
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;
