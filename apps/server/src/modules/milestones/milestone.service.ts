import {
  MILESTONE_MESSAGES,
  milestoneExistsMessage,
  type MilestoneCreate,
  type MilestoneListQuery,
  type MilestoneUpdate,
} from '@nestling/shared';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import { assertMayChangeRecord, type FamilyMember } from '../../lib/request-context.js';
import type { KidRepository } from '../kids/kid.repository.js';
import {
  MILESTONE_TITLE_UNIQUE,
  type MilestonePageRecord,
  type MilestoneRecord,
  type MilestoneRepository,
} from './milestone.repository.js';

/** 409 MILESTONE_EXISTS with spec §5's text, naming the title the parent sent. */
function milestoneExists(title: string) {
  return conflict('MILESTONE_EXISTS', milestoneExistsMessage(title));
}

/**
 * A kid's milestones (issue 10, spec §2.15, §7.5): listed in pages, added, renamed, re-dated,
 * marked complete or incomplete, deleted. Only the owning family's members read or change them
 * (decision 056);
 * another family's kid or milestone is not found (404).
 */
export function createMilestoneService(deps: {
  repository: MilestoneRepository;
  kids: Pick<KidRepository, 'findOwned'>;
}) {
  const { repository, kids } = deps;

  const ownedKid = (member: FamilyMember, kidId: number) =>
    foundOr404(kids.findOwned(member.familyId, kidId), MILESTONE_MESSAGES.kidNotFound);

  /** 404 for another family's milestone, 403 for a caregiver and another member's. */
  async function assertMayChange(member: FamilyMember, id: number): Promise<void> {
    const milestone = await foundOr404(
      repository.findOwned(member.familyId, id),
      MILESTONE_MESSAGES.notFound,
    );
    assertMayChangeRecord(member, milestone.createdBy);
  }

  return {
    /**
     * One page of the kid's milestones with `total` (matching) and the kid's counts.
     * @throws HttpError 404 for another family's kid
     */
    async list(member: FamilyMember, query: MilestoneListQuery): Promise<MilestonePageRecord> {
      await ownedKid(member, query.kidId);
      return repository.page(member.familyId, query);
    },

    /**
     * Adds a milestone, not completed.
     * @throws HttpError 404 for another family's kid; 409 MILESTONE_EXISTS when the kid has a
     *   milestone of this title, case-insensitively after trimming (spec §5)
     */
    async create(member: FamilyMember, input: MilestoneCreate): Promise<MilestoneRecord> {
      await ownedKid(member, input.kidId);
      const row = await repository.insert(member, input.kidId, {
        title: input.title,
        date: input.date,
      });
      if (!row) throw milestoneExists(input.title);
      return row;
    },

    /**
     * Renames, re-dates or marks a milestone complete or incomplete.
     * @throws HttpError 404 for another family's milestone; 409 MILESTONE_EXISTS for a title the
     *   kid has on another milestone
     */
    async update(
      member: FamilyMember,
      id: number,
      input: MilestoneUpdate,
    ): Promise<MilestoneRecord> {
      await assertMayChange(member, id);
      let row: MilestoneRecord | undefined;
      try {
        row = await repository.update(member.familyId, id, input);
      } catch (error) {
        if (input.title !== undefined && isUniqueViolation(error, MILESTONE_TITLE_UNIQUE)) {
          throw milestoneExists(input.title);
        }
        throw error;
      }
      if (!row) throw notFound(MILESTONE_MESSAGES.notFound);
      return row;
    },

    /**
     * @throws HttpError 404 for another family's milestone; 403 GUARDIAN_ONLY for a caregiver
     *   and another member's milestone
     */
    async remove(member: FamilyMember, id: number): Promise<void> {
      await assertMayChange(member, id);
      if (!(await repository.delete(member.familyId, id)))
        throw notFound(MILESTONE_MESSAGES.notFound);
    },

    /**
     * The titles of the kid's milestones, for the suggestions to skip.
     * @throws HttpError 404 for another family's kid
     */
    async recordedTitles(member: FamilyMember, kidId: number): Promise<string[]> {
      await ownedKid(member, kidId);
      return repository.titlesOfKid(member.familyId, kidId);
    },
  };
}

export type MilestoneService = ReturnType<typeof createMilestoneService>;
