import { and, asc, count, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FamilyRole, Locale } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import {
  families,
  familyInvitations,
  familyMembers,
  files,
  friendRequests,
  kids,
  parents,
} from '../../db/schema/index.js';

export type FamilyRecord = typeof families.$inferSelect;
export type FamilyInvitationRecord = typeof familyInvitations.$inferSelect;

/** A parent's membership: their family and role. */
export interface Membership {
  familyId: number;
  role: FamilyRole;
}

/** What the last-guardian rule reads of a family (decision 056). */
export interface FamilyHeadcount {
  guardians: number;
  members: number;
  kids: number;
}

/** An invitation neither accepted nor cancelled (expired ones included). */
const pending = and(isNull(familyInvitations.acceptedAt), isNull(familyInvitations.cancelledAt));

/**
 * The family's guardians other than `parentId`: whether one remains decides the last-guardian
 * rule (decision 056), and the longest-standing of them inherits what `parentId` held.
 */
function otherGuardians(familyId: number, parentId: number): SQL {
  return and(
    eq(familyMembers.familyId, familyId),
    eq(familyMembers.role, 'guardian'),
    ne(familyMembers.parentId, parentId),
  ) as SQL;
}

/** A member as the family's answer reads them: their parent's name and photo, their role. */
export interface FamilyMemberView {
  parentId: number;
  name: string;
  photoFileId: number | null;
  role: FamilyRole;
  joinedAt: Date;
}

/**
 * Data access for families and their members (issue 24, decision 056). A parent is a member of
 * exactly one family: `family_members.parent_id` is the key.
 */
export function createFamilyRepository(db: Database) {
  return {
    /**
     * Makes a new family with `parentId` as its one guardian (a registration, in its
     * transaction). Fails on the key when the parent is a member of a family already.
     * @returns the new family's id
     */
    async createWithGuardian(parentId: number): Promise<number> {
      const [family] = await db.insert(families).values({}).returning({ id: families.id });
      if (!family) throw new Error('Family was not inserted');
      await db.insert(familyMembers).values({ parentId, familyId: family.id, role: 'guardian' });
      return family.id;
    },

    /** Adds a parent who is in no family yet (a registration through an invitation). */
    async addMember(parentId: number, familyId: number, role: FamilyRole): Promise<void> {
      await db.insert(familyMembers).values({ parentId, familyId, role });
    },
    /** Makes a new family with no members yet (a member moving out gets one). */
    async createEmpty(): Promise<number> {
      const [family] = await db.insert(families).values({}).returning({ id: families.id });
      if (!family) throw new Error('Family was not inserted');
      return family.id;
    },
    async findById(familyId: number): Promise<FamilyRecord | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId));
      return row;
    },

    /**
     * Sets the family's home area to a place of the gazetteer (issue 30, decision 062): its id,
     * name, region code, country, centre (degrees) and locality cells; drops a legacy
     * free-text area.
     * @returns false when the family is gone
     */
    async setArea(
      familyId: number,
      area: {
        placeId: number;
        name: string;
        admin: string | null;
        country: string;
        lat: number;
        lon: number;
        cells: string[];
      },
    ): Promise<boolean> {
      const rows = await db
        .update(families)
        .set({
          areaPlaceId: area.placeId,
          areaName: area.name,
          areaAdmin: area.admin,
          areaCountry: area.country,
          areaLat: area.lat,
          areaLon: area.lon,
          areaCells: area.cells,
          legacyArea: null,
        })
        .where(eq(families.id, familyId))
        .returning({ id: families.id });
      return rows.length > 0;
    },

    /**
     * Records that a guardian answered the prompt for a home area (issue 30's "asked once"):
     * the first answer's time is kept.
     */
    async dismissAreaPrompt(familyId: number): Promise<void> {
      await db
        .update(families)
        .set({ areaPromptDismissedAt: sql`now()` })
        .where(and(eq(families.id, familyId), isNull(families.areaPromptDismissedAt)));
    },

    /** The family's members: guardians first, then by when they joined (then parent id). */
    members(familyId: number): Promise<FamilyMemberView[]> {
      return db
        .select({
          parentId: familyMembers.parentId,
          name: parents.name,
          photoFileId: parents.photoFileId,
          role: familyMembers.role,
          joinedAt: familyMembers.joinedAt,
        })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(eq(familyMembers.familyId, familyId))
        .orderBy(
          sql`${familyMembers.role} <> 'guardian'`,
          asc(familyMembers.joinedAt),
          asc(familyMembers.parentId),
        );
    },

    /**
     * Deletes the family — and, by the schema's cascades, its kids, every record of them, its
     * family-wide events and its files' rows — when no guardian but `parentId` remains in it
     * (the last guardian's account deletion). Run in the deletion's transaction, after the
     * family's row was locked (see lockFamily).
     * @returns whether the family was deleted
     */
    async deleteIfLastGuardian(familyId: number, parentId: number): Promise<boolean> {
      const others = db
        .select({ parentId: familyMembers.parentId })
        .from(familyMembers)
        .where(otherGuardians(familyId, parentId));
      const deleted = await db
        .delete(families)
        .where(and(eq(families.id, familyId), sql`not exists (${others})`))
        .returning({ id: families.id });
      return deleted.length > 0;
    },

    /**
     * Locks the family's row (SELECT … FOR UPDATE) until the transaction ends: membership
     * changes and a deletion of the family take turns. Run in a transaction.
     */
    async lockFamily(familyId: number): Promise<void> {
      await db
        .select({ id: families.id })
        .from(families)
        .where(eq(families.id, familyId))
        .for('update');
    },

    /** The parent's family and role, as the database has it now (undefined: no member). */
    async membership(parentId: number): Promise<Membership | undefined> {
      const [row] = await db
        .select({ familyId: familyMembers.familyId, role: familyMembers.role })
        .from(familyMembers)
        .where(eq(familyMembers.parentId, parentId));
      return row;
    },

    /** How many guardians, members and kids the family has (for the last-guardian rule). */
    async headcount(familyId: number): Promise<FamilyHeadcount> {
      const [members] = await db
        .select({
          members: count(),
          guardians:
            sql<number>`count(*) filter (where ${familyMembers.role} = 'guardian')`.mapWith(Number),
        })
        .from(familyMembers)
        .where(eq(familyMembers.familyId, familyId));
      const [owned] = await db
        .select({ kids: count() })
        .from(kids)
        .where(eq(kids.familyId, familyId));
      return {
        guardians: members?.guardians ?? 0,
        members: members?.members ?? 0,
        kids: owned?.kids ?? 0,
      };
    },

    /**
     * Moves the parent into `familyId` with `role`, joining now. Run in a transaction, after
     * both families' rows were locked ({@link lockFamilies}).
     */
    async moveMember(parentId: number, familyId: number, role: FamilyRole): Promise<void> {
      await db
        .update(familyMembers)
        .set({ familyId, role, joinedAt: new Date() })
        .where(eq(familyMembers.parentId, parentId));
    },

    /** Sets a member's role in `familyId`. @returns whether they are a member of it */
    async setRole(familyId: number, parentId: number, role: FamilyRole): Promise<boolean> {
      const updated = await db
        .update(familyMembers)
        .set({ role })
        .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.parentId, parentId)))
        .returning({ parentId: familyMembers.parentId });
      return updated.length > 0;
    },

    /**
     * What `parentId` holds for the family passes to its longest-standing other guardian: the
     * kids they represent on the social layer (`kids.parent_id`), the family's files they
     * uploaded (`files.owner_parent_id`), and the family's friend requests they sent or that
     * were addressed to them (`friend_requests.sender_id`, `receiver_id`; decision 058), so that
     * all stay with the family when the parent leaves it or deletes their account (the columns
     * cascade on the parent's deletion).
     * A no-op when no other guardian is left (the last-guardian rule refuses that case first).
     */
    async handOver(familyId: number, parentId: number): Promise<void> {
      const [heir] = await db
        .select({ parentId: familyMembers.parentId })
        .from(familyMembers)
        .where(otherGuardians(familyId, parentId))
        .orderBy(asc(familyMembers.joinedAt), asc(familyMembers.parentId))
        .limit(1);
      if (!heir) return;
      await db
        .update(kids)
        .set({ parentId: heir.parentId })
        .where(and(eq(kids.familyId, familyId), eq(kids.parentId, parentId)));
      await db
        .update(files)
        .set({ ownerParentId: heir.parentId })
        .where(and(eq(files.familyId, familyId), eq(files.ownerParentId, parentId)));
      await db
        .update(friendRequests)
        .set({ senderId: heir.parentId })
        .where(
          and(eq(friendRequests.senderFamilyId, familyId), eq(friendRequests.senderId, parentId)),
        );
      await db
        .update(friendRequests)
        .set({ receiverId: heir.parentId })
        .where(
          and(
            eq(friendRequests.receiverFamilyId, familyId),
            eq(friendRequests.receiverId, parentId),
          ),
        );
    },

    /** The family's members other than `parentId` (their parent ids). */
    async otherMemberIds(familyId: number, parentId: number): Promise<number[]> {
      const rows = await db
        .select({ parentId: familyMembers.parentId })
        .from(familyMembers)
        .where(and(eq(familyMembers.familyId, familyId), ne(familyMembers.parentId, parentId)));
      return rows.map((row) => row.parentId);
    },

    /**
     * Deletes the family when it has neither members nor kids left (its last member moved
     * out). Its family-wide events and pending invitations go with it (cascades).
     */
    async deleteIfEmpty(familyId: number): Promise<void> {
      await db
        .delete(families)
        .where(
          and(
            eq(families.id, familyId),
            sql`not exists (select 1 from ${familyMembers} where ${familyMembers.familyId} = ${familyId})`,
            sql`not exists (select 1 from ${kids} where ${kids.familyId} = ${familyId})`,
          ),
        );
    },

    /**
     * Locks the rows of several families, lowest id first, so that two transactions locking
     * the same pair never wait on each other in a cycle. Run in a transaction.
     */
    async lockFamilies(familyIds: number[]): Promise<void> {
      for (const familyId of [...new Set(familyIds)].sort((a, b) => a - b)) {
        await db
          .select({ id: families.id })
          .from(families)
          .where(eq(families.id, familyId))
          .for('update');
      }
    },

    /** Whether a member of the family has the account of `email` (lower-cased). */
    async hasMemberWithEmail(familyId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ parentId: familyMembers.parentId })
        .from(familyMembers)
        .innerJoin(parents, eq(parents.id, familyMembers.parentId))
        .where(and(eq(familyMembers.familyId, familyId), sql`lower(${parents.email}) = ${email}`))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The saved language of the account of `email` (lower-cased), if one has it: the language
     * an invitation to that address is written in (decision 076).
     */
    async localeOfEmail(email: string): Promise<Locale | undefined> {
      const [row] = await db
        .select({ locale: parents.locale })
        .from(parents)
        .where(sql`lower(${parents.email}) = ${email}`)
        .limit(1);
      return row?.locale;
    },

    /** The family's pending invitations (expired ones included), oldest first. */
    pendingInvitations(familyId: number): Promise<FamilyInvitationRecord[]> {
      return db
        .select()
        .from(familyInvitations)
        .where(and(eq(familyInvitations.familyId, familyId), pending))
        .orderBy(asc(familyInvitations.createdAt), asc(familyInvitations.id));
    },

    /**
     * Stores the family's pending invitation of `email`, or — when one is pending already —
     * replaces its role, token, inviter and expiry (a resend: the old link stops working).
     * One statement, so two guardians inviting the same address at once leave one invitation.
     */
    async upsertInvitation(values: {
      familyId: number;
      email: string;
      role: FamilyRole;
      tokenHash: string;
      invitedBy: number;
      expiresAt: Date;
    }): Promise<FamilyInvitationRecord> {
      const [row] = await db
        .insert(familyInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [familyInvitations.familyId, familyInvitations.email],
          targetWhere: pending,
          set: {
            role: values.role,
            tokenHash: values.tokenHash,
            invitedBy: values.invitedBy,
            expiresAt: values.expiresAt,
          },
        })
        .returning();
      if (!row) throw new Error('Invitation was not stored');
      return row;
    },

    /** Cancels the family's pending invitation `id`. @returns false when there is none */
    async cancelInvitation(familyId: number, id: number): Promise<boolean> {
      const cancelled = await db
        .update(familyInvitations)
        .set({ cancelledAt: new Date() })
        .where(and(eq(familyInvitations.id, id), eq(familyInvitations.familyId, familyId), pending))
        .returning({ id: familyInvitations.id });
      return cancelled.length > 0;
    },

    /** The invitation whose link token hashes to `tokenHash`, whatever its state. */
    async findInvitationByTokenHash(
      tokenHash: string,
    ): Promise<FamilyInvitationRecord | undefined> {
      const [row] = await db
        .select()
        .from(familyInvitations)
        .where(eq(familyInvitations.tokenHash, tokenHash));
      return row;
    },

    /**
     * Marks the invitation accepted by `parentId` if it is still pending and unexpired — once:
     * of two concurrent acceptances, the second finds it accepted.
     * @returns whether this call accepted it
     */
    async acceptInvitation(id: number, parentId: number): Promise<boolean> {
      const accepted = await db
        .update(familyInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: parentId })
        .where(
          and(eq(familyInvitations.id, id), pending, gt(familyInvitations.expiresAt, sql`now()`)),
        )
        .returning({ id: familyInvitations.id });
      return accepted.length > 0;
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
