import type { Kid } from '@nestling/shared';

/** A kid as GET /api/kids/:kidId presents one to its parent; override any field. */
export function buildKid(overrides: Partial<Kid> = {}): Kid {
  return {
    id: 11,
    parentId: 7,
    name: 'Mila Lopez',
    age: 6,
    gender: 'Female',
    dob: '2019-05-04',
    address: '12 Oak Lane, Leeds',
    interests: ['Art', 'Reading'],
    skillLevel: null,
    photoUrl: null,
    showInExplore: false,
    area: null,
    gestationalAge: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}
