import type { Agent as HttpsAgent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_COOKIE, cookieName } from '@nestling/shared';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { AppEventBus } from './events/app-events.js';
import { createInProcessEvents } from './events/in-process-events.js';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.js';
import type { RedisConnections } from './lib/redis.js';
import { createAccountService, type AccountService } from './modules/account/account.service.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { createBillingService, type BillingService } from './modules/billing/billing.service.js';
import { stripeFromEnv } from './modules/billing/stripe-client.js';
import { createBlockService, type BlockService } from './modules/blocks/block.service.js';
import { createCallService, type CallService } from './modules/calls/call.service.js';
import { certificateReadPolicy } from './modules/certificates/certificate.policy.js';
import {
  createCertificateService,
  type CertificateService,
} from './modules/certificates/certificate.service.js';
import { createExploreService, type ExploreService } from './modules/explore/explore.service.js';
import { createSessionCache, type SessionCache } from './modules/auth/session-cache.js';
import { createSessionInvalidation } from './modules/auth/session-invalidation.js';
import { createFileService, type FileService } from './modules/files/file.service.js';
import { storageFromEnv, type Storage } from './modules/files/storage.js';
import { createFriendService, type FriendService } from './modules/friends/friend.service.js';
import { healthLogDocumentReadPolicy } from './modules/health-logs/health-log-document.policy.js';
import {
  createHealthLogService,
  type HealthLogService,
} from './modules/health-logs/health-log.service.js';
import { kidPhotoReadPolicy } from './modules/kids/kid-photo.policy.js';
import { createKidService, type KidService } from './modules/kids/kid.service.js';
import { createFamilyService, type FamilyService } from './modules/family/family.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import {
  createMilestoneSuggestionService,
  type MilestoneSuggestionService,
} from './modules/milestone-suggestions/milestone-suggestion.service.js';
import { suggestionProviderFromEnv } from './modules/milestone-suggestions/provider-from-env.js';
import { createMessageService, type MessageService } from './modules/messages/message.service.js';
import {
  createModerationService,
  type ModerationService,
} from './modules/moderation/moderation.service.js';
import {
  createMeasurementService,
  type MeasurementService,
} from './modules/measurements/measurement.service.js';
import {
  createMilestoneService,
  type MilestoneService,
} from './modules/milestones/milestone.service.js';
import {
  createNotificationService,
  type NotificationService,
} from './modules/notifications/notification.service.js';
import {
  createReminderScheduler,
  type ReminderScheduler,
} from './modules/notifications/reminder-scheduler.js';
import { createPushSender, type PushSender } from './modules/push/push-sender.js';
import { createPushService, type PushService } from './modules/push/push.service.js';
import type { VapidIdentity } from './modules/push/vapid-keys.js';
import { hashToken } from './modules/auth/tokens.js';
import { parentPhotoReadPolicy } from './modules/parents/parent-photo.policy.js';
import { createRepositories, transactionRunner } from './modules/repositories.js';
import { loadGazetteer, type Gazetteer } from './modules/places/gazetteer.js';
import { createParentService, type ParentService } from './modules/parents/parent.service.js';
import { DRAINING, createReadinessCheck, type Readiness } from './modules/status/status.js';
import {
  createScheduleEventService,
  type ScheduleEventService,
} from './modules/schedule-events/schedule-event.service.js';

export interface ServiceDependencies {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where uploads are kept; default: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage?: Storage | undefined;
  /** Where background work and event listeners log their failures (the app's logger). */
  logger: FastifyBaseLogger;
  /** Redis (REDIS_URL): the session cache's invalidations reach the other instances. */
  redis?: RedisConnections | undefined;
  /** The Redis channel of session-cache invalidations (tests give each group of apps one). */
  sessionChannel?: string | undefined;
  /** The clock of time-based policies, in ms (default Date.now; tests pass their own). */
  now?: (() => number) | undefined;
  /** The VAPID identity Web Push is signed with (vapid-keys.ts); undefined: push is off. */
  vapid?: VapidIdentity | undefined;
  /** The https agent pushes go through (tests trust their push service's certificate). */
  pushAgent?: HttpsAgent | undefined;
}

/**
 * Every service of the app, made once (decision 006). Routes and plugins are registered from
 * it: app.ts hands each the functions it uses (the Socket.IO layer gets
 * `resolveSessionParent`, `areFriends` and the events bus), never the container (decision 047).
 */
export interface Services {
  /** Work that must not delay an answer; drained at shutdown. */
  background: BackgroundTasks;
  /** What services announce (decision 007); plugins subscribe. */
  events: AppEventBus;
  auth: AuthService;
  /** Validated sessions kept in process (decision 011); read-only outside auth (diagnostics). */
  sessionCache: SessionCache;
  parents: ParentService;
  files: FileService;
  /** The family that owns the kids: its members and roles (issue 24, decision 056). */
  family: FamilyService;
  kids: KidService;
  scheduleEvents: ScheduleEventService;
  healthLogs: HealthLogService;
  milestones: MilestoneService;
  /** Growth measurements on the WHO standards (issue 26, decisions 052 and 054). */
  measurements: MeasurementService;
  /** Whether AI suggestions are allowed; the trial, Stripe Checkout and webhook (issue 10). */
  billing: BillingService;
  milestoneSuggestions: MilestoneSuggestionService;
  certificates: CertificateService;
  /** Explore: the public kid cards a verified parent may see. */
  explore: ExploreService;
  /** GeoNames' places of ≥ 1,000 people (issue 30, decision 062), read on first use. */
  gazetteer: () => Promise<Gazetteer>;
  /** Friend and meetup requests, friendships (`areFriends` for messages and calls). */
  friends: FriendService;
  /** Family blocks: they end a friendship, so messages and calls stop (decision 047). */
  blocks: BlockService;
  notifications: NotificationService;
  /** Chat between friends (issue 12, decision 021). */
  messages: MessageService;
  /** Reports, moderators' actions and the audit log (issue 27, decision 060). */
  moderation: ModerationService;
  /** Video calls' ICE servers (STUN, TURN credentials; decision 022). */
  calls: CallService;
  /** The parent's data rights: export and account deletion (issue 14, decision 029). */
  account: AccountService;
  /** Meetup and calendar reminders: not running until the app starts it (decision 016). */
  reminders: ReminderScheduler;
  /** Web Push: the public key, a parent's devices and preferences (issue 25, decision 061). */
  push: PushService;
  /** The push outbox's sender; undefined when push is off. Not running until the app starts it. */
  pushSender: PushSender | undefined;
  /** The readiness check of GET /api/health: a result at most 1 s old, not a query per probe. */
  readiness(): Promise<Readiness>;
  /**
   * From now on readiness answers 503 (the database not asked) while everything else is served:
   * a load balancer takes this instance out before it closes (SIGTERM, SHUTDOWN_DRAIN_SECONDS).
   */
  startDraining(): void;
}

/**
 * Makes every service from the app's dependencies, without Fastify: each service gets its
 * narrow dependencies (repositories of `createRepositories` on the one database, the
 * transaction runner that hands a transaction's repositories in, the mailer, storage, the
 * events).
 * A new module adds its repository and service here, and its file read policy when it owns
 * a file purpose (decision 008).
 */
export function createServices(deps: ServiceDependencies): Services {
  const { env, database, mailer, logger } = deps;
  const { db } = database;
  const background = createBackgroundTasks(logger);
  const events = createInProcessEvents(background);
  const transaction = transactionRunner(db);

  // Every repository once, on the pool; a transaction hands its services a set of its own.
  const repositories = createRepositories(db);
  const notifications = createNotificationService({
    repository: repositories.notifications,
    events,
  });

  // Validated sessions kept in process; every instance forgets what any of them ended or
  // changed (decision 011).
  const sessionCache = createSessionCache({ ttlMs: env.SESSION_CACHE_SECONDS * 1000 });
  const invalidation = createSessionInvalidation({
    cache: sessionCache,
    redis: deps.redis,
    logger,
    channel: deps.sessionChannel,
  });
  events.subscribe('parentChanged', ({ parentId }) => invalidation.parentChanged(parentId));

  const files = createFileService({
    repository: repositories.files,
    transaction,
    storage: deps.storage ?? storageFromEnv(env),
    logger,
    readPolicies: {
      'parent-photo': parentPhotoReadPolicy(repositories.friends),
      'kid-photo': kidPhotoReadPolicy(repositories.kids, repositories.blocks),
      'health-document': healthLogDocumentReadPolicy,
      certificate: certificateReadPolicy,
    },
  });
  const billing = createBillingService({
    repository: repositories.billing,
    transaction,
    stripe: stripeFromEnv(env),
    appUrl: env.APP_URL,
    logger,
  });

  const auth = createAuthService({
    repository: repositories.auth,
    parents: repositories.parents,
    transaction,
    events,
    sessionCache,
    invalidation,
    mailer,
    background,
    appUrl: env.APP_URL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    sessionCookie: cookieName(SESSION_COOKIE, env.COOKIE_SECURE),
  });
  const readiness = createReadinessCheck(database.ping, {
    onError: (error) => logger.error({ err: error }, 'database ping failed'),
    now: deps.now,
  });
  let draining = false;
  return {
    background,
    events,
    files,
    sessionCache,
    auth,
    account: createAccountService({
      repository: repositories.account,
      transaction,
      auth,
      billing,
      files,
      kids: repositories.kids,
      scheduleEvents: repositories.scheduleEvents,
      healthLogs: repositories.healthLogs,
      measurements: repositories.measurements,
      certificates: repositories.certificates,
      friends: repositories.friends,
      blocks: repositories.blocks,
      fileRows: repositories.files,
      events,
      logger,
    }),
    parents: createParentService({ repository: repositories.parents, files, events }),
    family: createFamilyService({
      repository: repositories.family,
      gazetteer: loadGazetteer,
      transaction,
      events,
      mailer,
      background,
      appUrl: env.APP_URL,
    }),
    kids: createKidService({ repository: repositories.kids, files }),
    scheduleEvents: createScheduleEventService({
      repository: repositories.scheduleEvents,
      kids: repositories.kids,
      appUrl: env.APP_URL,
    }),
    healthLogs: createHealthLogService({
      repository: repositories.healthLogs,
      kids: repositories.kids,
      files,
    }),
    milestones: createMilestoneService({
      repository: repositories.milestones,
      kids: repositories.kids,
    }),
    measurements: createMeasurementService({
      repository: repositories.measurements,
      kids: repositories.kids,
    }),
    billing,
    milestoneSuggestions: createMilestoneSuggestionService({
      provider: suggestionProviderFromEnv(env, logger),
      kids: repositories.kids,
      milestones: repositories.milestones,
      subscriptions: billing,
    }),
    certificates: createCertificateService({
      repository: repositories.certificates,
      kids: repositories.kids,
      files,
    }),
    gazetteer: loadGazetteer,
    explore: createExploreService({
      repository: repositories.explore,
      kids: repositories.kids,
    }),
    friends: createFriendService({
      repository: repositories.friends,
      kids: repositories.kids,
      transaction,
      notifications,
      events,
    }),
    blocks: createBlockService({
      repository: repositories.blocks,
      kids: repositories.kids,
      family: repositories.family,
      transaction,
      events,
    }),
    notifications,
    messages: createMessageService({
      repository: repositories.messages,
      friends: repositories.friends,
      events,
    }),
    moderation: createModerationService({
      repository: repositories.moderation,
      family: repositories.family,
      friends: repositories.friends,
      transaction,
      auth,
      notifications,
      now: deps.now,
    }),
    calls: createCallService({
      stunUrls: env.STUN_URLS,
      turnUrls: env.TURN_URLS,
      turnSecret: env.TURN_SECRET,
      relayOnly: env.CALLS_RELAY_ONLY,
      now: deps.now,
    }),
    reminders: createReminderScheduler({
      repository: repositories.notifications,
      transaction,
      notifications,
      logger,
      intervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
    }),
    push: createPushService({
      repository: repositories.push,
      transaction,
      vapid: deps.vapid,
      allowedHosts: env.PUSH_ALLOWED_HOSTS,
      hashSessionToken: hashToken,
    }),
    pushSender: deps.vapid
      ? createPushSender({
          repository: repositories.push,
          vapid: deps.vapid,
          allowedHosts: env.PUSH_ALLOWED_HOSTS,
          logger,
          pollMs: env.PUSH_POLL_MS,
          agent: deps.pushAgent,
        })
      : undefined,
    readiness: () => (draining ? Promise.resolve(DRAINING) : readiness()),
    startDraining: () => {
      draining = true;
    },
  };
}
