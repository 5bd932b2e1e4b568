import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the server reads (README "Configuration" mirrors this list).
 * Empty strings count as unset, so `.env` files can leave a line blank.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * The interface to listen on. Default: 127.0.0.1 on the embedded default (no DATABASE_URL: a
   * laptop, reachable from this machine only), 0.0.0.0 with DATABASE_URL (a deployment behind
   * its load balancer; issue 29).
   */
  HOST: z.string().optional(),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** How long one Redis command may wait for its reply, in ms (a hung Redis fails fast). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * The prefix of this deployment's Redis keys and channels (rate limits, session-cache
   * invalidations, Socket.IO rooms, call state); default `nestling`. Deployments — or test runs
   * — sharing one Redis give each its own (issue 15).
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
    .optional(),
  /** This instance's name, sent as the `X-Instance` answer header (issue 15); none when unset. */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
    .optional(),
  /**
   * Seconds a SIGTERM'd instance keeps serving while GET /api/health answers 503, so a load
   * balancer takes it out before it stops listening (issue 15); 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Nestling <no-reply@nestling.local>'),
  CORS_ORIGINS: commaList.default([]),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.optional(),
  /** Whether /api/docs (the OpenAPI document and its browser) is served; default: not in production. */
  API_DOCS: booleanFlag.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long an instance keeps a validated session in memory (decision 011); 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Seconds between two runs of the meetup and calendar reminders; 0 turns them off. */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Chat messages one parent may send a minute, over all tabs and instances (decision 030). */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Events one socket may send a minute; a quarter of them at once (issue 12). */
  SOCKET_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** STUN servers for video calls (comma-separated `stun:` URLs); default two public ones. */
  STUN_URLS: commaList.optional(),
  /** TURN servers (comma-separated `turn:`/`turns:` URLs) with coturn's `use-auth-secret`. */
  TURN_URLS: commaList.optional(),
  /** The shared secret of coturn's `static-auth-secret`: signs short-lived TURN credentials. */
  TURN_SECRET: z.string().optional(),
  /**
   * Calls through TURN only (`iceTransportPolicy: 'relay'`): neither parent learns the other's
   * IP address, at the cost of relaying every call's media. Needs TURN_URLS (decision 030).
   */
  CALLS_RELAY_ONLY: booleanFlag.default(false),
  /**
   * The VAPID key pair (RFC 8292) Web Push is signed with, base64url as `web-push
   * generate-vapid-keys` prints them; both or neither. Unset on the embedded default (no
   * DATABASE_URL): a pair is made once and kept in DATA_DIR/vapid-keys.json. Unset with
   * DATABASE_URL: push is off. Changing the pair drops every subscription made with the old one.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, 'base64url of 65 bytes')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'base64url of 32 bytes')
    .optional(),
  /** Who runs this server, for push services (a `mailto:` or https URL); default from APP_URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https:// URL')
    .optional(),
  /**
   * The hosts a push endpoint may name (comma-separated, `*.` for any subdomain): the browsers'
   * push services by default, so a registered endpoint is never a way into the private network.
   */
  PUSH_ALLOWED_HOSTS: commaList.default([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    '*.push.services.mozilla.com',
    'web.push.apple.com',
    '*.push.apple.com',
    '*.notify.windows.com',
  ]),
  /** Milliseconds between two drains of the push outbox when it was found empty (issue 25). */
  PUSH_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
});

/** Variables that only work together: all of a group set, or none (README, Configuration). */
const ALL_OR_NONE = [
  ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'],
  ['TURN_URLS', 'TURN_SECRET'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
] as const;

const envWithGroupsSchema = envSchema.superRefine((env, context) => {
  for (const group of ALL_OR_NONE) {
    const missing = group.filter((name) => !env[name]);
    if (missing.length === 0 || missing.length === group.length) continue;
    for (const name of missing) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${group.join(', ')} must be set together (or none of them)`,
      });
    }
  }
  if (env.CALLS_RELAY_ONLY && !env.TURN_URLS?.length) {
    context.addIssue({
      code: 'custom',
      path: ['CALLS_RELAY_ONLY'],
      message: 'CALLS_RELAY_ONLY needs TURN_URLS and TURN_SECRET (calls would have no route)',
    });
  }
});

export type Env = z.infer<typeof envSchema> & {
  /** HOST, else 127.0.0.1 without DATABASE_URL (the embedded default) and 0.0.0.0 with it. */
  HOST: string;
  /** APP_URL, defaulted to http://localhost:PORT and without a trailing slash. */
  APP_URL: string;
  /** Whether cookies carry Secure: COOKIE_SECURE, else true when APP_URL is https. */
  COOKIE_SECURE: boolean;
  /** API_DOCS, else true outside production (issue 14: the API's map is not published). */
  API_DOCS: boolean;
  /** DATA_DIR made absolute. */
  DATA_DIR: string;
};

/** Raised when the environment does not satisfy the schema; lists every problem. */
export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses the environment once, at start-up (conventions.md, epic-stack).
 * @param source the variables to read (default `process.env`); empty strings count as unset
 * @returns the typed configuration with defaults applied
 * @throws EnvError listing every variable that is wrong, so a bad start names all of them
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envWithGroupsSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    HOST: env.HOST ?? (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: appUrl,
    COOKIE_SECURE: env.COOKIE_SECURE ?? appUrl.startsWith('https://'),
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    DATA_DIR: path.resolve(env.DATA_DIR),
  };
}
