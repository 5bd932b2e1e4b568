import { eq, sql } from 'drizzle-orm';
import { SUSPENDED_ACCOUNT_NAME } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { familyMembers, parents } from '../../db/schema/index.js';
import type { SessionParent } from '../../lib/request-context.js';

export type ParentRecord = typeof parents.$inferSelect;

/**
 * The parent's columns a signed-in request carries (the session lookup selects these and the
 * session cache keeps them): what answers show and guards check, never the password hash, and
 * the parent's family and role in it (a query selecting these joins `family_members` on the
 * parent: {@link joinFamilyMember}). Exactly the fields of {@link SessionParent}
 * (lib/request-context.ts), checked below.
 */
export const sessionParentColumns = {
  id: parents.id,
  name: parents.name,
  email: parents.email,
  emailVerified: parents.emailVerified,
  role: parents.role,
  dob: parents.dob,
  gender: parents.gender,
  photoFileId: parents.photoFileId,
  locale: parents.locale,
  familyId: familyMembers.familyId,
  familyRole: familyMembers.role,
};

/**
 * A parent's name as other families see it: SUSPENDED_ACCOUNT_NAME ("Suspended account") while
 * a moderator has suspended the account (issue 27, decision 060), else their name.
 */
export const shownParentName = sql<string>`case when ${parents.suspendedAt} is not null
  then ${SUSPENDED_ACCOUNT_NAME} else ${parents.name} end`;

/** The join that {@link sessionParentColumns} needs: the parent's one membership. */
export const joinFamilyMember = eq(familyMembers.parentId, parents.id);

/** Compiles only when the selected columns are {@link SessionParent}, field for field. */
type Assert<Check extends true> = Check;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type _ColumnsSelectSessionParent = Assert<
  Same<
    Pick<ParentRecord, Exclude<keyof typeof sessionParentColumns, 'familyId' | 'familyRole'>> & {
      familyId: (typeof familyMembers.$inferSelect)['familyId'];
      familyRole: (typeof familyMembers.$inferSelect)['role'];
    },
    SessionParent
  >
>;

/** Data access for parent accounts (spec §3 Parent). */
export function createParentRepository(db: Database) {
  return {
    /** The parent with this e-mail, compared case-insensitively. */
    async findByEmail(email: string): Promise<ParentRecord | undefined> {
      const [row] = await db
        .select()
        .from(parents)
        .where(sql`lower(${parents.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<ParentRecord | undefined> {
      const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
      return row;
    },

    /**
     * Inserts a parent. Returns undefined when the e-mail is already taken (the unique index
     * on lower(email) decides, so two racing sign-ups cannot both win).
     */
    async insert(values: typeof parents.$inferInsert): Promise<ParentRecord | undefined> {
      const [row] = await db.insert(parents).values(values).onConflictDoNothing().returning();
      return row;
    },

    async markEmailVerified(parentId: number): Promise<void> {
      await db
        .update(parents)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(parents.id, parentId));
    },

    async updatePasswordHash(parentId: number, passwordHash: string): Promise<void> {
      await db
        .update(parents)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(parents.id, parentId));
    },

    /**
     * Updates the profile card's fields (spec §7.2) and the language (issue 28), a field left
     * out (undefined) unchanged, and answers the new row.
     */
    async updateProfile(
      parentId: number,
      values: Partial<Pick<ParentRecord, 'name' | 'dob' | 'gender' | 'locale'>>,
    ): Promise<ParentRecord | undefined> {
      const [row] = await db
        .update(parents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(parents.id, parentId))
        .returning();
      return row;
    },

    /**
     * Locks the parent's row until the transaction ends (FOR NO KEY UPDATE: concurrent photo
     * replacements wait for each other; inserts that merely reference the parent do not).
     * @returns the id of the photo file the parent has now, or null
     */
    async lockPhoto(parentId: number): Promise<number | null> {
      const [row] = await db
        .select({ photoFileId: parents.photoFileId })
        .from(parents)
        .where(eq(parents.id, parentId))
        .for('no key update');
      return row?.photoFileId ?? null;
    },

    /** Points the parent's photo at a stored file and answers the new row. */
    async setPhotoFile(parentId: number, fileId: number): Promise<ParentRecord | undefined> {
      const [row] = await db
        .update(parents)
        .set({ photoFileId: fileId, updatedAt: new Date() })
        .where(eq(parents.id, parentId))
        .returning();
      return row;
    },
  };
}

export type ParentRepository = ReturnType<typeof createParentRepository>;
