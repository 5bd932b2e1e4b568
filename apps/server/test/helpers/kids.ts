import type { Kid } from '@nestling/shared';
import { signUp } from './accounts.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/**
 * Adds a kid through the API (POST /api/kids, multipart) with every required field filled,
 * `fields` overriding them.
 * @returns the kid as the API answered it
 * @throws Error when the API did not answer 201
 */
export async function addKid(
  client: TestClient,
  fields: Record<string, string | number | boolean> = {},
): Promise<Kid> {
  const response = await client.multipart('POST', '/api/kids', {
    name: 'Robin',
    age: 6,
    gender: 'Female',
    dob: '2020-04-01',
    address: '1 Road',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`add kid failed: ${response.body}`);
  return response.json();
}

/** A signed-in, verified family with one kid. */
export interface FamilyWithKid {
  client: TestClient;
  parentId: number;
  kidId: number;
}

/**
 * Two families, A and B, each signed in with one kid: the set-up of every ownership test.
 * @param kidFields fields of both kids (see {@link addKid})
 */
export async function twoFamiliesWithKids(
  t: TestApp,
  kidFields: Record<string, string | number | boolean> = {},
): Promise<{ familyA: FamilyWithKid; familyB: FamilyWithKid }> {
  const [familyA, familyB] = await Promise.all(
    ['Family A', 'Family B'].map(async (name) => {
      const family = await signUp(t, { name });
      const kid = await addKid(family.client, kidFields);
      return { client: family.client, parentId: family.parentId, kidId: kid.id };
    }),
  );
  if (!familyA || !familyB) throw new Error('sign-up failed');
  return { familyA, familyB };
}
