import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_CERTIFICATES_PER_KID } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { familyRecord } from '../../db/family-records.js';
import { certificates, files } from '../../db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;
/** A certificate with what its file is (the answer shows type, name, size and thumbnail). */
export type CertificateRecord = CertificateRow & {
  file: {
    contentType: string;
    originalName: string | null;
    byteSize: number;
    hasThumbnail: boolean;
  };
};

/** Data access for certificates, always scoped by the session's family (decision 056). */
export function createCertificateRepository(db: Database) {
  const query = () =>
    db
      .select({
        certificate: certificates,
        contentType: files.contentType,
        originalName: files.originalName,
        byteSize: files.byteSize,
        thumbnailKey: files.thumbnailKey,
      })
      .from(certificates)
      .innerJoin(files, eq(certificates.fileId, files.id));

  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const toRecord = (row: Row): CertificateRecord => ({
    ...row.certificate,
    file: {
      contentType: row.contentType,
      originalName: row.originalName,
      byteSize: row.byteSize,
      hasThumbnail: Boolean(row.thumbnailKey),
    },
  });

  return {
    /** The kid's certificates, newest first (by date, then entry); at most the kid's bound. */
    async listByKid(familyId: number, kidId: number): Promise<CertificateRecord[]> {
      const rows = await query()
        .where(and(eq(certificates.familyId, familyId), eq(certificates.kidId, kidId)))
        .orderBy(desc(certificates.date), desc(certificates.id))
        .limit(MAX_CERTIFICATES_PER_KID);
      return rows.map(toRecord);
    },

    async findOwned(familyId: number, id: number): Promise<CertificateRecord | undefined> {
      const [row] = await query()
        .where(familyRecord(certificates, familyId, id))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    async countByKid(kidId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(certificates)
        .where(eq(certificates.kidId, kidId));
      return row?.value ?? 0;
    },

    async insert(values: typeof certificates.$inferInsert): Promise<number> {
      const [row] = await db.insert(certificates).values(values).returning({ id: certificates.id });
      if (!row) throw new Error('Certificate was not inserted');
      return row.id;
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
