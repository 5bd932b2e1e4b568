import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_MESSAGES, MAX_RECORD_ID, type PublicKid } from '@nestling/shared';
import { pngImage } from '../../../test/helpers/images.js';
import {
  addKid,
  dobForAge,
  expectError,
  expectVerifiedParentsOnly,
  family,
  type Family,
  sendRequest,
  setArea,
} from '../../../test/helpers/social.js';
import { LEEDS } from '../../../test/helpers/places.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * Who sees which kid in Explore (product.md "Children's privacy and safety"), and what of it:
 * the visibility matrix and the public card's fields, through the public API.
 */

let t: TestApp;
let viewer: Family;
let ana: Family;
let blocked: Family;
let blocker: Family;
let unverifiedOwner: Family;
let unverifiedViewer: Family;
const kid: Record<string, number> = {};
let miaPhotoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  [viewer, ana, blocked, blocker, unverifiedOwner, unverifiedViewer] = await Promise.all([
    family(t, 'Vera Viewer'),
    family(t, 'Ana Ruiz'),
    family(t, 'Bo Blocked'),
    family(t, 'Bea Blocker'),
    family(t, 'Una Owner', { verified: false }),
    family(t, 'Una Viewer', { verified: false }),
  ]);
  const mia = await addKid(
    ana.client,
    {
      name: 'Mia Rose Smith',
      age: 7,
      dob: dobForAge(7),
      gender: 'Female',
      address: '12 Garden Lane, Leeds LS1 4AB',
      interests: ['Art', 'Board Games'],
      skillLevel: 'Beginner',
    },
    await pngImage(),
  );
  // Issue 30: the card's area is the family's home area, a gazetteer place (Leeds, GB).
  await setArea(ana, LEEDS);
  await setArea(viewer, LEEDS);
  kid.mia = mia.id;
  miaPhotoUrl = mia.photoUrl!;
  kid.anaPrivate = (await addKid(ana.client, { name: 'Theo Ruiz', showInExplore: false })).id;
  kid.viewerPublic = (await addKid(viewer.client, { name: 'Vic Viewer' })).id;
  kid.viewerPrivate = (
    await addKid(viewer.client, { name: 'Val Viewer', showInExplore: false })
  ).id;
  kid.blockedByViewer = (await addKid(blocked.client, { name: 'Ben Blocked' })).id;
  kid.blockedSibling = (
    await addKid(blocked.client, { name: 'Bella Blocked' }, await pngImage())
  ).id;
  kid.blockerKid = (await addKid(blocker.client, { name: 'Cal Blocker' })).id;
  kid.unverifiedOwners = (await addKid(unverifiedOwner.client, { name: 'Pip Owner' })).id;

  // The viewer blocks Ben's family; Bea's family blocks the viewer (through Vic's card).
  expect((await viewer.client.post('/api/blocks', { kidId: kid.blockedByViewer })).statusCode).toBe(
    201,
  );
  expect((await blocker.client.post('/api/blocks', { kidId: kid.viewerPublic })).statusCode).toBe(
    201,
  );
});
afterAll(async () => {
  await t?.close();
});

async function exploreIds(client = viewer.client, query = ''): Promise<number[]> {
  const response = await client.get(`/api/kids/public${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as PublicKid[]).map((card) => card.id);
}

describe('the visibility matrix of GET /api/kids/public', () => {
  it.each([
    ['another verified family’s public kid', 'mia', true],
    ['that family’s private kid', 'anaPrivate', false],
    ['the viewer’s own public kid', 'viewerPublic', false],
    ['the viewer’s own private kid', 'viewerPrivate', false],
    ['the kid the viewer blocked', 'blockedByViewer', false],
    ['a sibling of the blocked kid (the whole family)', 'blockedSibling', false],
    ['a kid of a family that blocked the viewer', 'blockerKid', false],
    ['the public kid of a parent who has not verified their e-mail', 'unverifiedOwners', false],
  ])('%s: listed = %s', async (_label, name, listed) => {
    expect((await exploreIds()).includes(kid[name]!)).toBe(listed);
  });

  it('blocks hold both ways: the blocked family and the blocking one no longer see the viewer’s kid', async () => {
    expect(await exploreIds(blocked.client)).not.toContain(kid.viewerPublic);
    expect(await exploreIds(blocker.client)).not.toContain(kid.viewerPublic);
    expect(await exploreIds(ana.client)).toContain(kid.viewerPublic);
  });

  it('a kid turned private leaves Explore at once', async () => {
    const leo = await addKid(ana.client, { name: 'Leo Ruiz' });
    expect(await exploreIds()).toContain(leo.id);
    await ana.client.multipart('PATCH', `/api/kids/${leo.id}`, {
      name: 'Leo Ruiz',
      age: 7,
      dob: dobForAge(7),
      address: '12 Garden Lane',
      showInExplore: false,
    });
    expect(await exploreIds()).not.toContain(leo.id);
    await ana.client.delete(`/api/kids/${leo.id}`);
  });
});

describe('the public card', () => {
  it('shows the first name, age, gender, interests, skill level, area and photo — and nothing else', async () => {
    const response = await viewer.client.get('/api/kids/public');
    const card = (response.json().items as PublicKid[]).find((item) => item.id === kid.mia);
    expect(card).toEqual({
      id: kid.mia,
      parentId: ana.parentId,
      firstName: 'Mia',
      age: 7,
      gender: 'Female',
      interests: ['Art', 'Board Games'],
      skillLevel: 'Beginner',
      area: 'Leeds',
      distanceKm: 1,
      photoUrl: miaPhotoUrl,
      matchScore: null,
      relationship: 'none',
    });
  });

  it('never carries an address, a date of birth, a surname or an e-mail in any answer', async () => {
    const everyone = [viewer, ana, blocked, blocker];
    const forbidden = [
      'Garden Lane',
      'LS1 4AB',
      'Rose Smith',
      'Smith',
      dobForAge(7),
      '"address"',
      '"dob"',
      '"email"',
      '@example.com',
      ...everyone.map((member) => member.email),
    ];
    for (const query of ['', '?interests=Art', '?forKid=' + kid.viewerPublic, '?pageSize=48']) {
      const raw = (await viewer.client.get(`/api/kids/public${query}`)).body;
      expect(raw).toContain('"firstName":"Mia"');
      for (const text of forbidden) expect(raw).not.toContain(text);
    }
  });

  it('serves the photo to verified parents, never across a block, never before verification', async () => {
    const siblingPhoto = (await blocked.client.get(`/api/kids`)).json()[1].photoUrl as string;
    expect((await viewer.client.get(miaPhotoUrl)).statusCode).toBe(200);
    expect((await unverifiedViewer.client.get(miaPhotoUrl)).statusCode).toBe(404);
    expect((await t.client().get(miaPhotoUrl)).statusCode).toBe(401);
    // The blocked family's photo, to the blocker; and the other way round.
    expect((await viewer.client.get(siblingPhoto)).statusCode).toBe(404);
    expect((await ana.client.get(siblingPhoto)).statusCode).toBe(200);
    const vicsPhoto = await viewer.client.multipart(
      'PATCH',
      `/api/kids/${kid.viewerPublic}`,
      { name: 'Vic Viewer', age: 7, dob: dobForAge(7), address: '1 Road' },
      { photo: { name: 'vic.png', type: 'image/png', data: await pngImage() } },
    );
    const vicsPhotoUrl = vicsPhoto.json().photoUrl as string;
    expect((await blocked.client.get(vicsPhotoUrl)).statusCode).toBe(404);
    expect((await blocker.client.get(vicsPhotoUrl)).statusCode).toBe(404);
    expect((await ana.client.get(vicsPhotoUrl)).statusCode).toBe(200);
    expect((await viewer.client.get(vicsPhotoUrl)).statusCode).toBe(200);
  });
});

describe('who may call GET /api/kids/public', () => {
  it('answers 401 without a session and 403 before e-mail verification', async () => {
    await expectVerifiedParentsOnly(t, unverifiedViewer.client, (client) =>
      client.get('/api/kids/public'),
    );
  });

  it('is not taken for /api/kids/:kidId, which still answers the parent’s own kid', async () => {
    const explore = await viewer.client.get('/api/kids/public');
    expect(explore.json()).toHaveProperty('items');
    expect(explore.json()).toHaveProperty('total');
    const own = await viewer.client.get(`/api/kids/${kid.viewerPublic}`);
    expect(own.json()).toMatchObject({ id: kid.viewerPublic, name: 'Vic Viewer' });
    expect((await viewer.client.get(`/api/kids/${kid.mia}`)).statusCode).toBe(404);
  });

  it('answers 404 for a forKid that is not the viewer’s kid, and scores for one that is (even private)', async () => {
    for (const other of [kid.mia, MAX_RECORD_ID]) {
      const response = await viewer.client.get(`/api/kids/public?forKid=${other}`);
      expectError(response, 404, { error: EXPLORE_MESSAGES.forKidNotFound, code: 'NOT_FOUND' });
    }
    const own = await viewer.client.get(`/api/kids/public?forKid=${kid.viewerPrivate}`);
    expect(own.statusCode).toBe(200);
    expect((own.json().items as PublicKid[]).every((card) => card.matchScore === 0)).toBe(true);
  });

  it.each([
    'forKid=2147483648',
    'forKid=99999999999999999999',
    'forKid=1e3',
    'page=0',
    'page=-1',
    'pageSize=49',
    'pageSize=abc',
    'age=26',
    'age=-1',
    'gender=Robot',
    'skillLevel=Expert',
    'interests=a%00b',
    `interests=${'x'.repeat(41)}`,
  ])('answers 400, never 5xx, to ?%s', async (query) => {
    const response = await viewer.client.get(`/api/kids/public?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('where the viewer stands with a card’s family (issue 29)', () => {
  async function relationshipOf(client: Family['client'], kidId: number | undefined) {
    const response = await client.get('/api/kids/public?pageSize=48');
    return (response.json().items as PublicKid[]).find((card) => card.id === kidId)?.relationship;
  }

  it('says request sent, request received, then friends — to each side only of its own', async () => {
    expect(await relationshipOf(viewer.client, kid.mia)).toBe('none');
    const sent = await sendRequest(viewer.client, kid.mia!);
    expect(sent.statusCode).toBe(201);
    expect(await relationshipOf(viewer.client, kid.mia)).toBe('request-sent');
    expect(await relationshipOf(ana.client, kid.viewerPublic)).toBe('request-received');
    // A third family sees nothing of it.
    expect(await relationshipOf(blocked.client, kid.mia)).toBe('none');
    const accepted = await ana.client.post('/api/friends/accept', { requestId: sent.json().id });
    expect(accepted.statusCode).toBe(200);
    expect(await relationshipOf(viewer.client, kid.mia)).toBe('friend');
    expect(await relationshipOf(ana.client, kid.viewerPublic)).toBe('friend');
    expect(await relationshipOf(blocked.client, kid.mia)).toBe('none');
  });
});
