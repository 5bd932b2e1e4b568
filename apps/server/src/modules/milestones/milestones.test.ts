import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_MESSAGES, milestoneExistsMessage, PAGING_MESSAGES } from '@nestling/shared';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addKid, expectError, expectNotAuthenticated } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { containsPattern } from './milestone.repository.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;

async function addKidNamed(client: TestClient, name: string): Promise<number> {
  return (await addKid(client, { name, age: 4, dob: '2021-06-01' })).id;
}

/** Family A adds a milestone to its kid `kidId`. */
function addMilestone(kidId: number, title: string, date = '2026-01-10') {
  return familyA.client.post('/api/milestones', { kidId, title, date });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, { age: 4, dob: '2021-06-01' }));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/milestones', () => {
  it('adds a milestone, trimmed and not completed, answering 201 with it', async () => {
    const response = await addMilestone(familyA.kidId, '  Rides a scooter  ', '2026-02-03');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      createdBy: expect.any(Number),
      kidId: familyA.kidId,
      title: 'Rides a scooter',
      date: '2026-02-03',
      completed: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('reads the date of an ISO date-time, as a kid’s dob is read', async () => {
    const response = await addMilestone(familyA.kidId, 'Counts to ten', '2026-03-04T10:00:00.000Z');
    expect(response.json().date).toBe('2026-03-04');
  });

  it('answers 409 with the spec’s text for a title the kid has, in any case and spacing', async () => {
    await addMilestone(familyA.kidId, 'Ties shoelaces');
    const again = await addMilestone(familyA.kidId, '  TIES shoelaces ');
    expectError(again, 409, {
      error: milestoneExistsMessage('TIES shoelaces'),
      code: 'MILESTONE_EXISTS',
    });
    expect(again.json().error).toBe('Milestone "TIES shoelaces" already exists.');
  });

  it('compares letters beyond ASCII case-insensitively too', async () => {
    await addMilestone(familyA.kidId, 'Écrit son prénom');
    const again = await addMilestone(familyA.kidId, 'éCRIT SON PRÉNOM');
    expect(again.statusCode).toBe(409);
  });

  it('lets another kid have the same title', async () => {
    const otherKid = await addKidNamed(familyA.client, 'Cy');
    expect((await addMilestone(otherKid, 'Ties shoelaces')).statusCode).toBe(201);
  });

  it('of two concurrent adds of one title, one answers 201 and the other 409', async () => {
    const [first, second] = await Promise.all([
      addMilestone(familyA.kidId, 'Whistles a tune'),
      addMilestone(familyA.kidId, 'whistles A TUNE'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const page = (
      await familyA.client.get(`/api/milestones?kidId=${familyA.kidId}&q=whistles&pageSize=20`)
    ).json();
    expect(page.total).toBe(1);
  });

  it.each([
    ['no title', { date: '2026-01-01' }, MILESTONE_MESSAGES.titleRequired],
    ['a blank title', { title: '   ', date: '2026-01-01' }, MILESTONE_MESSAGES.titleRequired],
    ['a title of 121 characters', { title: 'x'.repeat(121), date: '2026-01-01' }, null],
    ['no date', { title: 'Jumps' }, MILESTONE_MESSAGES.dateRequired],
    ['a date that does not exist', { title: 'Jumps', date: '2026-02-30' }, null],
    ['a date in year 10000', { title: 'Jumps', date: '10000-01-01' }, null],
    ['a date before 1900', { title: 'Jumps', date: '1899-12-31' }, null],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await familyA.client.post('/api/milestones', {
      kidId: familyA.kidId,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    if (message) expect(response.json().error).toBe(message);
  });
});

describe('GET /api/milestones (one page: items, total, page, pageSize, counts)', () => {
  let kid: number;
  const ids: number[] = [];

  beforeAll(async () => {
    kid = await addKidNamed(familyA.client, 'Pager');
    // 12 milestones dated 2026-01-01 … 2026-01-12; every third completed.
    for (let day = 1; day <= 12; day += 1) {
      const date = `2026-01-${String(day).padStart(2, '0')}`;
      const created = (await addMilestone(kid, `Step ${day}`, date)).json();
      ids.push(created.id);
      if (day % 3 === 0) {
        await familyA.client.patch(`/api/milestones/${created.id}`, { completed: true });
      }
    }
  });

  it('answers the first page of 5, newest first, with the totals and the kid’s counts', async () => {
    const response = await familyA.client.get(`/api/milestones?kidId=${kid}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((item: { title: string }) => item.title)).toEqual([
      'Step 12',
      'Step 11',
      'Step 10',
      'Step 9',
      'Step 8',
    ]);
    expect(page).toMatchObject({
      total: 12,
      page: 1,
      pageSize: 5,
      counts: { all: 12, completed: 4 },
    });
  });

  it('pages oldest first by 10, the last page holding the rest', async () => {
    const second = (
      await familyA.client.get(`/api/milestones?kidId=${kid}&sort=oldest&pageSize=10&page=2`)
    ).json();
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      'Step 11',
      'Step 12',
    ]);
    expect(second.total).toBe(12);
    const past = (await familyA.client.get(`/api/milestones?kidId=${kid}&page=9`)).json();
    expect(past).toMatchObject({ items: [], total: 12, page: 9 });
  });

  it('orders milestones of one date by when they were added', async () => {
    const sameDay = await addKidNamed(familyA.client, 'Same day');
    const first = (await addMilestone(sameDay, 'First', '2026-05-05')).json();
    const second = (await addMilestone(sameDay, 'Second', '2026-05-05')).json();
    const newest = (await familyA.client.get(`/api/milestones?kidId=${sameDay}`)).json();
    expect(newest.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
  });

  it('filters by status; total and counts follow the filter and the kid', async () => {
    const completed = (
      await familyA.client.get(`/api/milestones?kidId=${kid}&status=completed&pageSize=20`)
    ).json();
    expect(completed.items.map((item: { title: string }) => item.title)).toEqual([
      'Step 12',
      'Step 9',
      'Step 6',
      'Step 3',
    ]);
    expect(completed.items.every((item: { completed: boolean }) => item.completed)).toBe(true);
    expect(completed).toMatchObject({ total: 4, counts: { all: 12, completed: 4 } });
    const incomplete = (
      await familyA.client.get(`/api/milestones?kidId=${kid}&status=incomplete`)
    ).json();
    expect(incomplete.total).toBe(8);
  });

  it('searches titles case-insensitively, anywhere in the title, with the filters', async () => {
    const found = (
      await familyA.client.get(`/api/milestones?kidId=${kid}&q=STEP%201&pageSize=20`)
    ).json();
    expect(found.items.map((item: { title: string }) => item.title)).toEqual([
      'Step 12',
      'Step 11',
      'Step 10',
      'Step 1',
    ]);
    const none = (await familyA.client.get(`/api/milestones?kidId=${kid}&q=jumps`)).json();
    expect(none).toMatchObject({ items: [], total: 0, counts: { all: 12, completed: 4 } });
  });

  it('matches %, _ and \\ in a search as themselves', async () => {
    const literal = await addKidNamed(familyA.client, 'Literal');
    for (const title of ['Scores 100% in a quiz', 'Writes snake_case', 'Draws a \\ line', 'Abc']) {
      await addMilestone(literal, title);
    }
    const search = async (q: string) =>
      (
        await familyA.client.get(
          `/api/milestones?kidId=${literal}&pageSize=20&q=${encodeURIComponent(q)}`,
        )
      )
        .json()
        .items.map((item: { title: string }) => item.title);
    expect(await search('%')).toEqual(['Scores 100% in a quiz']);
    expect(await search('_')).toEqual(['Writes snake_case']);
    expect(await search('\\')).toEqual(['Draws a \\ line']);
    expect(await search('e_c')).toEqual(['Writes snake_case']);
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it.each([
    ['a page size outside 5, 10, 20', 'pageSize=7', 'Page size must be 5, 10 or 20.'],
    ['page 0', 'page=0', PAGING_MESSAGES.page],
    ['a page that is not a number', 'page=two', PAGING_MESSAGES.page],
    ['an unknown status', 'status=done', null],
    ['an unknown sort', 'sort=title', null],
    ['a NUL in the search', 'q=a%00b', null],
    ['no kid', '', null],
  ])('answers 400 for %s', async (_label, query, message) => {
    const kidPart = query === '' ? '' : `kidId=${kid}&`;
    const response = await familyA.client.get(`/api/milestones?${kidPart}${query}`);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
  });
});

describe('PATCH and DELETE /api/milestones/:id', () => {
  it('marks a milestone complete and incomplete again, and re-dates it', async () => {
    const created = (await addMilestone(familyA.kidId, 'Hops on one foot')).json();
    const done = await familyA.client.patch(`/api/milestones/${created.id}`, { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: created.id, completed: true });
    const undone = await familyA.client.patch(`/api/milestones/${created.id}`, {
      completed: false,
      date: '2026-07-01',
    });
    expect(undone.json()).toMatchObject({
      completed: false,
      date: '2026-07-01',
      title: 'Hops on one foot',
    });
  });

  it('renames; the new title may differ from the old only in case, but not match another', async () => {
    const created = (await addMilestone(familyA.kidId, 'Sings a song')).json();
    await addMilestone(familyA.kidId, 'Builds a tower');
    const recased = await familyA.client.patch(`/api/milestones/${created.id}`, {
      title: 'Sings a Song',
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().title).toBe('Sings a Song');
    const clash = await familyA.client.patch(`/api/milestones/${created.id}`, {
      title: ' builds a TOWER ',
    });
    expectError(clash, 409, {
      error: milestoneExistsMessage('builds a TOWER'),
      code: 'MILESTONE_EXISTS',
    });
  });

  it('answers 400 for a change of nothing or a completed flag that is not a boolean', async () => {
    const created = (await addMilestone(familyA.kidId, 'Claps hands')).json();
    const empty = await familyA.client.patch(`/api/milestones/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MILESTONE_MESSAGES.nothingToChange);
    const text = await familyA.client.patch(`/api/milestones/${created.id}`, {
      completed: 'yes',
    });
    expect(text.statusCode).toBe(400);
  });

  it('deletes a milestone: 204, then 404', async () => {
    const created = (await addMilestone(familyA.kidId, 'Waves bye-bye')).json();
    const deleted = await familyA.client.delete(`/api/milestones/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const again = await familyA.client.delete(`/api/milestones/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: MILESTONE_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('deleting the kid deletes its milestones', async () => {
    const kid = await addKidNamed(familyA.client, 'Gone');
    const created = (await addMilestone(kid, 'Waves')).json();
    expect((await familyA.client.delete(`/api/kids/${kid}`)).statusCode).toBe(204);
    expect(
      (await familyA.client.patch(`/api/milestones/${created.id}`, { completed: true })).statusCode,
    ).toBe(404);
  });
});

describe('another family', () => {
  it('gets 404 for a kid’s list, adding to it, and changing or deleting its milestones', async () => {
    const milestone = (await addMilestone(familyA.kidId, 'Private milestone')).json();
    const answers = [
      await familyB.client.get(`/api/milestones?kidId=${familyA.kidId}`),
      await familyB.client.post('/api/milestones', {
        kidId: familyA.kidId,
        title: 'Intruder',
        date: '2026-01-10',
      }),
      await familyB.client.patch(`/api/milestones/${milestone.id}`, { completed: true }),
      await familyB.client.patch(`/api/milestones/${milestone.id}`, { title: 'Renamed' }),
      await familyB.client.delete(`/api/milestones/${milestone.id}`),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private milestone');
    }
    const page = (
      await familyA.client.get(`/api/milestones?kidId=${familyA.kidId}&q=milestone&pageSize=20`)
    ).json();
    expect(page.items).toEqual([milestone]);
    expect(
      (await familyA.client.get(`/api/milestones?kidId=${familyA.kidId}&q=Intruder`)).json().total,
    ).toBe(0);
  });

  it('sees only its own kid’s milestones', async () => {
    await familyB.client.post('/api/milestones', {
      kidId: familyB.kidId,
      title: 'Bo’s milestone',
      date: '2026-01-10',
    });
    const page = (await familyB.client.get(`/api/milestones?kidId=${familyB.kidId}`)).json();
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Bo’s milestone']);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', () => t.client().get(`/api/milestones?kidId=1`)],
    [
      'POST',
      () => t.client().post('/api/milestones', { kidId: 1, title: 'x', date: '2026-01-01' }),
    ],
    ['PATCH', () => t.client().patch('/api/milestones/1', { completed: true })],
    ['DELETE', () => t.client().delete('/api/milestones/1')],
  ])('%s answers 401', async (_method, send) => {
    const response = await send();
    expectNotAuthenticated(response);
  });
});
