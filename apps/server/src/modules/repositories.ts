import type { Database } from '../db/client.js';
import { createAccountRepository } from './account/account.repository.js';
import { createAuthRepository } from './auth/auth.repository.js';
import { createBillingRepository } from './billing/billing.repository.js';
import { createBlockRepository } from './blocks/block.repository.js';
import { createCertificateRepository } from './certificates/certificate.repository.js';
import { createExploreRepository } from './explore/explore.repository.js';
import { createFamilyRepository } from './family/family.repository.js';
import { createFileRepository } from './files/file.repository.js';
import { createFriendRepository } from './friends/friend.repository.js';
import { createHealthLogRepository } from './health-logs/health-log.repository.js';
import { createKidRepository } from './kids/kid.repository.js';
import { createMeasurementRepository } from './measurements/measurement.repository.js';
import { createMessageRepository } from './messages/message.repository.js';
import { createModerationRepository } from './moderation/moderation.repository.js';
import { createMilestoneRepository } from './milestones/milestone.repository.js';
import { createNotificationRepository } from './notifications/notification.repository.js';
import { createPushRepository } from './push/push.repository.js';
import { createParentRepository } from './parents/parent.repository.js';
import { createScheduleEventRepository } from './schedule-events/schedule-event.repository.js';

/**
 * Every module's repository on one database handle — the app's pool or one transaction
 * (decision 047). The composition root (services.ts) makes the set on the pool and hands each
 * service the repositories it reads; {@link transactionRunner} makes a set on each
 * transaction. A new module adds its repository here. Building a set costs closures only:
 * each repository prepares its statements on first use (db/prepared.ts).
 * @param db the Drizzle database, or a transaction (a Database bound to it)
 */
export function createRepositories(db: Database) {
  return {
    account: createAccountRepository(db),
    auth: createAuthRepository(db),
    billing: createBillingRepository(db),
    blocks: createBlockRepository(db),
    certificates: createCertificateRepository(db),
    explore: createExploreRepository(db),
    family: createFamilyRepository(db),
    files: createFileRepository(db),
    friends: createFriendRepository(db),
    healthLogs: createHealthLogRepository(db),
    kids: createKidRepository(db),
    measurements: createMeasurementRepository(db),
    messages: createMessageRepository(db),
    milestones: createMilestoneRepository(db),
    moderation: createModerationRepository(db),
    notifications: createNotificationRepository(db),
    parents: createParentRepository(db),
    push: createPushRepository(db),
    scheduleEvents: createScheduleEventRepository(db),
  };
}

/** The typed set of every repository, on one database handle (see createRepositories). */
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction: its writes commit together when it resolves, and none remain
 * when it throws (the error is rethrown). `work` receives every repository bound to the
 * transaction (`transaction(async ({ kids, files }) => …)`): a service never builds a
 * repository itself, nor imports another module's repository factory.
 */
export type RunInTransaction = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

/** The transaction runner of a database (see RunInTransaction). */
export function transactionRunner(db: Database): RunInTransaction {
  return (work) => db.transaction((tx) => work(createRepositories(tx)));
}
