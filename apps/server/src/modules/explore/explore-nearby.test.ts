import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKid } from '@nestling/shared';
import { HOLYWELL_GREEN, KEIGHLEY, LEEDS, YORK } from '../../../test/helpers/places.js';
import { addKid, family, sendRequest, setArea, type Family } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { backfillLegacyAreas } from '../places/area-backfill.js';
import { loadGazetteer } from '../places/gazetteer.js';
import { families, parents } from '../../db/schema/index.js';
import { eq, sql } from 'drizzle-orm';

/**
 * Families nearby (issue 30, decision 062), through the public API on the real database: the
 * gazetteer's typeahead, the family's home area, Explore bounded by distance, and the data
 * migration of the free-text areas.
 */

let t: TestApp;
let leeds: Family;
let leedsNeighbour: Family;
let york: Family;
let keighley: Family;
let holywell: Family;
let nowhere: Family;
type KidName = 'leedsOwn' | 'neighbour' | 'york' | 'keighley' | 'holywell' | 'nowhere';
const kid = {} as Record<KidName, number>;

beforeAll(async () => {
  t = await createTestApp();
  [leeds, leedsNeighbour, york, keighley, holywell, nowhere] = await Promise.all([
    family(t, 'Lee Leeds'),
    family(t, 'Nia Neighbour'),
    family(t, 'Yan York'),
    family(t, 'Kit Keighley'),
    family(t, 'Hal Holywell'),
    family(t, 'Nora Nowhere'),
  ]);
  await Promise.all([
    setArea(leeds, LEEDS),
    setArea(leedsNeighbour, LEEDS),
    setArea(york, YORK),
    setArea(keighley, KEIGHLEY),
    setArea(holywell, HOLYWELL_GREEN),
  ]);
  kid.leedsOwn = (await addKid(leeds.client, { name: 'Lily Leeds', interests: ['Art'] })).id;
  kid.neighbour = (
    await addKid(leedsNeighbour.client, { name: 'Ned Neighbour', interests: ['Chess'] })
  ).id;
  kid.york = (await addKid(york.client, { name: 'Yara York', interests: ['Art', 'Chess'] })).id;
  kid.keighley = (await addKid(keighley.client, { name: 'Kim Keighley', interests: ['Art'] })).id;
  kid.holywell = (await addKid(holywell.client, { name: 'Hugo Holywell' })).id;
  kid.nowhere = (await addKid(nowhere.client, { name: 'Noah Nowhere' })).id;
});
afterAll(async () => {
  await t?.close();
});

async function explore(client: Family['client'], query = '') {
  const response = await client.get(`/api/kids/public${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: PublicKid[]; total: number; totalCapped: boolean };
}

/** The cards of the test's kids only (other test files' families share no database). */
function cardsOf(page: { items: PublicKid[] }): Record<string, PublicKid> {
  const names = Object.fromEntries(Object.entries(kid).map(([name, id]) => [id, name]));
  return Object.fromEntries(
    page.items.filter((card) => names[card.id]).map((card) => [names[card.id]!, card]),
  );
}

/** Keys and texts that would reveal more than the place: coordinates or cells. */
function expectNothingFinerThanThePlace(body: string) {
  expect(body).not.toMatch(/"(lat|lon|lng|latitude|longitude|coordinates|cells|areaCells)"/i);
  expect(body).not.toMatch(/53\.79|-1\.54|gcw/);
}

describe('GET /api/places', () => {
  it('answers places whose name starts with q, exact and most populous first, without coordinates', async () => {
    const response = await leeds.client.get('/api/places?q=leeds&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: LEEDS, name: 'Leeds', admin: 'ENG', country: 'GB' },
      { id: 4072130, name: 'Leeds', admin: 'AL', country: 'US' },
      { id: 4969332, name: 'Leeds', admin: 'ME', country: 'US' },
    ]);
    expectNothingFinerThanThePlace(response.body);
  });

  it('ignores case and accents, and narrows by a country or region code after a comma', async () => {
    const [saoPaulo] = (await leeds.client.get('/api/places?q=SAO%20PAULO&limit=1')).json();
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', country: 'BR' });
    const yorks = (await leeds.client.get('/api/places?q=york,%20gb')).json() as { id: number }[];
    expect(yorks[0]).toMatchObject({ id: YORK, country: 'GB' });
  });

  it.each([
    ['no q', ''],
    ['a blank q', 'q=%20%20'],
    ['a q too long', `q=${'a'.repeat(101)}`],
    ['a NUL', 'q=le%00eds'],
    ['a limit of 0', 'q=leeds&limit=0'],
    ['a limit past 20', 'q=leeds&limit=21'],
    ['a limit that is not a number', 'q=leeds&limit=many'],
  ])('refuses %s with 400', async (_label, query) => {
    const response = await leeds.client.get(`/api/places?${query}`);
    expect(response.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/places?q=leeds')).statusCode).toBe(401);
  });
});

describe('the family’s home area', () => {
  it('GET /api/family carries the place (id, name, region, country) and nothing finer', async () => {
    const response = await york.client.get('/api/family');
    expect(response.json().area).toEqual({
      placeId: YORK,
      name: 'York',
      admin: 'ENG',
      country: 'GB',
    });
    expectNothingFinerThanThePlace(response.body);
    expect((await nowhere.client.get('/api/family')).json().area).toBeNull();
  });

  it.each([
    ['free text instead of a place', { placeId: '77 Hidden Rd, Flat 2' }, 400],
    ['an id no place has', { placeId: 1 }, 404],
    ['an id past the integer range', { placeId: 2 ** 31 }, 400],
    ['a coordinate', { placeId: LEEDS, lat: 53.8, lon: -1.5 }, 400],
    ['nothing', {}, 400],
  ])('PUT /api/family/area refuses %s', async (_label, body, status) => {
    const response = await nowhere.client.put('/api/family/area', body);
    expect(response.statusCode).toBe(status);
    expect((await nowhere.client.get('/api/family')).json().area).toBeNull();
  });
});

describe('Explore by distance', () => {
  it('measures between the places’ centres: Leeds–York ≈ 35 km, same place ≈ 1 km', async () => {
    const cards = cardsOf(await explore(leeds.client, '?withinKm=50'));
    expect(cards.york).toMatchObject({ area: 'York', distanceKm: 35 });
    expect(cards.neighbour).toMatchObject({ area: 'Leeds', distanceKm: 1 });
    expect(cards.keighley).toMatchObject({ area: 'Keighley', distanceKm: 25 });
  });

  it('within 25 km: finds a place just inside in a neighbouring cell, not one just outside', async () => {
    const cards = cardsOf(await explore(leeds.client, '?withinKm=25'));
    expect(Object.keys(cards).sort()).toEqual(['keighley', 'neighbour']);
  });

  it('within 5 and 10 km: the same place only', async () => {
    for (const km of [5, 10])
      expect(Object.keys(cardsOf(await explore(leeds.client, `?withinKm=${km}`)))).toEqual([
        'neighbour',
      ]);
  });

  it('anywhere: every family, those with no area without a distance, nearest first', async () => {
    const page = await explore(leeds.client);
    const cards = cardsOf(page);
    expect(Object.keys(cards).sort()).toEqual([
      'holywell',
      'keighley',
      'neighbour',
      'nowhere',
      'york',
    ]);
    expect(cards.nowhere).toMatchObject({ area: null });
    expect(cards.nowhere).not.toHaveProperty('distanceKm');
    const order = page.items.map((card) => card.id).filter((id) => Object.values(kid).includes(id));
    expect(order).toEqual([kid.neighbour, kid.keighley, kid.holywell, kid.york, kid.nowhere]);
  });

  it('ranks by match score first, then distance', async () => {
    const page = await explore(leeds.client, `?withinKm=50&forKid=${kid.leedsOwn}`);
    const order = page.items.map((card) => card.id);
    // Art: York (50 % of its two) and Keighley (100 %) before the neighbour (0 %).
    expect(order.indexOf(kid.keighley)).toBeLessThan(order.indexOf(kid.york));
    expect(order.indexOf(kid.york)).toBeLessThan(order.indexOf(kid.neighbour));
  });

  it('a family with no home area sees anywhere, whatever the filter, with no distances', async () => {
    const cards = cardsOf(await explore(nowhere.client, '?withinKm=5'));
    expect(Object.keys(cards).sort()).toEqual([
      'holywell',
      'keighley',
      'leedsOwn',
      'neighbour',
      'york',
    ]);
    for (const card of Object.values(cards)) expect(card).not.toHaveProperty('distanceKm');
  });

  it('never answers anything finer than the place, in Explore or in a request', async () => {
    for (const query of ['', '?withinKm=5', '?withinKm=50', `?withinKm=25&forKid=${kid.leedsOwn}`])
      expectNothingFinerThanThePlace((await leeds.client.get(`/api/kids/public${query}`)).body);
    const sent = await sendRequest(leeds.client, kid.york);
    expect(sent.statusCode).toBe(201);
    expectNothingFinerThanThePlace(sent.body);
    for (const path of ['/api/friends/incoming', '/api/friends/my-requests'])
      expectNothingFinerThanThePlace((await york.client.get(path)).body);
  });

  it.each(['7', '0', '-5', '25.5', '1e1', 'anywhere', 'abc', '%00'])(
    'refuses withinKm=%s with 400',
    async (value) => {
      const response = await leeds.client.get(`/api/kids/public?withinKm=${value}`);
      expect(response.statusCode).toBe(400);
    },
  );

  it('counts up to a cap, never every public kid', async () => {
    const page = await explore(leeds.client, '?withinKm=50&pageSize=1');
    expect(page).toMatchObject({ total: 4, totalCapped: false });
    expect(page.items).toHaveLength(1);
  });

  it('leaves out a nearer kid whose guardian has not verified their e-mail, from the page and the count', async () => {
    // Decision 073: the guardian is checked after the circle's kids are sorted; a kid of the
    // viewer's own place (≈ 1 km, so before every other) must still be skipped, not counted.
    const unverified = await family(t, 'Una Unverified');
    await setArea(unverified, LEEDS);
    const hidden = (await addKid(unverified.client, { name: 'Uma Unverified' })).id;
    // An account whose e-mail is no longer verified (as before the link is followed).
    await t.database.db
      .update(parents)
      .set({ emailVerified: false })
      .where(eq(parents.id, unverified.parentId));
    const first = await explore(leeds.client, '?withinKm=25&pageSize=1');
    expect(first).toMatchObject({ total: 2, totalCapped: false });
    expect(first.items.map((card) => card.id)).toEqual([kid.neighbour]);
    const second = await explore(leeds.client, '?withinKm=25&pageSize=1&page=2');
    expect(second.items.map((card) => card.id)).toEqual([kid.keighley]);
    expect(
      (await explore(leeds.client, '?withinKm=50')).items.map((card) => card.id),
    ).not.toContain(hidden);
  });

  it('says how many match on the last page and past it, within a circle and anywhere', async () => {
    // Within 50 km: Ned, Yara, Kim and Hugo (decision 065: the page's statement counts them).
    const last = await explore(leeds.client, '?withinKm=50&pageSize=3&page=2');
    expect(last).toMatchObject({ total: 4, totalCapped: false });
    expect(last.items).toHaveLength(1);
    const past = await explore(leeds.client, '?withinKm=50&pageSize=3&page=5');
    expect(past).toMatchObject({ items: [], total: 4, totalCapped: false });
    const anywhere = await explore(nowhere.client, '?pageSize=48&page=100');
    expect(anywhere.items).toEqual([]);
    expect(anywhere.total).toBeGreaterThanOrEqual(5);
  });
});

describe('the data migration of free-text areas', () => {
  it('matches an unambiguous area to its place, clears the rest, and runs once', async () => {
    const { db } = t.database;
    const set = (member: Family, legacyArea: string) =>
      db
        .update(families)
        .set({ legacyArea, areaPlaceId: null, areaName: null, areaLat: null, areaLon: null })
        .where(eq(families.id, member.familyId));
    await set(holywell, 'Keighley');
    await set(nowhere, 'Leeds'); // England's and Alabama's: ambiguous, cleared
    expect(await backfillLegacyAreas(db, loadGazetteer)).toEqual({ matched: 1, cleared: 1 });
    expect((await holywell.client.get('/api/family')).json().area).toMatchObject({
      placeId: KEIGHLEY,
      name: 'Keighley',
    });
    expect((await nowhere.client.get('/api/family')).json().area).toBeNull();
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(families)
      .where(sql`${families.legacyArea} is not null`);
    expect(left?.count).toBe(0);
    expect(await backfillLegacyAreas(db, loadGazetteer)).toEqual({ matched: 0, cleared: 0 });
  });
});
