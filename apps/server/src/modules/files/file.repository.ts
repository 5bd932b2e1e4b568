import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRecord = typeof files.$inferSelect;

/** Data access for stored-file rows. */
export function createFileRepository(db: Database) {
  return {
    async insert(values: typeof files.$inferInsert): Promise<FileRecord> {
      const [row] = await db.insert(files).values(values).returning();
      if (!row) throw new Error('File row was not inserted');
      return row;
    },
    async findById(id: number): Promise<FileRecord | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },
    /** Files attached to a kid (photo, certificates, health documents). */
    async listByKid(kidId: number): Promise<FileRecord[]> {
      return db.select().from(files).where(eq(files.kidId, kidId));
    },
    /**
     * The files of an account: those the parent uploaded and, with `familyId`, every file of
     * that family (its kids' photos, certificates and health documents, whoever uploaded them).
     */
    async listOfAccount(parentId: number, familyId?: number): Promise<FileRecord[]> {
      return db
        .select()
        .from(files)
        .where(
          familyId === undefined
            ? eq(files.ownerParentId, parentId)
            : or(eq(files.ownerParentId, parentId), eq(files.familyId, familyId)),
        );
    },
    /** Deletes rows by id and answers the rows deleted (their objects are the caller's). */
    async deleteByIds(ids: number[]): Promise<FileRecord[]> {
      if (ids.length === 0) return [];
      return db.delete(files).where(inArray(files.id, ids)).returning();
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
