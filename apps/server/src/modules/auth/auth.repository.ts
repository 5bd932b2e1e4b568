import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailTokens, parents, sessions } from '../../db/schema/index.js';

export type ParentRecord = typeof parents.$inferSelect;
export type EmailTokenPurpose = 'verify' | 'reset';

/**
 * Data access for accounts: parents, sessions and e-mailed tokens. Tokens arrive here already
 * hashed; this module never sees a raw token.
 */
export function createAuthRepository(db: Database) {
  return {
    /** The parent with this e-mail, compared case-insensitively. */
    async findParentByEmail(email: string): Promise<ParentRecord | undefined> {
      const [row] = await db
        .select()
        .from(parents)
        .where(sql`lower(${parents.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findParentById(id: number): Promise<ParentRecord | undefined> {
      const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
      return row;
    },

    /**
     * Inserts a parent. Returns undefined when the e-mail is already taken (the unique index
     * on lower(email) decides, so two racing sign-ups cannot both win).
     */
    async insertParent(values: typeof parents.$inferInsert): Promise<ParentRecord | undefined> {
      const [row] = await db.insert(parents).values(values).onConflictDoNothing().returning();
      return row;
    },

    async markEmailVerified(parentId: number): Promise<void> {
      await db
        .update(parents)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(parents.id, parentId));
    },

    /** Updates the profile card's fields (spec §7.2) and answers the new row. */
    async updateProfile(
      parentId: number,
      values: Pick<ParentRecord, 'name' | 'dob' | 'gender'>,
    ): Promise<ParentRecord | undefined> {
      const [row] = await db
        .update(parents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(parents.id, parentId))
        .returning();
      return row;
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

    async updatePasswordHash(parentId: number, passwordHash: string): Promise<void> {
      await db
        .update(parents)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(parents.id, parentId));
    },

    async createSession(parentId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ parentId, tokenHash, expiresAt });
    },

    /** The parent behind an unexpired session, or undefined. */
    async findSessionParent(tokenHash: string): Promise<ParentRecord | undefined> {
      const [row] = await db
        .select({ parent: parents })
        .from(sessions)
        .innerJoin(parents, eq(sessions.parentId, parents.id))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.parent;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Deletes every session of a parent except, optionally, the one with `keepTokenHash`. */
    async deleteSessionsOfParent(parentId: number, keepTokenHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.parentId, parentId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.parentId, parentId),
        );
    },

    async createEmailToken(
      parentId: number,
      purpose: EmailTokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.insert(emailTokens).values({ parentId, purpose, tokenHash, expiresAt });
    },

    /**
     * Uses a token once: marks it used if it is unused and unexpired, in one statement so two
     * concurrent uses cannot both succeed.
     * @returns the parent id, or undefined when the token is unknown, used or expired
     */
    async consumeEmailToken(
      tokenHash: string,
      purpose: EmailTokenPurpose,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ parentId: emailTokens.parentId });
      return row?.parentId;
    },

    /** Marks every outstanding token of this purpose used (a newer one replaces them). */
    async retireEmailTokens(parentId: number, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.parentId, parentId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
