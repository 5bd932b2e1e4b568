import type { Parent } from '@nestling/shared';

/** A parent as the API presents one; override any field. */
export function buildParent(overrides: Partial<Parent> = {}): Parent {
  return {
    id: 7,
    name: 'Maya Lopez',
    email: 'maya@example.com',
    photoUrl: null,
    emailVerified: true,
    role: 'parent',
    dob: '1988-04-12',
    gender: 'Female',
    familyRole: 'guardian',
    locale: 'en',
    ...overrides,
  };
}
