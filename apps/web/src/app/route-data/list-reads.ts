/**
 * The reads a signed-in route's first load gets with its HTML (issue 29, decisions 075, 086 and
 * 090): the server names them in index.html's `Link` headers (`rel=preload; as=fetch`, with a
 * session cookie only), from the build's route table (first-load-hints.ts). Each is the very
 * URL the route's loader asks for — the same path and query, the app's credentials mode — so
 * Chromium hands the preloaded answer to the app's fetch (route-data.test.ts holds each to its
 * loader: a preload nobody takes would be a wasted request).
 *
 * Kids Profile draws its heading once GET /api/kids has answered, and the hub's profile card
 * counts the kids. Explore's page of cards is asked for with the parent's first kid ("Matching
 * for") and, once the family has a home area, 25 km around it: its kids and family come with
 * the HTML, so the page's request waits for no round trip of theirs after the code. Messages
 * draws its friend list first (a friend's e-mail is its LCP element); the deleted accounts'
 * entry below it is not waited for. The Notifications Center draws its first page at the first
 * page size, with the summary's counters. A read with dates or filters in its URL (the hub's
 * schedules, Explore's page itself) is not here: the server would have to copy the screen's
 * query keys. A kid's screens get `/api/kids/:kidId` by their route's parameter (first-load-hints.ts).
 */
export const LIST_READS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/kidsprofile': ['/api/kids'],
  '/dashboard/parent-hub': ['/api/kids'],
  '/dashboard/explore': ['/api/kids', '/api/family'],
  '/dashboard/messages': ['/api/friends/list'],
  '/dashboard/notifications': [
    '/api/notifications/me?page=1&pageSize=10',
    '/api/notifications/summary/me',
  ],
};
