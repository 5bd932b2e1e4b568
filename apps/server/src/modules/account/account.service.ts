import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_MESSAGES } from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { HttpError } from '../../lib/http-errors.js';
import type { FamilyMember, SessionParent } from '../../lib/request-context.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BillingService } from '../billing/billing.service.js';
import { presentBlock } from '../blocks/block.presenter.js';
import type { BlockRepository } from '../blocks/block.repository.js';
import { presentCertificate } from '../certificates/certificate.presenter.js';
import type { CertificateRepository } from '../certificates/certificate.repository.js';
import type { FileRepository } from '../files/file.repository.js';
import type { FileService } from '../files/file.service.js';
import { presentFriend, presentFriendRequest } from '../friends/friend-request.presenter.js';
import { orderedPair, type FriendRepository } from '../friends/friend.repository.js';
import { presentHealthLog } from '../health-logs/health-log.presenter.js';
import type { HealthLogRepository } from '../health-logs/health-log.repository.js';
import { presentKid } from '../kids/kid.presenter.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { presentMeasurement } from '../measurements/measurement.presenter.js';
import type { MeasurementRepository } from '../measurements/measurement.repository.js';
import { presentMessage } from '../messages/message.presenter.js';
import { presentMilestone } from '../milestones/milestone.presenter.js';
import { withoutDeletedName } from '../notifications/notification-content.js';
import { presentNotification } from '../notifications/notification.presenter.js';
import { presentParent } from '../parents/parent.presenter.js';
import type { RunInTransaction } from '../repositories.js';
import { presentScheduleEvent } from '../schedule-events/schedule-event.presenter.js';
import type { ScheduleEventRepository } from '../schedule-events/schedule-event.repository.js';
import { streamExportZip } from './account-export.js';
import type { AccountRepository } from './account.repository.js';

/** A kid's health logs in one read: more than any kid has (a row a day for 5,000 years). */
const ALL_HEALTH_LOGS = 2_000_000;

/** A streamed export and the name the browser saves it under. */
export interface AccountExport {
  fileName: string;
  stream: Readable;
}

/**
 * The parent's data rights (issue 14; GDPR Art. 15, 17 and 20; COPPA's parental review and
 * deletion; decision 029): the export of everything the account holds, and its deletion.
 * Every read is scoped by the session's parent, and the kids and their records by the parent's
 * family (decision 056: a guardian's export holds the family's records, a caregiver's only what
 * they wrote); another family appears only as the parent already sees it in the app (a friend's name and e-mail, a request's other parent, a
 * blocked kid's name), through the same presenters as the API's answers.
 */
export function createAccountService(deps: {
  repository: AccountRepository;
  transaction: RunInTransaction;
  auth: Pick<AuthService, 'checkPassword' | 'endedSessions'>;
  billing: Pick<BillingService, 'check' | 'cancelForAccountDeletion'>;
  files: Pick<FileService, 'open' | 'removeStoredObjects'>;
  kids: Pick<KidRepository, 'listByFamily'>;
  scheduleEvents: Pick<ScheduleEventRepository, 'listByFamily'>;
  healthLogs: Pick<HealthLogRepository, 'listByKid'>;
  measurements: Pick<MeasurementRepository, 'listByFamily'>;
  certificates: Pick<CertificateRepository, 'listByKid'>;
  friends: Pick<FriendRepository, 'listSent' | 'listReceived' | 'listFriends'>;
  blocks: Pick<BlockRepository, 'listByFamily'>;
  fileRows: Pick<FileRepository, 'listOfAccount'>;
  events: AppEvents;
  logger: FastifyBaseLogger;
}) {
  const { repository, transaction, auth, billing, files, events, logger } = deps;

  /** Every record of the parent's, as the export's JSON holds it (files apart). */
  async function documentOf(parent: SessionParent, now: Date): Promise<Record<string, unknown>> {
    const id = parent.id;
    const { familyId } = parent;
    // A guardian's export holds the family's records; a caregiver's what they wrote (issue 24).
    const familyWide = parent.familyRole === 'guardian';
    const written = <T extends { createdBy: number | null }>(rows: T[]): T[] =>
      familyWide ? rows : rows.filter((row) => row.createdBy === id);
    const kids = await deps.kids.listByFamily(familyId);
    const [
      dates,
      scheduleEvents,
      healthLogs,
      milestones,
      measurements,
      certificates,
      sent,
      received,
      friends,
      messages,
      notifications,
      blocks,
      subscription,
      calendarFeedCreatedAt,
      sessions,
    ] = await Promise.all([
      repository.accountDates(id),
      deps.scheduleEvents.listByFamily(familyId),
      Promise.all(
        kids.map((kid) =>
          deps.healthLogs.listByKid(familyId, kid.id, { limit: ALL_HEALTH_LOGS, offset: 0 }),
        ),
      ),
      repository.milestones(familyId),
      deps.measurements.listByFamily(familyId),
      Promise.all(kids.map((kid) => deps.certificates.listByKid(familyId, kid.id))),
      deps.friends.listSent(familyId),
      deps.friends.listReceived(familyId),
      deps.friends.listFriends(parent),
      repository.messages(id),
      repository.notifications(id),
      deps.blocks.listByFamily(familyId),
      billing.check(familyId),
      repository.calendarFeedCreatedAt(id),
      repository.sessions(id),
    ]);
    const logs = written(healthLogs.flat()).map(presentHealthLog);
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      scope: familyWide ? 'family' : 'own-records',
      parent: {
        ...presentParent(parent),
        createdAt: dates?.createdAt.toISOString() ?? null,
        updatedAt: dates?.updatedAt.toISOString() ?? null,
      },
      // The kids' profiles are the family's: a caregiver's records name their kid by id.
      kids: familyWide ? kids.map((kid) => presentKid(kid)) : [],
      scheduleEvents: written(scheduleEvents).map(presentScheduleEvent),
      healthLogs: logs.filter((log) => log.source !== 'self-assessment'),
      selfAssessments: logs.filter((log) => log.source === 'self-assessment'),
      milestones: written(milestones).map(presentMilestone),
      measurements: written(measurements).map(presentMeasurement),
      certificates: written(certificates.flat()).map(presentCertificate),
      friendRequests: {
        sent: sent.map(presentFriendRequest),
        received: received.map(presentFriendRequest),
      },
      friends: friends.map(presentFriend),
      messages: {
        sent: messages.filter((m) => m.senderId === id).map(presentMessage),
        received: messages.filter((m) => m.receiverId === id).map(presentMessage),
      },
      notifications: notifications.map((record) => presentNotification(record, parent.locale)),
      blocks: blocks.map(presentBlock),
      subscription,
      calendarFeed: calendarFeedCreatedAt
        ? { createdAt: calendarFeedCreatedAt.toISOString() }
        : null,
      sessions: sessions.map((session) => ({
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
    };
  }

  return {
    /**
     * The parent's export (GDPR Art. 15 and 20): a zip of `nestling-data.json` — profile,
     * kids, schedule events, health logs, self-assessments, milestones, measurements, certificates, friend
     * requests sent and received, friends, messages sent and received, notifications, blocks,
     * the subscription, the calendar feed's date, the sessions' dates, and the list of files —
     * and every uploaded file under `files/`. A guardian's holds the family's kids and records
     * and files (`scope: 'family'`); a caregiver's only the records and files they wrote
     * (`scope: 'own-records'`, no kid profiles; issue 24). The records are read before it answers; the
     * files stream as the browser downloads. Never a password hash, a token or its hash, a
     * Stripe id.
     */
    async export(parent: SessionParent): Promise<AccountExport> {
      const now = new Date();
      const [document, fileRows] = await Promise.all([
        documentOf(parent, now),
        // A caregiver's files are those they uploaded; a guardian's the family's too.
        deps.fileRows.listOfAccount(
          parent.id,
          parent.familyRole === 'guardian' ? parent.familyId : undefined,
        ),
      ]);
      const stream = streamExportZip({
        document,
        files: fileRows.sort((a, b) => a.id - b.id),
        open: async (file) => (await files.open(file, 'original')).stream,
        logger,
        now,
      });
      return { fileName: `nestling-data-${now.toISOString().slice(0, 10)}.zip`, stream };
    },

    /**
     * Deletes the account (GDPR Art. 17; COPPA's parental deletion) once the password is
     * confirmed: a paid Stripe subscription is cancelled first; then, in one transaction
     * holding the parent's and the family's rows, their sessions go, the family with its kids
     * and every record of them when the parent is its last guardian (decision 056) — its
     * caregivers then get a family of their own each — else the kids they represent and the
     * family's files they uploaded pass to the family's next guardian and stay; and the
     * parent's row, and every record of theirs with it (the schema's
     * cascades; friends keep their copies of the messages, shown as from "Deleted account"). After the commit every instance forgets the
     * sessions and their sockets close (`sessionEnded`), friends' lists refresh
     * (`friendshipChanged`), and the stored files and thumbnails are deleted.
     * @throws HttpError 403 WRONG_PASSWORD (nothing deleted); 503 BILLING_UNAVAILABLE when
     *   Stripe cannot cancel (nothing deleted)
     */
    async delete(parent: FamilyMember, password: string): Promise<void> {
      const { id: parentId, familyId } = parent;
      if (!(await auth.checkPassword(parentId, password))) {
        throw new HttpError(403, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword);
      }
      // The family's subscription goes with the family: only when no other guardian remains
      // (decision 058; the transaction below decides it again under the family's lock).
      const familyGoes = await transaction(async (repos) => {
        if (parent.familyRole !== 'guardian') return false;
        return (await repos.family.headcount(familyId)).guardians <= 1;
      });
      if (familyGoes) await billing.cancelForAccountDeletion(familyId);
      const { ended, fileRows, friendIds, rehomed } = await transaction(async (repos) => {
        // The row lock makes an upload in flight wait (its file row references the parent)
        // and then fail, so no file row escapes the list below.
        // The family's row likewise for a kid's file (it references the family).
        await repos.account.lockParent(parentId);
        await repos.family.lockFamily(familyId);
        // Friends' and strangers' notifications about their requests keep no name of theirs.
        const parent = await repos.parents.findById(parentId);
        if (parent) {
          const others = await repos.notifications.othersAboutRequestsOf(parentId);
          for (const other of others) {
            const renamed = withoutDeletedName(other, parent.name);
            if (renamed) await repos.notifications.setContent(other.id, renamed);
          }
        }
        // The family stays while another guardian remains: what the parent held for it (the
        // kids they represent, the family's files they uploaded) passes to that guardian first.
        await repos.family.handOver(familyId, parentId);
        // Listed before the family's deletion cascades to its file rows.
        const ofAccount = await repos.files.listOfAccount(parentId, familyId);
        const othersLeft = await repos.family.otherMemberIds(familyId, parentId);
        const familyGoes = await repos.family.deleteIfLastGuardian(familyId, parentId);
        const listed = familyGoes
          ? ofAccount
          : ofAccount.filter((file) => file.ownerParentId === parentId);
        // Caregivers of a family that went (its last guardian's deletion) get one of their own.
        const rehomed = familyGoes ? othersLeft : [];
        for (const memberId of rehomed) await repos.family.createWithGuardian(memberId);
        const friendRows = await repos.friends.listFriends({ id: parentId, familyId });
        const sessionRefs = await repos.auth.deleteSessionsOfParent(parentId);
        await repos.account.deleteParent(parentId);
        return {
          ended: sessionRefs,
          fileRows: listed,
          friendIds: friendRows.map((friend) => friend.id),
          rehomed,
        };
      });
      await auth.endedSessions(ended);
      for (const memberId of rehomed) {
        events.emit('parentChanged', { parentId: memberId });
        events.emit('familyChanged', { parentId: memberId });
      }
      for (const friendId of friendIds) {
        events.emit('friendshipChanged', {
          parentIds: orderedPair(parentId, friendId),
          change: 'ended',
        });
      }
      await files.removeStoredObjects(fileRows);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
