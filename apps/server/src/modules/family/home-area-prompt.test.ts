import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySchema } from '@nestling/shared';
import { memberOf } from '../../../test/helpers/accounts.js';
import { LEEDS } from '../../../test/helpers/places.js';
import { family, setArea } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { families } from '../../db/schema/index.js';
import { backfillLegacyAreas } from '../places/area-backfill.js';
import { loadGazetteer } from '../places/gazetteer.js';

/**
 * Issue 30's "the rest are cleared and the family is asked once" (decision 064): a family with
 * no home area is asked (`areaPrompt` on GET /api/family) until a guardian answers the prompt
 * (DELETE /api/family/area-prompt) or chooses an area — once for the whole family, kept on the
 * server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Client = Awaited<ReturnType<typeof family>>['client'];
async function familyOf(client: Client) {
  const response = await client.get('/api/family');
  expect(response.statusCode, response.body).toBe(200);
  return familySchema.parse(response.json());
}

describe('the home area prompt (asked once)', () => {
  it('asks a family with no area, cleared by the migration, until a guardian says "Not now"', async () => {
    const robin = await family(t, 'Robin Cleared');
    const second = await memberOf(t, robin.familyId, 'guardian', 'Gale Second');
    const nana = await memberOf(t, robin.familyId, 'caregiver', 'Nana Care');
    // An ambiguous free-text area ("Leeds": England, Alabama, Maine) is cleared at start-up.
    await t.database.db
      .update(families)
      .set({ legacyArea: 'Leeds' })
      .where(eq(families.id, robin.familyId));
    await backfillLegacyAreas(t.database.db, loadGazetteer);

    expect(await familyOf(robin.client)).toMatchObject({ area: null, areaPrompt: true });
    expect(await familyOf(second.client)).toMatchObject({ area: null, areaPrompt: true });
    // A caregiver cannot choose the area: never asked, and cannot answer for the family.
    expect(await familyOf(nana.client)).toMatchObject({ area: null, areaPrompt: false });
    expect((await nana.client.delete('/api/family/area-prompt')).statusCode).toBe(403);
    expect((await familyOf(robin.client)).areaPrompt).toBe(true);

    expect((await robin.client.delete('/api/family/area-prompt')).statusCode).toBe(204);
    // Once for the family: neither guardian is asked again, on any device.
    expect((await familyOf(robin.client)).areaPrompt).toBe(false);
    expect((await familyOf(second.client)).areaPrompt).toBe(false);
    // Answering again changes nothing.
    expect((await second.client.delete('/api/family/area-prompt')).statusCode).toBe(204);
    expect(await familyOf(robin.client)).toMatchObject({ area: null, areaPrompt: false });
  });

  it('stops asking once the family has an area', async () => {
    const lee = await family(t, 'Lee Chooser');
    expect((await familyOf(lee.client)).areaPrompt).toBe(true);
    await setArea(lee, LEEDS);
    expect(await familyOf(lee.client)).toMatchObject({
      area: { placeId: LEEDS, name: 'Leeds' },
      areaPrompt: false,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().delete('/api/family/area-prompt')).statusCode).toBe(401);
  });
});
