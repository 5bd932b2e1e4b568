import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore, type PublicKid } from '@nestling/shared';
import { addKid, family, type Family } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { kids } from '../../db/schema/index.js';
import { createExploreRepository } from './explore.repository.js';

/**
 * Explore's filters (spec §5 Public kid filters), match score and ranking (product.md), paging,
 * and ages counted from the date of birth — all run in SQL.
 */

let t: TestApp;
let viewer: Family;
let owners: Family[];
const ids: Record<string, number> = {};
let forArtMusicCoding: number;
let forNothing: number;

const cast = {
  Ava: { gender: 'Female', age: 6, skillLevel: 'Beginner', interests: ['Art', 'Music'] },
  Ben: { gender: 'Male', age: 6, skillLevel: 'Advanced', interests: ['art', 'Soccer'] },
  Cleo: {
    gender: 'Female',
    age: 8,
    skillLevel: 'Beginner',
    interests: ['Board Games', 'MUSIC', 'Coding'],
  },
  Dev: { gender: 'Other', age: 7, skillLevel: '', interests: [] },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await family(t, 'Vera Viewer');
  owners = await Promise.all(Object.keys(cast).map((name) => family(t, `${name}'s parent`)));
  let index = 0;
  for (const [name, input] of Object.entries(cast)) {
    const owner = owners[index++]!;
    ids[name] = (
      await addKid(owner.client, { name, ...input, interests: [...input.interests] })
    ).id;
  }
  forArtMusicCoding = (
    await addKid(viewer.client, {
      name: 'Vic',
      showInExplore: false,
      interests: ['Art', 'music', 'Coding'],
    })
  ).id;
  forNothing = (await addKid(viewer.client, { name: 'Val', showInExplore: false })).id;
});
afterAll(async () => {
  await t?.close();
});

async function explore(query: string) {
  const response = await viewer.client.get(`/api/kids/public?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: PublicKid[]; total: number; page: number; pageSize: number };
}

const names = (items: PublicKid[]) => items.map((item) => item.firstName).sort();

describe('filters (every chosen interest; gender, age and skill level exactly)', () => {
  it.each([
    ['no filter', '', ['Ava', 'Ben', 'Cleo', 'Dev']],
    ['one interest, any case', 'interests=ART', ['Ava', 'Ben']],
    ['two interests: both needed', 'interests=art&interests=music', ['Ava']],
    ['two interests, comma-separated', 'interests=Music,Coding', ['Cleo']],
    ['an interest of two words', 'interests=board%20games', ['Cleo']],
    ['an interest nobody has', 'interests=Chess', []],
    ['gender', 'gender=Female', ['Ava', 'Cleo']],
    ['age in years', 'age=6', ['Ava', 'Ben']],
    ['age nobody is', 'age=9', []],
    ['skill level', 'skillLevel=Beginner', ['Ava', 'Cleo']],
    ['all at once', 'interests=music&gender=Female&age=8&skillLevel=Beginner', ['Cleo']],
    [
      'blank filters are no filters',
      'interests=&gender=&age=&skillLevel=&forKid=',
      ['Ava', 'Ben', 'Cleo', 'Dev'],
    ],
  ])('%s', async (_label, query, expected) => {
    const page = await explore(query);
    expect(names(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('shows interests as their parents spelled them', async () => {
    const cleo = (await explore('interests=coding')).items[0]!;
    expect(cleo.interests).toEqual(['Board Games', 'MUSIC', 'Coding']);
  });
});

describe('the match score for the viewer’s chosen kid', () => {
  it.each([
    ['Ava', 67],
    ['Ben', 33],
    ['Cleo', 67],
    ['Dev', 0],
  ])('%s scores %i for a kid who likes Art, music and Coding', async (name, score) => {
    const card = (await explore(`forKid=${forArtMusicCoding}`)).items.find(
      (item) => item.firstName === name,
    );
    expect(card?.matchScore).toBe(score);
    expect(card?.matchScore).toBe(
      matchScore(['Art', 'music', 'Coding'], [...cast[name as keyof typeof cast].interests]),
    );
  });

  it('ranks the best matches first (then the newest), on every page', async () => {
    const all = (await explore(`forKid=${forArtMusicCoding}`)).items;
    expect(all.map((item) => item.matchScore)).toEqual([67, 67, 33, 0]);
    expect(all.slice(0, 2).map((item) => item.firstName)).toEqual(['Cleo', 'Ava']);
    const first = await explore(`forKid=${forArtMusicCoding}&pageSize=3`);
    const second = await explore(`forKid=${forArtMusicCoding}&pageSize=3&page=2`);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.map((item) => item.id),
    );
  });

  it('is 0 for every card when the chosen kid has no interests, and null without a chosen kid', async () => {
    expect((await explore(`forKid=${forNothing}`)).items.map((item) => item.matchScore)).toEqual([
      0, 0, 0, 0,
    ]);
    expect((await explore('')).items.every((item) => item.matchScore === null)).toBe(true);
  });
});

describe('paging', () => {
  it('answers pages of the asked size with the total, newest first, and an empty page past the end', async () => {
    const first = await explore('pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((item) => item.firstName)).toEqual(['Dev', 'Cleo', 'Ben']);
    const second = await explore('pageSize=3&page=2');
    expect(second.items.map((item) => item.firstName)).toEqual(['Ava']);
    const past = await explore('pageSize=3&page=9');
    expect(past).toMatchObject({ items: [], total: 4, page: 9 });
  });
});

describe('ages, counted from the date of birth in SQL', () => {
  it.each([
    // [today, dob, age]
    ['2025-02-28', '2020-02-29', 4],
    ['2025-03-01', '2020-02-29', 5],
    ['2024-02-29', '2020-02-29', 4],
    ['2024-02-28', '2020-02-29', 3],
    ['2026-06-15', '2020-06-15', 6],
    ['2026-06-14', '2020-06-15', 5],
    ['2026-01-01', '2019-12-31', 6],
    ['2026-01-01', '2026-01-01', 0],
  ])('on %s a kid born %s is %i, and the age filter agrees', async (day, dob, age) => {
    const owner = owners[0]!;
    const { id } = await addKid(owner.client, { name: 'Leap', age: 0, dob: '2020-01-01' });
    await t.database.db.update(kids).set({ dob }).where(eq(kids.id, id));
    const repository = createExploreRepository(t.database.db);
    const search = {
      viewer: { id: viewer.parentId, familyId: viewer.familyId, familyRole: 'guardian' as const },
      today: day,
      pageOfRows: { limit: 50, offset: 0 },
    };
    const listed = await repository.listVisible({ ...search, filters: { interestKeys: [] } });
    expect(listed.rows.find((row) => row.id === id)?.age).toBe(age);
    for (const asked of [age - 1, age, age + 1]) {
      const filtered = await repository.listVisible({
        ...search,
        filters: { interestKeys: [], age: asked },
      });
      expect(filtered.rows.some((row) => row.id === id)).toBe(asked === age);
    }
    await owner.client.delete(`/api/kids/${id}`);
  });
});
