import {
  HEALTH_MESSAGES,
  type HealthLogFields,
  type HealthLogUpdate,
  type SelfAssessmentRequest,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import { foundOr404, notFound } from '../../lib/http-errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import {
  assertMayChangeRecord,
  type FamilyMember,
  type SessionParent,
} from '../../lib/request-context.js';
import { newRowSlot, type FileService, type FileSlot } from '../files/file.service.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { renderHealthLogCsv } from './health-log-export.js';
import type { HealthLogRecord, HealthLogRepository } from './health-log.repository.js';

/** Most logs one export holds (years of daily entries). */
const EXPORT_LIMIT = 20_000;
const documentMessages = {
  type: HEALTH_MESSAGES.documentType,
  unreadable: HEALTH_MESSAGES.documentUnreadable,
};

/** The log form's fields as the columns store them (sleep in hours). */
function toLogValues(fields: HealthLogUpdate) {
  return {
    date: fields.date,
    mood: fields.mood,
    sleepHours: fields.sleep,
    notes: fields.notes,
    medicalInfo: fields.medicalInfo,
    vaccination: fields.vaccination,
  };
}

/**
 * Health logs and self-assessments (issue 5, spec §2.14, §7.5). Only the owning family's
 * members can read or change them (decision 056): another family's kid or log is not found
 * (404). Each log keeps the member who wrote it (`createdBy`).
 */
export function createHealthLogService(deps: {
  repository: HealthLogRepository;
  kids: KidRepository;
  files: FileService;
}) {
  const { repository, kids, files } = deps;

  const ownedKid = (member: FamilyMember, kidId: number) =>
    foundOr404(kids.findOwned(member.familyId, kidId), NOT_FOUND_MESSAGES.kid);

  const ownedLog = (member: FamilyMember, id: number): Promise<HealthLogRecord> =>
    foundOr404(repository.findOwned(member.familyId, id), NOT_FOUND_MESSAGES.healthLog);

  /** Stores a document into `slot`: the log row that points at it. */
  function storeDocument<Result>(
    member: FamilyMember,
    kidId: number,
    document: UploadedFile,
    slot: FileSlot<Result>,
  ) {
    return files.store(
      {
        ownerParentId: member.id,
        familyId: member.familyId,
        kidId,
        purpose: 'health-document',
        kind: 'document',
        buffer: document.buffer,
        originalName: document.filename,
        messages: documentMessages,
      },
      slot,
    );
  }

  return {
    /**
     * A page of a kid's logs, newest first. The list is scoped by the family, so logs found
     * prove the kid is theirs; only an empty page asks whether the kid is (one query in the
     * common case).
     * @returns the logs and the offset of the next page (null on the last)
     * @throws HttpError 404 for another family's kid
     */
    async list(
      member: FamilyMember,
      query: {
        kidId: number;
        from?: string | undefined;
        to?: string | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<{ logs: HealthLogRecord[]; nextOffset: number | null }> {
      const logs = await repository.listByKid(member.familyId, query.kidId, {
        ...query,
        limit: query.limit + 1,
      });
      if (logs.length === 0) await ownedKid(member, query.kidId);
      const hasMore = logs.length > query.limit;
      return {
        logs: logs.slice(0, query.limit),
        nextOffset: hasMore ? query.offset + query.limit : null,
      };
    },

    /** @throws HttpError 404 for another family's kid; 415/400/413 for the document */
    async create(
      member: FamilyMember,
      fields: HealthLogFields,
      document?: UploadedFile,
    ): Promise<HealthLogRecord> {
      await ownedKid(member, fields.kidId);
      const values = {
        familyId: member.familyId,
        createdBy: member.id,
        kidId: fields.kidId,
        source: 'log' as const,
        ...toLogValues(fields),
      };
      const id = document
        ? await storeDocument(
            member,
            fields.kidId,
            document,
            newRowSlot(({ healthLogs }, file) =>
              healthLogs.insert({ ...values, documentFileId: file.id }),
            ),
          )
        : await repository.insert(values);
      return ownedLog(member, id);
    },

    /**
     * Stores a child's self-assessment as a log in the kid's list (spec §3: the answer's log is
     * appended to the list). Its mood is the child's "mood today".
     * @throws HttpError 404 for another family's kid
     */
    async createSelfAssessment(
      member: FamilyMember,
      input: SelfAssessmentRequest,
    ): Promise<HealthLogRecord> {
      await ownedKid(member, input.kidId);
      const id = await repository.insert({
        familyId: member.familyId,
        createdBy: member.id,
        kidId: input.kidId,
        source: 'self-assessment',
        date: input.date ?? new Date().toISOString().slice(0, 10),
        mood: input.moodToday,
        notes: input.notes,
        selfAssessment: {
          moodToday: input.moodToday,
          happyReason: input.happyReason,
          sadReason: input.sadReason,
          enjoyedDay: input.enjoyedDay,
          schoolDay: input.schoolDay,
          bullied: input.bullied,
        },
      });
      return ownedLog(member, id);
    },

    /**
     * Corrects a log; a new document replaces the old one in the same transaction (the old
     * file is deleted after it commits), `removeDocument` drops it.
     * @throws HttpError 404 for another family's log; 403 GUARDIAN_ONLY for a caregiver and
     *   another member's log
     */
    async update(
      member: FamilyMember,
      id: number,
      fields: HealthLogUpdate,
      document?: UploadedFile,
    ): Promise<HealthLogRecord> {
      const existing = await ownedLog(member, id);
      assertMayChangeRecord(member, existing.createdBy);
      const values = toLogValues(fields);
      if (document) {
        await storeDocument(member, existing.kidId, document, {
          async lock({ healthLogs }) {
            const log = await healthLogs.lockDocument(member.familyId, id);
            if (!log) throw notFound(NOT_FOUND_MESSAGES.healthLog);
            return log.fileId;
          },
          point: ({ healthLogs }, file) =>
            healthLogs.update(member.familyId, id, {
              ...values,
              documentFileId: file.id,
            }),
        });
        return ownedLog(member, id);
      }
      const dropOld = fields.removeDocument === 'true';
      await repository.update(member.familyId, id, {
        ...values,
        ...(dropOld ? { documentFileId: null } : {}),
      });
      if (dropOld && existing.document) await files.remove([existing.document.id]);
      return ownedLog(member, id);
    },

    /**
     * @throws HttpError 404 for another family's log; 403 GUARDIAN_ONLY for a caregiver and
     *   another member's log
     */
    async remove(member: FamilyMember, id: number): Promise<void> {
      const existing = await ownedLog(member, id);
      assertMayChangeRecord(member, existing.createdBy);
      await repository.delete(member.familyId, id);
      if (existing.document) await files.remove([existing.document.id]);
    },

    /**
     * All of a kid's logs as CSV (its words in the parent's saved language), and a file name
     * for the download.
     * @throws HttpError 404 for another family's kid
     */
    async exportCsv(
      member: FamilyMember & Pick<SessionParent, 'locale'>,
      kidId: number,
    ): Promise<{ csv: string; filename: string }> {
      const kid = await ownedKid(member, kidId);
      const logs = await repository.listByKid(member.familyId, kidId, {
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      const safeName = kid.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || `kid-${kid.id}`;
      return {
        csv: renderHealthLogCsv(logs, member.locale),
        filename: `health-${safeName}-${new Date().toISOString().slice(0, 10)}.csv`,
      };
    },
  };
}

export type HealthLogService = ReturnType<typeof createHealthLogService>;
