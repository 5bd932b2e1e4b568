import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, healthLogs, kids } from '../../db/schema/index.js';

export type HealthLogRow = typeof healthLogs.$inferSelect;
export type HealthLogRecord = HealthLogRow & {
  kidName: string;
  document: { id: number; name: string | null; contentType: string } | null;
};

/** Data access for health logs, always scoped by the parent. */
export function createHealthLogRepository(db: Database) {
  const query = () =>
    db
      .select({
        log: healthLogs,
        kidName: kids.name,
        fileId: files.id,
        fileName: files.originalName,
        fileType: files.contentType,
      })
      .from(healthLogs)
      .innerJoin(kids, eq(healthLogs.kidId, kids.id))
      .leftJoin(files, eq(healthLogs.documentFileId, files.id));

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
      parentId: number,
      kidId: number,
      options: {
        from?: string | undefined;
        to?: string | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<HealthLogRecord[]> {
      const conditions: SQL[] = [eq(healthLogs.parentId, parentId), eq(healthLogs.kidId, kidId)];
      if (options.from) conditions.push(gte(healthLogs.date, options.from));
      if (options.to) conditions.push(lte(healthLogs.date, options.to));
      const rows = await query()
        .where(and(...conditions))
        .orderBy(desc(healthLogs.date), desc(healthLogs.createdAt), desc(healthLogs.id))
        .limit(options.limit)
        .offset(options.offset);
      return rows.map(toRecord);
    },

    async findOwned(parentId: number, id: number): Promise<HealthLogRecord | undefined> {
      const [row] = await query()
        .where(and(eq(healthLogs.id, id), eq(healthLogs.parentId, parentId)))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    /**
     * Locks the parent's log until the transaction ends (a concurrent document replacement
     * waits) and answers its document's file id; undefined for another family's log.
     */
    async lockDocument(
      parentId: number,
      id: number,
    ): Promise<{ fileId: number | null } | undefined> {
      const [row] = await db
        .select({ fileId: healthLogs.documentFileId })
        .from(healthLogs)
        .where(and(eq(healthLogs.id, id), eq(healthLogs.parentId, parentId)))
        .for('no key update');
      return row;
    },

    async insert(values: typeof healthLogs.$inferInsert): Promise<number> {
      const [row] = await db.insert(healthLogs).values(values).returning({ id: healthLogs.id });
      if (!row) throw new Error('Health log was not inserted');
      return row.id;
    },

    async update(
      parentId: number,
      id: number,
      values: Partial<typeof healthLogs.$inferInsert>,
    ): Promise<void> {
      await db
        .update(healthLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(healthLogs.id, id), eq(healthLogs.parentId, parentId)));
    },

    async delete(parentId: number, id: number): Promise<void> {
      await db
        .delete(healthLogs)
        .where(and(eq(healthLogs.id, id), eq(healthLogs.parentId, parentId)));
    },
  };
}

export type HealthLogRepository = ReturnType<typeof createHealthLogRepository>;
