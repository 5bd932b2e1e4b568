import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import {
  emailTokens,
  familyMembers,
  parents,
  sessions,
  type EmailTokenPurpose,
} from '../../db/schema/index.js';
import type { SessionParent } from '../../lib/request-context.js';
import { joinFamilyMember, sessionParentColumns } from '../parents/parent.repository.js';

/** A session row as its ending is announced: which session, whose. */
export interface SessionRef {
  sessionId: number;
  parentId: number;
}

/** A live session as its lookup answers it: which session, until when, whose. */
export interface FoundSession {
  sessionId: number;
  expiresAt: Date;
  parent: SessionParent;
}

/**
 * Data access for sessions and e-mailed tokens (the parent rows are the parents module's).
 * Tokens arrive here already hashed; this module never sees a raw token.
 */
export function createAuthRepository(db: Database) {
  const sessionRef = { sessionId: sessions.id, parentId: sessions.parentId };
  // The lookup behind every signed-in request (issue 13): prepared once, by the unique token
  // hash, the session's parent's columns a request needs (decision 002) and their family
  // (decision 056: every parent is a member of one, so the inner join drops no session).
  const sessionByTokenHash = preparedOnce(() =>
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        parent: sessionParentColumns,
      })
      .from(sessions)
      .innerJoin(parents, eq(sessions.parentId, parents.id))
      .innerJoin(familyMembers, joinFamilyMember)
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql`now()`),
          // A suspension deletes the sessions; this keeps one that raced it dead (decision 060).
          isNull(parents.suspendedAt),
        ),
      )
      .limit(1)
      .prepare('session_by_token_hash'),
  );
  return {
    async createSession(parentId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ parentId, tokenHash, expiresAt });
    },

    /** The unexpired session (by the database's clock) with this token hash, or undefined. */
    async findSession(tokenHash: string): Promise<FoundSession | undefined> {
      const [row] = await sessionByTokenHash().execute({ tokenHash });
      return row;
    },

    /** Deletes the session with this token hash; answers it, or undefined when unknown. */
    async deleteSession(tokenHash: string): Promise<SessionRef | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning(sessionRef);
      return row;
    },

    /**
     * Deletes every session of a parent except, optionally, the one with `keepTokenHash`.
     * @returns the sessions deleted
     */
    async deleteSessionsOfParent(parentId: number, keepTokenHash?: string): Promise<SessionRef[]> {
      return db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.parentId, parentId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.parentId, parentId),
        )
        .returning(sessionRef);
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

    /**
     * Whose token this is, whatever its state (unused, used, retired or expired): lets a used
     * verification link of an already verified parent be told apart from an unknown token.
     * @returns the parent id, or undefined when no such token was ever issued
     */
    async findEmailTokenOwner(
      tokenHash: string,
      purpose: EmailTokenPurpose,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ parentId: emailTokens.parentId })
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
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
