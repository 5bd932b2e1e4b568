import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGES,
  SOCKET_ERRORS,
  clientToServerPayloads,
  type ClientToServerEvent,
} from '@nestling/shared';
import { pdfDocument, pushDeviceBody } from '@nestling/testing';
import { memberOf } from '../test/helpers/accounts.js';
import { pngImage } from '../test/helpers/images.js';
import {
  addKid,
  befriend,
  family,
  hoursFromNow,
  notificationsOf,
  sendRequest,
  type Family,
} from '../test/helpers/social.js';
import {
  emitWithAck,
  listening,
  openSocket,
  recordEvents,
  type TestSocket,
} from '../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import { setModerator } from './cli/admin.js';
import type { TestClient } from '../test/helpers/test-client.js';

/**
 * Issue 14's authorization matrix: every route the router registered and every client→server
 * socket event has one entry here, saying how to call it with the first family's ids. For each:
 * no session → 401; a second family's session asking for the first family's ids → 404 (403
 * where product.md says so), with none of the first family's data in the answer and no change
 * to any row of the database. A route or event without an entry fails the test.
 *
 * Adding a route is one line in MATRIX:
 *   'GET /api/account/export': session(),
 *   'DELETE /api/account': session({ body: { password: 'Sunny-Day7' } }),
 *   'GET /api/things/:id': owned((a) => ({ url: `/api/things/${a.thingId}` })),
 * and, unless it is public, one line in CAREGIVER (issue 24's roles, decision 056):
 *   'GET /api/things/:id': member(),        // a caregiver may call it
 *   'DELETE /api/account/things': guardianOnly, // 403 GUARDIAN_ONLY, nothing changed
 *   'PATCH /api/things/:id': writerOnly,     // the guardian's record: 403 GUARDIAN_ONLY
 * A guardian of the first family (a second one, who wrote none of its records) is never
 * refused for their role, and edits and deletes records another member wrote.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** How to call a route: its URL, and a JSON body or multipart form fields. */
interface Call {
  url: string;
  body?: unknown;
  form?: Record<string, string | number | boolean>;
  file?: { field: string; name: string; type: string; data: Buffer };
}

/** The first family's records, made through the API in `beforeAll`. */
interface Owned {
  parentId: number;
  publicKidId: number;
  privateKidId: number;
  photoFileId: number;
  eventId: number;
  logId: number;
  milestoneId: number;
  measurementId: number;
  certificateId: number;
  friendId: number;
  messageId: number;
  requestId: number;
  notificationId: number;
  blockId: number;
  invitationId: number;
  pushSubscriptionId: number;
}

type Entry =
  | { kind: 'public'; why: string }
  | { kind: 'session'; call?: Call }
  | { kind: 'owned'; call: (a: Owned) => Call; status: 403 | 404 };

/** A route anyone may call (no session): why. Anonymous calls must not answer 401 or 5xx. */
const open = (why: string): Entry => ({ kind: 'public', why });
/** A route of the session's own parent that takes no record id: anonymous → 401. */
const session = (call?: Partial<Call>): Entry => ({
  kind: 'session',
  ...(call ? { call: { url: '', ...call } } : {}),
});
/** A route that takes the first family's ids: anonymous → 401, another family → `status`. */
const owned = (call: (a: Owned) => Call, status: 403 | 404 = 404): Entry => ({
  kind: 'owned',
  call,
  status,
});

/**
 * What a caregiver of the first family gets on a route (issue 24, decision 056): `member` —
 * they may call it (never 401, 403 GUARDIAN_ONLY or 5xx; `call` replaces the route's own, for
 * a call that must not end the caregiver's session); `guardianOnly` — 403 GUARDIAN_ONLY and no
 * change to any row; `writerOnly` — the same, on a record the first guardian wrote (a
 * caregiver changes only what they wrote), and a guardian who did not write it may.
 */
type CaregiverRule =
  | { kind: 'member'; call?: Call }
  | { kind: 'guardianOnly' }
  | { kind: 'writerOnly' }
  | { kind: 'moderatorOnly' }
  | { kind: 'leaver' };
const member = (call?: Call): CaregiverRule => ({ kind: 'member', ...(call ? { call } : {}) });
const guardianOnly: CaregiverRule = { kind: 'guardianOnly' };
const writerOnly: CaregiverRule = { kind: 'writerOnly' };
/**
 * A moderator's route (issue 27): 403 MODERATOR_ONLY and no change for a caregiver, as for any
 * account whose role is not `moderator`; a moderator is never refused (MODERATOR_ROUTES).
 */
const moderatorOnly: CaregiverRule = { kind: 'moderatorOnly' };
/**
 * A route that takes the caregiver out of the family when it works (leaving): tried by a
 * caregiver of its own (`memberOf`), so the matrix's caregiver stays a member; it must work.
 */
const leaver: CaregiverRule = { kind: 'leaver' };

const kidForm = { name: 'Stolen', age: 7, gender: 'Male', dob: '2019-01-01', address: 'x' };

/** One entry per route, by `METHOD url` as the router registered it (HEAD follows GET). */
const MATRIX: Record<string, Entry> = {
  'GET /api/docs': open('API docs (only with API_DOCS): describes the API, holds no data'),
  'GET /api/docs/static/index.html': open('API docs page'),
  'GET /api/docs/static/swagger-initializer.js': open('API docs script'),
  'GET /api/docs/json': open('the OpenAPI document'),
  'GET /api/docs/yaml': open('the OpenAPI document'),
  'GET /api/docs/static/*': open('API docs assets'),
  'GET /api/auth/me': open('answers whether a session exists (null parent without one)'),
  'POST /api/auth/register': open('sign-up'),
  'POST /api/auth/login': open('sign-in'),
  'POST /api/auth/logout': open('ends the session when there is one'),
  'GET /api/parents/verify': open('the mailed verification token is the credential'),
  'POST /api/auth/resend-verification': open('mails a new link; same answer for any e-mail'),
  'POST /api/auth/reset-password-request': open('the reset mail; same answer for any e-mail'),
  'POST /api/reset-password': open('the mailed reset token is the credential'),
  'GET /api/parents/me': session(),
  'PATCH /api/parents/edit': session({ body: { name: 'X', dob: '1990-01-01', gender: 'Male' } }),
  'POST /api/parents/upload-photo': session({ form: {} }),
  'GET /api/files/:fileId': owned((a) => ({ url: `/api/files/${a.photoFileId}` })),
  'GET /api/kids': session(),
  'GET /api/family': session(),
  'PUT /api/family/area': session({ body: { placeId: 2644688 } }),
  'DELETE /api/family/area-prompt': session(),
  'GET /api/places': session({ url: '/api/places?q=leeds' }),
  'POST /api/family/invitations': session({
    body: { email: 'invitee@example.com', role: 'caregiver' },
  }),
  'DELETE /api/family/invitations/:id': owned((a) => ({
    url: `/api/family/invitations/${a.invitationId}`,
  })),
  'POST /api/family/invitations/accept': session({ body: { token: 'x'.repeat(43) } }),
  'PATCH /api/family/members/:parentId': owned((a) => ({
    url: `/api/family/members/${a.parentId}`,
    body: { role: 'caregiver' },
  })),
  'DELETE /api/family/members/:parentId': owned((a) => ({
    url: `/api/family/members/${a.parentId}`,
  })),
  'POST /api/family/leave': session(),
  'GET /api/kids/:kidId': owned((a) => ({ url: `/api/kids/${a.privateKidId}` })),
  'POST /api/kids': session({ form: kidForm }),
  'PATCH /api/kids/:kidId': owned((a) => ({ url: `/api/kids/${a.privateKidId}`, form: kidForm })),
  'DELETE /api/kids/:kidId': owned((a) => ({ url: `/api/kids/${a.privateKidId}` })),
  'GET /api/calendar-feed/:token': open('the feed token is the credential (decision 005)'),
  'GET /api/schedules': session(),
  'GET /api/schedules/:kidId': owned((a) => ({ url: `/api/schedules/${a.privateKidId}` })),
  'POST /api/schedules': owned((a) => ({
    url: '/api/schedules',
    body: { kidId: a.privateKidId, date: hoursFromNow(24), title: 'Planted' },
  })),
  'PATCH /api/schedules/:id': owned((a) => ({
    url: `/api/schedules/${a.eventId}`,
    body: { title: 'Changed' },
  })),
  'DELETE /api/schedules/:id': owned((a) => ({ url: `/api/schedules/${a.eventId}` })),
  'GET /api/calendar-feed': session(),
  'POST /api/calendar-feed': session(),
  'DELETE /api/calendar-feed': session(),
  'GET /api/health/live': open('liveness probe'),
  'GET /api/health': owned((a) => ({ url: `/api/health?kidId=${a.privateKidId}` })),
  'POST /api/health': owned((a) => ({
    url: '/api/health',
    form: { kidId: a.privateKidId, date: '2026-03-01', notes: 'Planted' },
  })),
  'PATCH /api/health/:id': owned((a) => ({
    url: `/api/health/${a.logId}`,
    form: { date: '2026-03-02', notes: 'Changed' },
  })),
  'DELETE /api/health/:id': owned((a) => ({ url: `/api/health/${a.logId}` })),
  'GET /api/health/export': owned((a) => ({
    url: `/api/health/export?kidId=${a.privateKidId}&format=csv`,
  })),
  'POST /api/self-assessments': owned((a) => ({
    url: '/api/self-assessments',
    body: { ...selfAssessment, kidId: a.privateKidId },
  })),
  'GET /api/milestones': owned((a) => ({ url: `/api/milestones?kidId=${a.privateKidId}` })),
  'POST /api/milestones': owned((a) => ({
    url: '/api/milestones',
    body: { kidId: a.privateKidId, title: 'Planted', date: '2026-01-01' },
  })),
  'PATCH /api/milestones/:id': owned((a) => ({
    url: `/api/milestones/${a.milestoneId}`,
    body: { completed: true },
  })),
  'DELETE /api/milestones/:id': owned((a) => ({ url: `/api/milestones/${a.milestoneId}` })),
  'POST /api/ai/milestones': owned((a) => ({
    url: '/api/ai/milestones',
    body: { kidId: a.privateKidId },
  })),
  'GET /api/kids/:kidId/measurements': owned((a) => ({
    url: `/api/kids/${a.privateKidId}/measurements`,
  })),
  'POST /api/kids/:kidId/measurements': owned((a) => ({
    url: `/api/kids/${a.privateKidId}/measurements`,
    body: { date: '2026-01-01', weightKg: 20 },
  })),
  'GET /api/kids/:kidId/measurements/export': owned((a) => ({
    url: `/api/kids/${a.privateKidId}/measurements/export`,
  })),
  'PATCH /api/kids/:kidId/measurements/:id': owned((a) => ({
    url: `/api/kids/${a.privateKidId}/measurements/${a.measurementId}`,
    body: { weightKg: 21 },
  })),
  'DELETE /api/kids/:kidId/measurements/:id': owned((a) => ({
    url: `/api/kids/${a.privateKidId}/measurements/${a.measurementId}`,
  })),
  'GET /api/kids/:kidId/growth': owned((a) => ({ url: `/api/kids/${a.privateKidId}/growth` })),
  'GET /api/parents/check-subscription': session(),
  'POST /api/billing/trial': session(),
  'POST /api/billing/checkout': session(),
  'POST /api/billing/portal': session(),
  'POST /api/billing/webhook': open('Stripe’s webhook: the signature is the credential'),
  'GET /api/certificates': owned((a) => ({ url: `/api/certificates?kidId=${a.privateKidId}` })),
  'POST /api/certificates': owned((a) => ({
    url: '/api/certificates',
    form: { kidId: a.privateKidId, title: 'Planted' },
    file: { field: 'certificate', name: 'c.pdf', type: 'application/pdf', data: pdfDocument() },
  })),
  'DELETE /api/certificates/:id': owned((a) => ({ url: `/api/certificates/${a.certificateId}` })),
  'GET /api/kids/public': owned((a) => ({ url: `/api/kids/public?forKid=${a.privateKidId}` })),
  'POST /api/friends/send': owned((a) => ({
    url: '/api/friends/send',
    body: {
      kidId: a.privateKidId,
      meetingType: 'Playdate',
      proposedTime: hoursFromNow(48),
      message: 'Hi',
    },
  })),
  'GET /api/friends/incoming': session(),
  'GET /api/friends/my-requests': session(),
  'POST /api/friends/accept': owned((a) => ({
    url: '/api/friends/accept',
    body: { requestId: a.requestId },
  })),
  'POST /api/friends/reject': owned((a) => ({
    url: '/api/friends/reject',
    body: { requestId: a.requestId },
  })),
  'POST /api/friends/cancel': owned((a) => ({
    url: '/api/friends/cancel',
    body: { requestId: a.requestId },
  })),
  'GET /api/friends/list': session(),
  'DELETE /api/friends/:parentId': owned((a) => ({ url: `/api/friends/${a.parentId}` })),
  // The `{kidId}` form; the `{parentId}` form's 404 for an unseen family, 400 for one's own and
  // 403 for a caregiver are in modules/blocks/blocks.test.ts (the second family sees this one).
  'POST /api/blocks': owned((a) => ({ url: '/api/blocks', body: { kidId: a.privateKidId } })),
  'GET /api/blocks': session(),
  'DELETE /api/blocks/:id': owned((a) => ({ url: `/api/blocks/${a.blockId}` })),
  'GET /api/notifications/summary/me': session(),
  'GET /api/notifications/me': session(),
  'GET /api/notifications/:parentId': owned((a) => ({ url: `/api/notifications/${a.parentId}` })),
  'PATCH /api/notifications/:id/read': owned((a) => ({
    url: `/api/notifications/${a.notificationId}/read`,
  })),
  'POST /api/notifications/read-all': session(),
  'GET /api/messages/unread-preview': session(),
  'GET /api/messages/:friendId': owned((a) => ({ url: `/api/messages/${a.parentId}` })),
  'POST /api/messages': owned((a) => ({
    url: '/api/messages',
    body: { receiverId: a.parentId, text: 'Planted' },
  })),
  'POST /api/messages/mark-read': owned((a) => ({
    url: '/api/messages/mark-read',
    body: { friendId: a.parentId },
  })),
  'DELETE /api/messages/:id': owned((a) => ({ url: `/api/messages/${a.messageId}` })),
  'GET /api/calls/ice-servers': session(),
  'GET /api/push/public-key': session(),
  'GET /api/push/subscriptions': session(),
  'POST /api/push/subscriptions': session({ body: pushDeviceBody() }),
  'DELETE /api/push/subscriptions/:id': owned((a) => ({
    url: `/api/push/subscriptions/${a.pushSubscriptionId}`,
  })),
  'GET /api/notification-preferences': session(),
  'PUT /api/notification-preferences': session({ body: DEFAULT_NOTIFICATION_PREFERENCES }),
  'GET /api/messages/deleted-accounts': session(),
  'POST /api/messages/deleted-accounts/mark-read': session(),
  'GET /api/account/export': session(),
  'DELETE /api/account': session({ body: { password: 'Sunny-Day7' } }),
  'POST /api/reports': owned((a) => ({
    url: '/api/reports',
    body: { targetType: 'message', targetId: a.messageId, reason: 'spam' },
  })),
  // Moderators' routes (issue 27): any other session gets 403 MODERATOR_ONLY (MODERATOR below).
  'GET /api/moderation/reports': owned(() => ({ url: '/api/moderation/reports' }), 403),
  'POST /api/moderation/reports/:id/actions': owned(
    () => ({
      url: '/api/moderation/reports/1/actions',
      body: { action: 'suspend', reason: 'Planted' },
    }),
    403,
  ),
  'GET /api/moderation/audit': owned(() => ({ url: '/api/moderation/audit' }), 403),
  ...Object.fromEntries(
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => [
      `${m} /api/*`,
      open('the JSON 404 of an unknown API path'),
    ]),
  ),
};

/**
 * One caregiver entry per route that is not public (issue 24's roles): the social layer,
 * billing, the family's export and kids' changes are a guardian's; records of the family a
 * caregiver reads and adds, and changes only what they wrote.
 */
const CAREGIVER: Record<string, CaregiverRule> = {
  'GET /api/parents/me': member(),
  'PATCH /api/parents/edit': member(),
  'POST /api/parents/upload-photo': member(),
  'GET /api/files/:fileId': member(),
  'GET /api/kids': member(),
  'GET /api/family': member(),
  'PUT /api/family/area': guardianOnly,
  'DELETE /api/family/area-prompt': guardianOnly,
  'GET /api/places': member(),
  'POST /api/family/invitations': guardianOnly,
  'DELETE /api/family/invitations/:id': guardianOnly,
  'POST /api/family/invitations/accept': member(),
  'PATCH /api/family/members/:parentId': guardianOnly,
  'DELETE /api/family/members/:parentId': guardianOnly,
  'POST /api/family/leave': leaver,
  'GET /api/kids/:kidId': member(),
  'POST /api/kids': guardianOnly,
  'PATCH /api/kids/:kidId': guardianOnly,
  'DELETE /api/kids/:kidId': guardianOnly,
  'GET /api/schedules': member(),
  'GET /api/schedules/:kidId': member(),
  'POST /api/schedules': member(),
  'PATCH /api/schedules/:id': writerOnly,
  'DELETE /api/schedules/:id': writerOnly,
  'GET /api/calendar-feed': member(),
  'POST /api/calendar-feed': member(),
  'DELETE /api/calendar-feed': member(),
  'GET /api/health': member(),
  'POST /api/health': member(),
  'PATCH /api/health/:id': writerOnly,
  'DELETE /api/health/:id': writerOnly,
  'GET /api/health/export': member(),
  'POST /api/self-assessments': member(),
  'GET /api/milestones': member(),
  'POST /api/milestones': member(),
  'PATCH /api/milestones/:id': writerOnly,
  'DELETE /api/milestones/:id': writerOnly,
  'POST /api/ai/milestones': member(),
  'GET /api/kids/:kidId/measurements': member(),
  'POST /api/kids/:kidId/measurements': member(),
  'GET /api/kids/:kidId/measurements/export': member(),
  'PATCH /api/kids/:kidId/measurements/:id': writerOnly,
  'DELETE /api/kids/:kidId/measurements/:id': writerOnly,
  'GET /api/kids/:kidId/growth': member(),
  'GET /api/parents/check-subscription': member(),
  'POST /api/billing/trial': guardianOnly,
  'POST /api/billing/checkout': guardianOnly,
  'POST /api/billing/portal': guardianOnly,
  'GET /api/certificates': member(),
  'POST /api/certificates': member(),
  'DELETE /api/certificates/:id': writerOnly,
  'GET /api/kids/public': guardianOnly,
  'POST /api/friends/send': guardianOnly,
  'GET /api/friends/incoming': guardianOnly,
  'GET /api/friends/my-requests': guardianOnly,
  'POST /api/friends/accept': guardianOnly,
  'POST /api/friends/reject': guardianOnly,
  'POST /api/friends/cancel': guardianOnly,
  'GET /api/friends/list': guardianOnly,
  'DELETE /api/friends/:parentId': guardianOnly,
  'POST /api/blocks': guardianOnly,
  'GET /api/blocks': guardianOnly,
  'DELETE /api/blocks/:id': guardianOnly,
  'GET /api/notifications/summary/me': member(),
  'GET /api/notifications/me': member(),
  'GET /api/notifications/:parentId': member(),
  'PATCH /api/notifications/:id/read': member(),
  'POST /api/notifications/read-all': member(),
  'GET /api/messages/unread-preview': guardianOnly,
  'GET /api/messages/:friendId': guardianOnly,
  'POST /api/messages': guardianOnly,
  'POST /api/messages/mark-read': guardianOnly,
  'DELETE /api/messages/:id': guardianOnly,
  'GET /api/calls/ice-servers': guardianOnly,
  'GET /api/push/public-key': member(),
  'GET /api/push/subscriptions': member(),
  'POST /api/push/subscriptions': member({
    url: '/api/push/subscriptions',
    body: pushDeviceBody(),
  }),
  'DELETE /api/push/subscriptions/:id': member(),
  'GET /api/notification-preferences': member(),
  'PUT /api/notification-preferences': member({
    url: '/api/notification-preferences',
    body: DEFAULT_NOTIFICATION_PREFERENCES,
  }),
  'GET /api/messages/deleted-accounts': guardianOnly,
  'POST /api/messages/deleted-accounts/mark-read': guardianOnly,
  // A caregiver's export holds only what they wrote (family.test.ts).
  'GET /api/account/export': member(),
  // Tried with a wrong password: the account's deletion itself is the membership slice's.
  'DELETE /api/account': member({ url: '/api/account', body: { password: 'Wrong-Pass9' } }),
  'POST /api/reports': guardianOnly,
  'GET /api/moderation/reports': moderatorOnly,
  'POST /api/moderation/reports/:id/actions': moderatorOnly,
  'GET /api/moderation/audit': moderatorOnly,
};

/** The routes only a moderator may call (issue 27, decision 060): the CAREGIVER entries above. */
const MODERATOR_ROUTES = Object.keys(CAREGIVER).filter(
  (key) => CAREGIVER[key]!.kind === 'moderatorOnly',
);

/**
 * One entry per client→server socket event: its payload with the first family's ids, and the
 * ack code a second family gets (FORBIDDEN for `join` — product.md: only one's own room).
 */
const SOCKET_MATRIX: Record<
  ClientToServerEvent,
  {
    payload: (a: Owned) => unknown;
    code: string;
    /** What a caregiver's socket gets: `member` — not refused for the role (issue 24). */
    caregiver: 'member' | 'guardianOnly';
  }
> = {
  join: { payload: (a) => a.parentId, code: 'FORBIDDEN', caregiver: 'member' },
  typing: {
    payload: (a) => ({ receiverId: a.parentId, isTyping: true }),
    code: 'NOT_FOUND',
    caregiver: 'guardianOnly',
  },
  callUser: {
    payload: (a) => ({ to: a.parentId, signalData: { type: 'offer', sdp: 'v=0' } }),
    code: 'NOT_FOUND',
    caregiver: 'guardianOnly',
  },
  answerCall: {
    payload: (a) => ({ to: a.parentId, signal: { type: 'answer', sdp: 'v=0' } }),
    code: 'NOT_FOUND',
    caregiver: 'guardianOnly',
  },
  endCall: { payload: (a) => ({ to: a.parentId }), code: 'NOT_FOUND', caregiver: 'guardianOnly' },
  iceCandidate: {
    payload: (a) => ({ to: a.parentId, candidate: { candidate: 'candidate:1' } }),
    code: 'NOT_FOUND',
    caregiver: 'guardianOnly',
  },
};

const selfAssessment = { moodToday: 'Happy', enjoyedDay: 'Yes', schoolDay: 'Great', bullied: 'No' };

/**
 * Texts only the first family and its friend can see: none may appear in an answer to the
 * second family. (The public kid's first name is on its Explore card by design.)
 */
const SECRETS = [
  'Quillonia', // the private kid's name
  'Vellichor Lane', // its address
  'Zq swim secret',
  'Zq health secret',
  'Zq milestone secret',
  'Zq certificate secret',
  'Zq message secret',
  'Zq request secret',
  'zq.invitee@example.com', // the first family's pending invitation
];

type Answer = Awaited<ReturnType<TestClient['get']>>;

let t: TestApp;
let a: Owned;
let familyA: Family;
let familyB: Family;
let friendC: Family;
/** A caregiver of the first family, and a second guardian of it who wrote none of its records. */
let caregiver: TestClient;
let coGuardian: TestClient;
let caregiverId: number;
let requests = 0;

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().filter((method) => method !== 'HEAD');
}

/** `METHOD url` of every route the router registered (HEAD, Fastify's GET twin, left out). */
function registeredRoutes(): string[] {
  return t.routes.flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`));
}

function send(client: TestClient, key: string, call: Call): Promise<Answer> {
  requests += 1;
  const method = key.split(' ')[0] as Method;
  if (call.form || call.file) {
    const files = call.file
      ? { [call.file.field]: { name: call.file.name, type: call.file.type, data: call.file.data } }
      : {};
    return client.multipart(method as 'POST' | 'PATCH', call.url, call.form ?? {}, files);
  }
  return client.request(method, call.url, call.body === undefined ? {} : { body: call.body });
}

/** The URL to call a route with when its entry gives none: its path, `*` → a word. */
function defaultCall(key: string): Call {
  return { url: key.split(' ')[1]!.replace('*', 'anything') };
}

/**
 * A fingerprint of every row of every table but sessions (signing in and out changes those):
 * equal before and after a request means the request changed nothing.
 */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const rowsOf = async <Row>(query: ReturnType<typeof sql>): Promise<Row[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ digest: string | null }>(
      sql`select md5(string_agg(r::text, '|' order by r::text)) as digest from ${sql.identifier(name)} r`,
    );
    fingerprint[name] = row?.digest ?? 'empty';
  }
  return fingerprint;
}

function expectNotAuthenticated(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
  expect(response.json()).toEqual({
    error: MESSAGES.common.notAuthenticated,
    code: 'NOT_AUTHENTICATED',
  });
}

function expectGuardianOnly(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
  expect(response.json()).toEqual({ error: MESSAGES.common.guardianOnly, code: 'GUARDIAN_ONLY' });
}

function expectModeratorOnly(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
  expect(response.json()).toEqual({
    error: MESSAGES.common.moderatorOnly,
    code: 'MODERATOR_ONLY',
  });
}

/** Whether an answer refused the caller for their role (or their session). */
function expectNotRefusedForRole(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).not.toBe(401);
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  expect(response.body, label).not.toContain('GUARDIAN_ONLY');
}

/** The first family's caregiver calls the route: what CAREGIVER says must happen. */
async function expectCaregiverRule(key: string, call: Call): Promise<void> {
  const rule = CAREGIVER[key];
  if (!rule) throw new Error(`${key} has no entry in CAREGIVER`);
  const label = `${key} (caregiver)`;
  if (rule.kind === 'member') {
    expectNotRefusedForRole(await send(caregiver, key, rule.call ?? call), label);
    return;
  }
  if (rule.kind === 'leaver') {
    const own = await memberOf(t, familyA.familyId, 'caregiver', 'Lee Leaver');
    const response = await send(own.client, key, call);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(204);
    return;
  }
  const before = await databaseFingerprint();
  const response = await send(caregiver, key, call);
  if (rule.kind === 'moderatorOnly') expectModeratorOnly(response, label);
  else expectGuardianOnly(response, label);
  expect(await databaseFingerprint(), `${label} changed the database`).toEqual(before);
}

function expectNoSecrets(body: string, label: string): void {
  for (const secret of [...SECRETS, familyA.email]) {
    expect(body.includes(secret), `${label} answered the first family's "${secret}"`).toBe(false);
  }
}

beforeAll(async () => {
  t = await createTestApp({ API_DOCS: 'true' });
  familyA = await family(t, 'Aurelia Quinn');
  familyB = await family(t, 'Bruno Marsh');
  friendC = await family(t, 'Cosmo Reed');
  const requester = await family(t, 'Dora Vale');
  const blocked = await family(t, 'Edda Stone');
  await addKid(familyB.client, { name: 'Bram' });
  // A trial, so that the AI suggestions' ownership check is reached (not the 403 of no plan).
  expect((await familyB.client.post('/api/billing/trial')).statusCode).toBeLessThan(300);

  const A = familyA.client;
  const publicKid = await addKid(A, { name: 'Pip', interests: ['drawing'] });
  const privateKid = await addKid(
    A,
    { name: 'Quillonia', address: '3 Vellichor Lane', showInExplore: false },
    await pngImage(),
  );
  const photoFileId = Number(/\/api\/files\/(\d+)/.exec(privateKid.photoUrl ?? '')?.[1]);
  const friendId = friendC.parentId;
  await befriend(familyA, friendC);
  const message = await A.post('/api/messages', {
    receiverId: friendId,
    text: 'Zq message secret',
  });
  const request = await sendRequest(requester.client, publicKid.id, {
    message: 'Zq request secret',
  });
  const blockedKid = await addKid(blocked.client, { name: 'Ezra' });
  const block = await A.post('/api/blocks', { kidId: blockedKid.id });
  const event = await A.post('/api/schedules', {
    kidId: privateKid.id,
    date: hoursFromNow(72),
    title: 'Zq swim secret',
  });
  const log = await A.multipart('POST', '/api/health', {
    kidId: privateKid.id,
    date: '2026-02-01',
    notes: 'Zq health secret',
  });
  const assessment = await A.post('/api/self-assessments', {
    ...selfAssessment,
    kidId: privateKid.id,
    notes: 'Zq health secret',
  });
  const milestone = await A.post('/api/milestones', {
    kidId: privateKid.id,
    title: 'Zq milestone secret',
    date: '2026-01-01',
  });
  const measurement = await A.post(`/api/kids/${privateKid.id}/measurements`, {
    date: '2026-01-01',
    weightKg: 20,
    note: 'Zq measurement secret',
  });
  const certificate = await A.multipart(
    'POST',
    '/api/certificates',
    { kidId: privateKid.id, title: 'Zq certificate secret' },
    { certificate: { name: 'c.pdf', type: 'application/pdf', data: pdfDocument() } },
  );
  const feed = await A.post('/api/calendar-feed');
  for (const [label, response] of Object.entries({
    message,
    request,
    block,
    event,
    log,
    assessment,
    milestone,
    measurement,
    certificate,
    feed,
  })) {
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
  }
  const invitation = await A.post('/api/family/invitations', {
    email: 'zq.invitee@example.com',
    role: 'caregiver',
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  const notifications = await notificationsOf(A);
  const device = await A.post('/api/push/subscriptions', pushDeviceBody());
  expect(device.statusCode, device.body).toBe(201);
  a = {
    parentId: familyA.parentId,
    publicKidId: publicKid.id,
    privateKidId: privateKid.id,
    photoFileId,
    eventId: event.json().id,
    logId: log.json().log.id,
    milestoneId: milestone.json().id,
    measurementId: measurement.json().id,
    certificateId: certificate.json().id,
    friendId,
    messageId: message.json().id,
    requestId: request.json().id,
    notificationId: notifications[0]!.id,
    blockId: block.json().id,
    invitationId: invitation.json().id,
    pushSubscriptionId: device.json().id,
  };
  expect(Number.isInteger(a.photoFileId)).toBe(true);
  const joined = await memberOf(t, familyA.familyId, 'caregiver');
  caregiver = joined.client;
  caregiverId = joined.parentId;
  coGuardian = (await memberOf(t, familyA.familyId, 'guardian')).client;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix', () => {
  it('has one entry for every route the router registered, and none for a route that is gone', () => {
    const routes = registeredRoutes().filter((key) => key.split(' ')[1]!.startsWith('/api'));
    const missing = routes.filter((key) => !(key in MATRIX));
    expect(missing, 'routes without an entry in MATRIX').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    expect(stale, 'entries of routes that no longer exist').toEqual([]);
    const others = registeredRoutes().filter((key) => !key.split(' ')[1]!.startsWith('/api'));
    expect(others, 'routes outside /api (the SPA is not built in tests)').toEqual([]);
  });

  it('has one caregiver entry for every route that is not public, and none for another', () => {
    const guarded = Object.entries(MATRIX)
      .filter(([, entry]) => entry.kind !== 'public')
      .map(([key]) => key);
    const missing = guarded.filter((key) => !(key in CAREGIVER));
    expect(missing, 'routes without an entry in CAREGIVER').toEqual([]);
    const stale = Object.keys(CAREGIVER).filter((key) => !guarded.includes(key));
    expect(stale, 'CAREGIVER entries of public or unknown routes').toEqual([]);
  });

  it('has one entry for every client→server socket event of the shared contract', () => {
    expect(Object.keys(SOCKET_MATRIX).sort()).toEqual(Object.keys(clientToServerPayloads).sort());
  });

  it.each(Object.entries(MATRIX))('%s', async (key, entry) => {
    const call =
      entry.kind === 'owned'
        ? entry.call(a)
        : { ...(entry.kind === 'session' ? entry.call : {}), url: defaultCall(key).url };
    const anonymous = await send(t.client(), key, call);
    expectNoSecrets(anonymous.body, `${key} (anonymous)`);
    if (entry.kind === 'public') {
      expect(anonymous.statusCode, `${key}: ${anonymous.body}`).not.toBe(401);
      expect(anonymous.statusCode, `${key}: ${anonymous.body}`).toBeLessThan(500);
      return;
    }
    expectNotAuthenticated(anonymous, key);
    await expectCaregiverRule(key, call);
    if (entry.kind === 'session') return;

    const before = await databaseFingerprint();
    const response = await send(familyB.client, key, call);
    expect(response.statusCode, `${key}: ${response.body}`).toBe(entry.status);
    const body = response.json();
    expect(typeof body.error).toBe('string');
    expect(typeof body.code).toBe('string');
    expectNoSecrets(response.body, key);
    expect(await databaseFingerprint(), `${key} changed the database`).toEqual(before);
  });
});

describe('the socket events of the authorization matrix', () => {
  let baseUrl: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    baseUrl = await listening(t);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('refuses a handshake without a session, so no event can be sent anonymously', async () => {
    await expect(openSocket(baseUrl, t.client())).rejects.toThrow('NOT_AUTHENTICATED');
    await expect(openSocket(baseUrl, undefined)).rejects.toThrow('NOT_AUTHENTICATED');
  });

  it('refuses every event a second family sends with the first family’s ids, and the first family hears nothing', async () => {
    const victim = await openSocket(baseUrl, familyA.client);
    const attacker = await openSocket(baseUrl, familyB.client);
    const friend = await openSocket(baseUrl, friendC.client);
    sockets.push(victim, attacker, friend);
    const heard = recordEvents(victim);
    const before = await databaseFingerprint();
    for (const [event, entry] of Object.entries(SOCKET_MATRIX)) {
      const ack = await emitWithAck(attacker, event as ClientToServerEvent, entry.payload(a));
      requests += 1;
      expect(ack, event).toEqual({
        ok: false,
        code: entry.code,
        error: SOCKET_ERRORS[entry.code as keyof typeof SOCKET_ERRORS],
      });
      expectNoSecrets(JSON.stringify(ack), event);
    }
    // An event that must come after anything the attacker's could have caused.
    expect(await emitWithAck(friend, 'typing', { receiverId: a.parentId, isTyping: true })).toEqual(
      { ok: true },
    );
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    expect(heard).toEqual([
      ['typing', { senderId: friendC.parentId, senderName: expect.any(String), isTyping: true }],
    ]);
    expect(await databaseFingerprint()).toEqual(before);
  });
});

describe('the roles of the authorization matrix: a guardian', () => {
  it('is refused no route for their role, and changes records another member wrote', async () => {
    // Deletions last, the kid's and the account's very last: they take records with them.
    const rank = (key: string) =>
      key === 'DELETE /api/account'
        ? 3
        : key === 'DELETE /api/kids/:kidId'
          ? 2
          : key.startsWith('DELETE')
            ? 1
            : 0;
    const keys = Object.keys(MATRIX)
      .filter((key) => MATRIX[key]!.kind !== 'public')
      .sort((x, y) => rank(x) - rank(y));
    for (const key of keys) {
      const entry = MATRIX[key]!;
      const rule = CAREGIVER[key]!;
      const call =
        rule.kind === 'member' && rule.call
          ? rule.call
          : entry.kind === 'owned'
            ? entry.call(a)
            : { ...(entry.kind === 'session' ? entry.call : {}), url: defaultCall(key).url };
      const response = await send(coGuardian, key, call);
      expectNotRefusedForRole(response, `${key} (guardian)`);
      if (rule.kind === 'writerOnly') {
        expect(response.statusCode, `${key} (guardian): ${response.body}`).toBeLessThan(300);
      }
    }
  });
});

describe('the roles of the authorization matrix: a moderator', () => {
  it('is refused no moderation route, which every guardian is refused with MODERATOR_ONLY', async () => {
    const moderator = await family(t, 'Mona Moderator');
    for (const key of MODERATOR_ROUTES) {
      const entry = MATRIX[key]!;
      const call = entry.kind === 'owned' ? entry.call(a) : defaultCall(key);
      expectModeratorOnly(await send(familyA.client, key, call), `${key} (guardian)`);
    }
    // As `npm run admin -- moderator grant` does: the role, then the session caches are told.
    expect(await setModerator(t.database.db, moderator.email, true)).toBe(moderator.parentId);
    t.app.services.events.emit('parentChanged', { parentId: moderator.parentId });
    for (const key of MODERATOR_ROUTES) {
      const entry = MATRIX[key]!;
      const call = entry.kind === 'owned' ? entry.call(a) : defaultCall(key);
      const response = await send(moderator.client, key, call);
      expect(response.statusCode, `${key} (moderator): ${response.body}`).not.toBe(401);
      expect(response.statusCode, `${key} (moderator): ${response.body}`).not.toBe(403);
      expect(response.statusCode, `${key} (moderator): ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('the authorization matrix: a suspended account', () => {
  it('answers 401 on every route that needs a session, and its socket handshake is refused', async () => {
    const suspended = await family(t, 'Sid Suspended');
    const baseUrl = await listening(t);
    // Even a session the suspension did not delete (a race) no longer resolves (decision 060).
    await t.database.db.execute(
      sql`update parents set suspended_at = now() where id = ${suspended.parentId}`,
    );
    t.app.services.events.emit('parentChanged', { parentId: suspended.parentId });
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (entry.kind === 'public') continue;
      const call =
        entry.kind === 'owned'
          ? entry.call(a)
          : { ...(entry.kind === 'session' ? entry.call : {}), url: defaultCall(key).url };
      expectNotAuthenticated(await send(suspended.client, key, call), `${key} (suspended)`);
    }
    await expect(openSocket(baseUrl, suspended.client)).rejects.toThrow('NOT_AUTHENTICATED');
  });
});

describe('the roles of the authorization matrix: a caregiver’s socket', () => {
  it('connects and joins its own room, and every social event is refused with GUARDIAN_ONLY', async () => {
    const baseUrl = await listening(t);
    const socket = await openSocket(baseUrl, caregiver);
    const friend = await openSocket(baseUrl, friendC.client);
    const heard = recordEvents(friend);
    try {
      for (const [event, entry] of Object.entries(SOCKET_MATRIX)) {
        const payload =
          event === 'join'
            ? caregiverId
            : (entry.payload({ ...a, parentId: friendC.parentId }) as unknown);
        const ack = await emitWithAck(socket, event as ClientToServerEvent, payload);
        requests += 1;
        expect(ack, event).toEqual(
          entry.caregiver === 'member'
            ? { ok: true }
            : { ok: false, code: 'GUARDIAN_ONLY', error: SOCKET_ERRORS.GUARDIAN_ONLY },
        );
      }
      expect(SOCKET_ERRORS.GUARDIAN_ONLY).toBe(MESSAGES.common.guardianOnly);
      expect(heard).toEqual([]);
    } finally {
      socket.close();
      friend.close();
    }
  });
});

afterAll(() => {
  const routes = Object.keys(MATRIX);
  const checked = Object.values(MATRIX).filter((entry) => entry.kind === 'owned').length;
  const sessionOnly = Object.values(MATRIX).filter((entry) => entry.kind === 'session').length;
  process.stdout.write(
    `authorization matrix: ${routes.length} routes (${checked} with another family's ids, ` +
      `${sessionOnly} session-only, ${routes.length - checked - sessionOnly} public), ` +
      `${Object.keys(SOCKET_MATRIX).length} socket events, ${requests} requests and events sent\n`,
  );
});
