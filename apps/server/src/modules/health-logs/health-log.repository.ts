import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deleteFamilyRecord, familyRecord } from '../../db/family-records.js';
import { preparedOnce } from '../../db/prepared.js';
import { files, healthLogs, kids } from '../../db/schema/index.js';

/** The columns a health-log answer and the export show (spec §3 Health log). */
const logColumns = {
  id: healthLogs.id,
  kidId: healthLogs.kidId,
  source: healthLogs.source,
  date: healthLogs.date,
  mood: healthLogs.mood,
  sleepHours: healthLogs.sleepHours,
  notes: healthLogs.notes,
  medicalInfo: healthLogs.medicalInfo,
  vaccination: healthLogs.vaccination,
  selfAssessment: healthLogs.selfAssessment,
  createdAt: healthLogs.createdAt,
  createdBy: healthLogs.createdBy,
};

export type HealthLogRow = Pick<typeof healthLogs.$inferSelect, keyof typeof logColumns>;
export type HealthLogRecord = HealthLogRow & {
  kidName: string;
  document: { id: number; name: string | null; contentType: string } | null;
};

/** Data access for health logs, always scoped by the family (decision 056). */
export function createHealthLogRepository(db: Database) {
  const query = () =>
    db
      .select({
        log: logColumns,
        kidName: kids.name,
        fileId: files.id,
        fileName: files.originalName,
        fileType: files.contentType,
      })
      .from(healthLogs)
      .innerJoin(kids, eq(healthLogs.kidId, kids.id))
      .leftJoin(files, eq(healthLogs.documentFileId, files.id));

  // The health tracker's list (issue 13), prepared once: one statement whether or not the
  // range has ends (an open end is ±infinity), served by the (kid, date) index.
  const logsOfKid = preparedOnce(() =>
    query()
      .where(
        and(
          eq(healthLogs.familyId, sql.placeholder('familyId')),
          eq(healthLogs.kidId, sql.placeholder('kidId')),
          gte(healthLogs.date, sql`coalesce(${sql.placeholder('from')}::date, '-infinity'::date)`),
          lte(healthLogs.date, sql`coalesce(${sql.placeholder('to')}::date, 'infinity'::date)`),
        ),
      )
      .orderBy(desc(healthLogs.date), desc(healthLogs.createdAt), desc(healthLogs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('health_logs_of_kid'),
  );

  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const toRecord = (row: Row): HealthLogRecord => ({
    ...row.log,
    kidName: row.kidName,
    document:
      row.fileId && row.fileType
        ? { id: row.fileId, name: row.fileName, contentType: row.fileType }
        : null,
  });

  return {
    /** A kid's logs, newest first (date, then entry), within an optional date range. */
    async listByKid(
      familyId: number,
      kidId: number,
      options: {
        from?: string | undefined;
        to?: string | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<HealthLogRecord[]> {
      const rows = await logsOfKid().execute({
        familyId,
        kidId,
        from: options.from ?? null,
        to: options.to ?? null,
        limit: options.limit,
        offset: options.offset,
      });
      return rows.map(toRecord);
    },

    async findOwned(familyId: number, id: number): Promise<HealthLogRecord | undefined> {
      const [row] = await query()
        .where(familyRecord(healthLogs, familyId, id))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    /**
     * Locks the family's log until the transaction ends (a concurrent document replacement
     * waits) and answers its document's file id; undefined for another family's log.
     */
    async lockDocument(
      familyId: number,
      id: number,
    ): Promise<{ fileId: number | null } | undefined> {
      const [row] = await db
        .select({ fileId: healthLogs.documentFileId })
        .from(healthLogs)
        .where(familyRecord(healthLogs, familyId, id))
        .for('no key update');
      return row;
    },

    async insert(values: typeof healthLogs.$inferInsert): Promise<number> {
      const [row] = await db.insert(healthLogs).values(values).returning({ id: healthLogs.id });
      if (!row) throw new Error('Health log was not inserted');
      return row.id;
    },

    async update(
      familyId: number,
      id: number,
      values: Partial<typeof healthLogs.$inferInsert>,
    ): Promise<void> {
      await db
        .update(healthLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(familyRecord(healthLogs, familyId, id));
    },

    async delete(familyId: number, id: number): Promise<void> {
      await deleteFamilyRecord(db, healthLogs, familyId, id);
    },
  };
}

export type HealthLogRepository = ReturnType<typeof createHealthLogRepository>;
