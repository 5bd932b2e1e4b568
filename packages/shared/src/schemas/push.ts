import { z } from 'zod';
import { formatTime24, validateTimeParts } from '../rules/time-input.js';
import { recordIdSchema } from './common.js';

/**
 * Web Push (issue 25, decision 061): a parent's devices that receive pushes, what each kind of
 * notification does per channel, and quiet hours. The server sends with VAPID (RFC 8292) and
 * encrypts with RFC 8291 (aes128gcm) through the `web-push` library; the browser's push service
 * delivers to the service worker, which shows the payload below.
 */

/** The longest endpoint URL a subscription may have, in characters (issue 25: 2 KB). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** How many devices one parent may register (issue 25). */
export const PUSH_SUBSCRIPTIONS_PER_PARENT = 20;
/** Bytes of the browser's P-256 public key (uncompressed point, RFC 8291 §3.1) and auth secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

/** The kinds a parent sets per channel (issue 25 "Preferences"). */
export const PUSH_KINDS = ['messages', 'requests', 'reminders', 'calls'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** The channels: the live app (socket and in-app notices) and Web Push. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Texts of the push settings and of the API's errors about them. */
export const PUSH_MESSAGES = {
  cardTitle: 'Push notifications',
  intro: 'Get messages, requests, reminders and calls on this device even when Nestling is closed.',
  turnOn: 'Turn on for this device',
  turningOn: 'Turning on…',
  thisDevice: 'This device',
  added: (date: string) => `Added ${date}`,
  remove: 'Remove',
  noDevices: 'No device receives pushes yet.',
  unsupported: 'This browser cannot receive push notifications.',
  denied: 'Notifications are blocked for Nestling in this browser’s settings.',
  notConfigured: 'Push notifications are not set up on this server.',
  preferencesTitle: 'What reaches you',
  kinds: {
    messages: 'Messages',
    requests: 'Friend and meetup requests',
    reminders: 'Meetup and calendar reminders',
    calls: 'Incoming calls',
  } satisfies Record<PushKind, string>,
  channels: { inApp: 'In the app', push: 'Push' } satisfies Record<NotificationChannel, string>,
  quietHours: 'Quiet hours',
  quietHoursHint: 'Pushes other than calls wait until quiet hours end, then come as one summary.',
  quietFrom: 'From',
  quietUntil: 'Until',
  save: 'Save preferences',
  saved: 'Preferences saved.',
  endpointInvalid: 'The endpoint must be an https URL of at most 2 KB.',
  endpointHostNotAllowed: 'The endpoint is not a known push service.',
  keyInvalid: 'The key must be base64url of 65 bytes (a P-256 point).',
  authInvalid: 'The auth secret must be base64url of 16 bytes.',
  tooMany: 'You can receive pushes on at most 20 devices. Remove one first.',
  notFound: 'Device not found.',
  timeZoneInvalid: 'Choose a valid time zone.',
  timeInvalid: 'Use the form HH:mm.',
  quietSame: 'Quiet hours must start and end at different times.',
  /** The summary pushed when quiet hours end (issue 25). */
  summaryTitle: 'While quiet hours were on',
  summaryBody: (count: number) =>
    count === 1 ? '1 new notification is waiting.' : `${count} new notifications are waiting.`,
  /** A new message: the sender's name only (no text of the message on the lock screen). */
  messageTitle: (senderName: string) => `New message from ${senderName}`,
  messageBody: 'Open Nestling to read it.',
  /** An incoming call. */
  callTitle: (callerName: string) => `${callerName} is calling`,
  callBody: 'Tap to answer.',
  /** The title of a pushed notification (the notification's sentence is its body). */
  requestTitle: 'Nestling request',
  reminderTitle: 'Nestling reminder',
} as const;

/** Whether `value` is base64url (RFC 4648 §5, no padding) of exactly `bytes` bytes. */
export function isBase64UrlOfLength(value: string, bytes: number): boolean {
  const bare = value.replace(/=+$/, '');
  return /^[A-Za-z0-9_-]*$/.test(bare) && bare.length === Math.ceil((bytes * 4) / 3);
}

/**
 * Whether `host` is allowed by `patterns` (PUSH_ALLOWED_HOSTS): an exact host, or `*.domain`
 * matching any subdomain of it (not the domain itself). Compared in lower case.
 */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) => {
    const rule = pattern.toLowerCase();
    if (rule.startsWith('*.')) return name.endsWith(rule.slice(1)) && name.length > rule.length - 1;
    return name === rule;
  });
}

/** An endpoint: an https URL of at most 2 KB (the host is checked by the server's list). */
export const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid)
  .pipe(z.url({ protocol: /^https$/, error: PUSH_MESSAGES.endpointInvalid }))
  // No user or password in the authority.
  .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), PUSH_MESSAGES.endpointInvalid);

/**
 * `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives, plus the browser's
 * user agent (shown as the device's browser). Idempotent per endpoint.
 */
export const pushSubscriptionCreateSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: z.string().refine(
      // An uncompressed point starts with 0x04, which base64url writes as "B".
      (value) => isBase64UrlOfLength(value, PUSH_P256DH_BYTES) && value.startsWith('B'),
      PUSH_MESSAGES.keyInvalid,
    ),
    auth: z
      .string()
      .refine((value) => isBase64UrlOfLength(value, PUSH_AUTH_BYTES), PUSH_MESSAGES.authInvalid),
  }),
  userAgent: z.string().max(512).optional(),
});
export type PushSubscriptionCreate = z.infer<typeof pushSubscriptionCreateSchema>;

/** A device that receives pushes, as Settings lists it. */
export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  /** The browser and system read from the user agent, e.g. "Chrome on Android". */
  browser: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionSchema>;
export const pushSubscriptionListSchema = z.object({ items: z.array(pushSubscriptionSchema) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

/** `DELETE /api/push/subscriptions/:id`: another parent's device answers 404. */
export const pushSubscriptionIdParamsSchema = z.object({
  id: recordIdSchema(PUSH_MESSAGES.notFound),
});

/** `GET /api/push/public-key`: the VAPID public key (base64url), the `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MESSAGES.timeInvalid);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Quiet hours: from `start` to `end` (may pass midnight) in the parent's `timeZone`. */
export const quietHoursSchema = z
  .object({
    start: clockTimeSchema,
    end: clockTimeSchema,
    timeZone: z.string().refine(isTimeZone, PUSH_MESSAGES.timeZoneInvalid),
  })
  .refine((value) => value.start !== value.end, {
    message: PUSH_MESSAGES.quietSame,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const channelSwitchesSchema = z.object({ inApp: z.boolean(), push: z.boolean() });

/**
 * `GET/PUT /api/notification-preferences`: per kind and channel on or off, and quiet hours
 * (null: none, the default). Every switch is on by default. The notification centre keeps every
 * notification whatever these say.
 */
export const notificationPreferencesSchema = z.object({
  kinds: z.object({
    messages: channelSwitchesSchema,
    requests: channelSwitchesSchema,
    reminders: channelSwitchesSchema,
    calls: channelSwitchesSchema,
  }),
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A parent's preferences before they change any: everything on, no quiet hours. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    messages: { inApp: true, push: true },
    requests: { inApp: true, push: true },
    reminders: { inApp: true, push: true },
    calls: { inApp: true, push: true },
  },
  quietHours: null,
};

/**
 * What the service worker receives in a push (decrypted): a notification to show — its title,
 * body, the app path to open when tapped, and a tag (a later push with the same tag replaces
 * it) — or the withdrawal of one by tag (a call answered or ended elsewhere).
 */
export const pushPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('show'),
    kind: z.enum(PUSH_KINDS).or(z.literal('summary')),
    title: z.string(),
    body: z.string(),
    url: z.string().startsWith('/'),
    tag: z.string(),
  }),
  z.object({ type: z.literal('withdraw'), tag: z.string() }),
]);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const timePartsSchema = z.object({
  hour: z.string(),
  minute: z.string(),
  period: z.enum(['AM', 'PM']).optional(),
});

/**
 * The Settings form's values (a time field holds its texts; quiet hours on or off), checked
 * with the shared time rule (spec §5 Time input) and turned into the PUT body
 * (`notificationPreferencesSchema`).
 */
export const notificationPreferencesFormSchema = z
  .object({
    kinds: notificationPreferencesSchema.shape.kinds,
    quietOn: z.boolean(),
    quietStart: timePartsSchema,
    quietEnd: timePartsSchema,
    timeZone: z.string(),
  })
  .transform((values, context): NotificationPreferences => {
    if (!values.quietOn) return { kinds: values.kinds, quietHours: null };
    const start = validateTimeParts(values.quietStart);
    const end = validateTimeParts(values.quietEnd);
    if (!start.ok) context.addIssue({ code: 'custom', path: ['quietStart'], message: start.error });
    if (!end.ok) context.addIssue({ code: 'custom', path: ['quietEnd'], message: end.error });
    if (!start.ok || !end.ok) return z.NEVER;
    const quietHours = {
      start: formatTime24(start.time),
      end: formatTime24(end.time),
      timeZone: values.timeZone,
    };
    if (quietHours.start === quietHours.end) {
      context.addIssue({ code: 'custom', path: ['quietEnd'], message: PUSH_MESSAGES.quietSame });
      return z.NEVER;
    }
    return { kinds: values.kinds, quietHours };
  });
export type NotificationPreferencesFormValues = z.input<typeof notificationPreferencesFormSchema>;
