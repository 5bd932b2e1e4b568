import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';
import { addKid, family, type KidInput } from './social.js';

/** A signed-in, verified family with one kid. */
export interface FamilyWithKid {
  client: TestClient;
  parentId: number;
  familyId: number;
  kidId: number;
}

/**
 * Two families, A and B, each signed in with one kid: the set-up of every ownership test.
 * @param kid the fields of both kids (see `addKid`)
 */
export async function twoFamiliesWithKids(
  t: TestApp,
  kid: KidInput = {},
): Promise<{ familyA: FamilyWithKid; familyB: FamilyWithKid }> {
  const withKid = async (name: string): Promise<FamilyWithKid> => {
    const signed = await family(t, name);
    const added = await addKid(signed.client, kid);
    return {
      client: signed.client,
      parentId: signed.parentId,
      familyId: signed.familyId,
      kidId: added.id,
    };
  };
  return { familyA: await withKid('Family A'), familyB: await withKid('Family B') };
}
