import type { PublicKid } from '@nestling/shared';

/** A public kid card as GET /api/kids/public answers it (test data). */
export function buildPublicKid(overrides: Partial<PublicKid> = {}): PublicKid {
  return {
    id: 31,
    parentId: 42,
    firstName: 'Zoe',
    age: 7,
    gender: 'Female',
    interests: ['Art', 'Soccer'],
    skillLevel: 'Intermediate',
    area: 'Headingley',
    photoUrl: null,
    matchScore: 50,
    relationship: 'none',
    ...overrides,
  };
}
