/**
 * Every route of spec §2.1 in one place, so links, guards and redirects never spell a path
 * twice. Functions build the paths that carry an id.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  newPassword: '/new-password',
  dashboard: '/dashboard',
  parentHub: '/dashboard/parent-hub',
  kidsProfile: '/dashboard/kidsprofile',
  kidProfile: (kidId: number | string) => `/dashboard/kids/${kidId}/profile`,
  kidEdit: (kidId: number | string) => `/dashboard/kids/${kidId}/edit`,
  kidAchievements: (kidId: number | string) => `/dashboard/kids/${kidId}/achievements`,
  kidHealth: (kidId: number | string) => `/dashboard/kids/${kidId}/health`,
  kidCalendar: (kidId: number | string) => `/dashboard/kids/${kidId}/calendar`,
  explore: '/dashboard/explore',
  health: '/dashboard/health',
  achievements: '/dashboard/achievements',
  notifications: '/dashboard/notifications',
  privacy: '/dashboard/privacy',
  /** The parent's settings: data export, blocked families, subscription, deletion (issue 14). */
  settings: '/dashboard/settings',
  /** The family: members, roles, invitations, leave (issue 24). */
  family: '/dashboard/family',
  /** Accepting a mailed family invitation, `?token=` (issue 24; the mail links here). */
  joinFamily: '/join-family',
  /** The moderators' screen: open reports and their actions (issue 27, decision 060). */
  moderation: '/dashboard/moderation',
  messages: '/dashboard/messages',
  myRequests: '/my-requests',
  subscribe: '/dashboard/subscribe',
  premium: '/premium',
  /** Second readings of spec §2.1 that redirect to the first (product.md). */
  legacyMessages: '/messages',
  legacyExploreKids: '/dashboard/explore-kids',
} as const;

/** The query parameter of /dashboard/subscribe naming the kid whose achievements sent the parent. */
export const SUBSCRIBE_KID_PARAM = 'kid';

/**
 * The subscription path (spec §2.1), remembering the kid whose Achievements sent the parent
 * there, so "Go to Achievements" and the back link return to that kid (issue 29, defect 10).
 * @param kidId the kid's id, or undefined for the plain path
 */
export function subscribePath(kidId?: number): string {
  return kidId === undefined
    ? paths.subscribe
    : `${paths.subscribe}?${SUBSCRIBE_KID_PARAM}=${kidId}`;
}

/**
 * Where "Go to Achievements" leads from /dashboard/subscribe: the kid's achievements when the
 * query names a kid (`kid`, a positive whole number, see subscribePath), else the chooser.
 * @param kid the raw `kid` query value, or null
 */
export function achievementsPathFor(kid: string | null): string {
  return kid !== null && /^[1-9]\d*$/.test(kid) ? paths.kidAchievements(kid) : paths.achievements;
}

/**
 * The login path with its optional query (spec §2.1): `next` is where to return after logging
 * in; `sessionExpired` shows the expiry notice, `suspended` the suspension's.
 * @param options.next a same-origin path with its query, e.g. `/dashboard/health?x=1`
 * @param options.sessionExpired true after a session failure from the API (a 401, or a 403 of
 *   the session guard: isSessionFailure)
 * @param options.suspended true when a moderator suspended the account of the open tab
 *   (the `accountSuspended` socket event, issue 27): shows why it was signed out
 */
export function loginPath(
  options: { next?: string; sessionExpired?: boolean; suspended?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (options.sessionExpired) params.set('sessionExpired', 'true');
  if (options.suspended) params.set('suspended', 'true');
  if (options.next) params.set('next', options.next);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}
