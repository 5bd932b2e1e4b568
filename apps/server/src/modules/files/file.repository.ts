import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, kids } from '../../db/schema/index.js';

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
    async listByOwner(parentId: number): Promise<FileRecord[]> {
      return db.select().from(files).where(eq(files.ownerParentId, parentId));
    },
    async deleteByIds(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(files).where(inArray(files.id, ids));
    },
    /** Whether this file is the photo of a kid whose card is public (product.md). */
    async isPublicKidPhoto(fileId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: kids.id })
        .from(kids)
        .where(and(eq(kids.photoFileId, fileId), eq(kids.showInExplore, true)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
