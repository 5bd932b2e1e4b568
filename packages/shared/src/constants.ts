/**
 * Business constants and limits of the product (spec §9), shared by server and web so the
 * two never disagree. Units are in the names: `Ms` milliseconds, `Bytes` bytes.
 */

/** API timeout for ordinary calls (spec §7, §9). */
export const API_TIMEOUT_MS = 15_000;
/** API timeout for blob downloads (spec §7.10, §9). */
export const DOWNLOAD_TIMEOUT_MS = 30_000;
/** A GET that failed on the network or with a 5xx is retried once after this delay (spec §8.1). */
export const GET_RETRY_DELAY_MS = 400;

/** Password minimum length (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound we set so hashing cost stays bounded (not in the spec). */
export const PASSWORD_MAX_LENGTH = 128;

/** Photo and certificate maximum size: 5 MB (spec §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Redirect delays (spec §9). */
export const REDIRECT_DELAY_MS = {
  login: 800,
  verify: 2_000,
  register: 3_000,
  passwordReset: 1_500,
  editKid: 1_500,
  kidNotFound: 3_000,
  noSubscription: 2_000,
} as const;

/** Toasts (spec §4, §9): at most 20 held; display times by kind. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4_000, error: 4_000, success: 2_000 } as const;
export const TOAST_CONTAINER_AUTO_CLOSE_MS = 5_000;

/** Milestone and notification page sizes (spec §9); the first is the default. */
/**
 * The longest milestone title. A suggestion becomes a milestone when the parent adds it, so
 * suggestions are held to it too (milestones/schemas.ts); the milestone form's title rule uses
 * it. Here, not beside the suggestion schemas, so a screen reading milestones does not carry
 * those schemas in its first load.
 */
export const MILESTONE_TITLE_MAX_LENGTH = 120;

export const MILESTONE_PAGE_SIZES = [5, 10, 20] as const;
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
/** Notification summary poll (spec §7.6, §9). */
export const NOTIFICATION_POLL_MS = 30_000;

/** Weekly health summary window in days (spec §5, §9). */
export const WEEKLY_SUMMARY_DAYS = 7;

/** Meeting types of a friend or meetup request (spec §9). */
export const MEETING_TYPES = ['Playdate', 'Study Date', 'Other'] as const;

/**
 * The confetti after a friend or meetup request is sent (spec §2.18, §9): 200 pieces for 3 s;
 * none when the parent's device asks for reduced motion (ours, WCAG 2.3.3).
 */
export const CONFETTI = { pieces: 200, durationMs: 3_000 } as const;

/** Parent and kid gender options (spec §2.5, §3). */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Privacy policy date (spec §2.17, §9). */
export const PRIVACY_POLICY_DATE = '2025-01-05';

/** Lifetimes of e-mailed tokens (product.md: verify 24 h, reset 1 h). */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Lifetime of a family invitation's link (issue 24: single-use like the reset link, 7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Names of the cookies the API sets (product.md, Accounts and sessions). */
export const SESSION_COOKIE = 'nestling_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The httpOnly secret the XSRF token is an HMAC of (decision 002). */
export const XSRF_SECRET_COOKIE = 'nestling_xsrf_secret';

/**
 * A cookie's name as set: with the `__Host-` prefix when cookies are Secure (APP_URL https,
 * issue 14, decision 025), so that browsers refuse it unless it is Secure, has Path=/ and no
 * Domain — a sibling subdomain cannot plant or overwrite it (RFC 6265bis §4.1.3.2).
 * @param name one of SESSION_COOKIE, XSRF_COOKIE, XSRF_SECRET_COOKIE
 * @param secure whether the server sets its cookies Secure (the server's COOKIE_SECURE)
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** Status and text of a canceled request and of a network failure (spec §8.1). */
export const CANCELED_STATUS = 499;
export const NETWORK_ERROR_STATUS = 0;
