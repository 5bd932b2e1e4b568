import type { FamilyRole } from '@nestling/shared';
import { useSession } from './get-session';

/**
 * The signed-in parent's role in their family (issue 24, decision 056), from the session
 * (GET /api/auth/me carries it): null when signed out, or until the session that login wrote
 * is read again from /auth/me (login's answer leaves it out).
 */
export function useFamilyRole(): FamilyRole | null {
  return useSession().parent?.familyRole ?? null;
}

/** What the signed-in parent may do in the app (issue 24's roles; the server is the rule). */
export interface Can {
  /**
   * The guardian's parts: the social layer (Explore, friends, requests, messages, calls),
   * billing and premium, adding, editing and deleting kids, the family's export and the
   * account's deletion. False only for a known caregiver: a role not known yet shows them,
   * and the server answers 403 GUARDIAN_ONLY to a caregiver anyway.
   */
  guardian: boolean;
  /**
   * Whether the parent may edit and delete a record that `createdBy` wrote: a guardian any
   * record of the family, a caregiver only their own.
   */
  changeRecord(createdBy: number | null | undefined): boolean;
}

/**
 * What the signed-in parent may do (issue 24, decision 056): caregivers' screens leave out
 * what they may not do (absent, not disabled).
 */
export function useCan(): Can {
  const { parent } = useSession();
  const guardian = parent?.familyRole !== 'caregiver';
  return {
    guardian,
    changeRecord: (createdBy) => guardian || (parent !== null && createdBy === parent.id),
  };
}
