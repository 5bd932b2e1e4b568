import type { Family, FamilyInvitation, FamilyMember } from '@nestling/shared';

/** A member as GET /api/family shows one; override any field. */
export function buildMember(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id: 7,
    name: 'Maya Lopez',
    photoUrl: null,
    role: 'guardian',
    joinedAt: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A pending invitation as GET /api/family lists one; override any field. */
export function buildInvitation(overrides: Partial<FamilyInvitation> = {}): FamilyInvitation {
  return {
    id: 40,
    email: 'nana@example.com',
    role: 'caregiver',
    createdAt: '2030-01-03T10:00:00.000Z',
    expiresAt: '2099-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer of GET /api/family: Maya (the viewer, id 7) and Sam, no invitations. */
export function buildFamily(overrides: Partial<Family> = {}): Family {
  return {
    id: 1001,
    createdAt: '2030-01-01T10:00:00.000Z',
    role: 'guardian',
    members: [
      buildMember(),
      buildMember({
        id: 8,
        name: 'Sam Lopez',
        role: 'caregiver',
        joinedAt: '2030-01-05T10:00:00.000Z',
      }),
    ],
    invitations: [],
    area: null,
    areaPrompt: false,
    ...overrides,
  };
}
