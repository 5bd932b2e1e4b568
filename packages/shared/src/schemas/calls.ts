import { z } from 'zod';

/**
 * The ICE servers of a video call (spec §7.9: "peer-to-peer video with two public STUN
 * servers"; product.md: STUN from config, optional TURN). `GET /api/calls/ice-servers`
 * answers the list to pass as `new RTCPeerConnection({ iceServers })`: the STUN servers of
 * `STUN_URLS`, and with `TURN_URLS` and `TURN_SECRET` one TURN entry with short-lived
 * credentials in the time-limited scheme of coturn's `use-auth-secret` (username
 * `<expiry in Unix seconds>:<parent id>`, credential base64 HMAC-SHA1 of it), valid
 * {@link TURN_CREDENTIAL_TTL_SECONDS}.
 */

/** How long the TURN credentials of one answer stay valid, in seconds (one hour). */
export const TURN_CREDENTIAL_TTL_SECONDS = 3600;

/** The STUN servers used when STUN_URLS is not set: two public ones (spec §7.9). */
export const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];

/** One RTCIceServer. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * `GET /api/calls/ice-servers`: `iceServers` and `iceTransportPolicy` for RTCPeerConnection
 * (`'relay'` when the deployment sets CALLS_RELAY_ONLY: media only through TURN, so neither
 * parent learns the other's IP address; else `'all'`); `expiresAt` (ISO) when TURN's
 * credentials lapse (null without TURN).
 */
export const iceServersAnswerSchema = z.object({
  iceServers: z.array(iceServerSchema),
  iceTransportPolicy: z.enum(['all', 'relay']),
  expiresAt: z.string().nullable(),
});
export type IceServersAnswer = z.infer<typeof iceServersAnswerSchema>;
