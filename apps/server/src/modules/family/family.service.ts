import type { Family } from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import type { SessionParent } from '../../lib/request-context.js';
import { presentFamily } from './family.presenter.js';
import type { FamilyRepository } from './family.repository.js';

/**
 * The family (issue 24, decision 056): the household that owns the kids. This slice reads it;
 * invitations, role changes and leaving come in later slices.
 */
export function createFamilyService(deps: { repository: FamilyRepository }) {
  const { repository } = deps;
  return {
    /**
     * The session parent's family: its members (guardians first) and pending invitations.
     * @throws HttpError 404 when the family is gone (a deletion racing the request)
     */
    async get(parent: Pick<SessionParent, 'familyId' | 'familyRole'>): Promise<Family> {
      const family = await repository.findById(parent.familyId);
      if (!family) throw notFound('Family not found.');
      return presentFamily(family, await repository.members(family.id), parent.familyRole);
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
