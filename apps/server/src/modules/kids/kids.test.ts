import exifReader from 'exif-reader';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KID_MESSAGES, todayIsoDate } from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import { jpegWithGps, pngImage } from '../../../test/helpers/images.js';
import { files } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { storedKeysOf, uploadedObjects } from '../../../test/helpers/uploads.js';
import { expectError } from '../../../test/helpers/social.js';

/**
 * The date `years` years before the server's today, moved by `days` days (e.g. a birthday
 * tomorrow), as `YYYY-MM-DD`. Counted in UTC days from today's date, so no time zone shifts it.
 */
function yearsAgo(years: number, days = 0): string {
  const date = new Date(`${todayIsoDate()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const kidFields = (overrides: Record<string, string | number | boolean> = {}) => ({
  name: '  Mia  ',
  age: 6,
  gender: 'Female',
  dob: `${yearsAgo(6)}T00:00:00.000Z`,
  address: ' 12 Garden Lane, Leeds ',
  interests: '["Art","Reading"]',
  ...overrides,
});

let t: TestApp;
let familyA: { client: TestClient; parentId: number };
let familyB: { client: TestClient; parentId: number };

beforeAll(async () => {
  t = await createTestApp();
  familyA = await signUp(t, { name: 'Family A' });
  familyB = await signUp(t, { name: 'Family B' });
});
afterAll(async () => {
  await t?.close();
});

async function addKid(
  client: TestClient,
  overrides: Record<string, string | number | boolean> = {},
  photo?: Buffer,
) {
  return client.multipart(
    'POST',
    '/api/kids',
    kidFields(overrides),
    photo ? { photo: { name: 'mia.png', type: 'image/png', data: photo } } : {},
  );
}

describe('POST /api/kids', () => {
  it('adds a kid with a photo; trims text, normalises interests and ignores a sent parentId', async () => {
    const response = await addKid(familyA.client, { parentId: familyB.parentId }, await pngImage());
    expect(response.statusCode).toBe(201);
    const kid = response.json();
    expect(kid).toMatchObject({
      parentId: familyA.parentId,
      name: 'Mia',
      age: 6,
      gender: 'Female',
      dob: yearsAgo(6),
      address: '12 Garden Lane, Leeds',
      interests: ['Art', 'Reading'],
      showInExplore: false,
      area: null,
    });
    expect(kid.photoUrl).toMatch(/^\/api\/files\/\d+$/);

    const photo = await familyA.client.get(kid.photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(64);
    const thumb = await familyA.client.get(`${kid.photoUrl}?variant=thumb`);
    expect(thumb.statusCode).toBe(200);
  });

  it.each([
    ['the birthday is today', 6, 0, 6],
    ['the birthday is tomorrow', 6, 1, 5],
    ['the birthday was yesterday', 6, -1, 6],
    ['born this year', 0, -30, 0],
  ])(
    'answers the age from the date of birth, not the age sent (%s)',
    async (_label, years, days, expected) => {
      const dob = yearsAgo(years, days);
      const created = await addKid(familyA.client, { age: 12, dob });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ dob, age: expected });
      const fetched = await familyA.client.get(`/api/kids/${created.json().id}`);
      expect(fetched.json()).toMatchObject({ dob, age: expected });
      const listed = (await familyA.client.get('/api/kids')).json() as Array<{
        id: number;
        age: number;
      }>;
      expect(listed.find((kid) => kid.id === created.json().id)?.age).toBe(expected);
    },
  );

  it.each([
    ['a JSON array', '["Soccer", "soccer", " Music "]', ['Soccer', 'Music']],
    ['comma-separated text', 'Soccer, Biking,,Art', ['Soccer', 'Biking', 'Art']],
    ['a single interest', 'Chess', ['Chess']],
    ['nothing', '', []],
  ])('accepts interests as %s', async (_label, interests, expected) => {
    const response = await addKid(familyA.client, { interests });
    expect(response.statusCode).toBe(201);
    expect(response.json().interests).toEqual(expected);
  });

  it.each([
    ['a missing name', { name: '' }, KID_MESSAGES.required],
    ['a blank address', { address: '   ' }, KID_MESSAGES.required],
    ['a negative age', { age: -1 }, KID_MESSAGES.ageInvalid],
    ['a fractional age', { age: 2.5 }, KID_MESSAGES.ageInvalid],
    ['a non-numeric age', { age: 'six' }, KID_MESSAGES.ageInvalid],
    ['a future date of birth', { dob: '2999-01-01' }, KID_MESSAGES.dobFuture],
    ['an impossible date of birth', { dob: '2021-02-30' }, KID_MESSAGES.dobInvalid],
    ['an unknown gender', { gender: 'Robot' }, KID_MESSAGES.required],
  ])('rejects %s with 400 and the spec message', async (_label, override, message) => {
    const response = await addKid(familyA.client, override);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it('rejects a form without its required fields', async () => {
    const response = await familyA.client.multipart('POST', '/api/kids', { name: 'Only a name' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(KID_MESSAGES.required);
  });

  it('answers 415 to JSON instead of a multipart form', async () => {
    const response = await familyA.client.post('/api/kids', kidFields());
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('MULTIPART_REQUIRED');
  });

  it('answers 401 without a session', async () => {
    const response = await t.client().multipart('POST', '/api/kids', kidFields());
    expect(response.statusCode).toBe(401);
  });
});

describe('photo checks (type from the bytes, size while streaming)', () => {
  it('refuses a 6 MB file with 413 and the spec message, adding nothing', async () => {
    const before = (await familyA.client.get('/api/kids')).json().length;
    const response = await addKid(familyA.client, {}, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: KID_MESSAGES.imageTooLarge, code: 'FILE_TOO_LARGE' });
    expect((await familyA.client.get('/api/kids')).json()).toHaveLength(before);
  });

  it('judges a PNG named .pdf by its bytes: accepted as an image', async () => {
    const response = await familyA.client.multipart('POST', '/api/kids', kidFields(), {
      photo: { name: 'report.pdf', type: 'application/pdf', data: await pngImage(30, 30) },
    });
    expect(response.statusCode).toBe(201);
    const photo = await familyA.client.get(response.json().photoUrl);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it.each([
    [
      'an HTML file named .jpg',
      'cute.jpg',
      'image/jpeg',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    ],
    [
      'an SVG',
      'drawing.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'a PDF',
      'doc.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'),
    ],
  ])('refuses %s with 415 and the spec message', async (_label, name, type, data) => {
    const response = await familyA.client.multipart('POST', '/api/kids', kidFields(), {
      photo: { name, type, data },
    });
    expectError(response, 415, { error: KID_MESSAGES.imageType, code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses a truncated image with 400', async () => {
    const whole = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#abcdef' },
    })
      .jpeg()
      .toBuffer();
    const response = await addKid(
      familyA.client,
      {},
      whole.subarray(0, Math.floor(whole.length / 2)),
    );
    expectError(response, 400, { error: KID_MESSAGES.imageUnreadable, code: 'UNREADABLE_IMAGE' });
  });

  it('stores and serves a phone photo without its EXIF and GPS, upright', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(exifReader(before.exif!).GPSInfo?.GPSLatitudeRef).toBe('N');

    const response = await familyA.client.multipart('POST', '/api/kids', kidFields(), {
      photo: { name: 'IMG_0001.jpg', type: 'image/jpeg', data: original },
    });
    expect(response.statusCode).toBe(201);
    const served = (await familyA.client.get(response.json().photoUrl)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
  });
});

describe('reading, updating and deleting', () => {
  it('lists only the parent’s own kids and reads one', async () => {
    const created = (await addKid(familyB.client, { name: 'Leo', gender: 'Male' })).json();
    const listB = (await familyB.client.get('/api/kids')).json();
    expect(listB.map((kid: { id: number }) => kid.id)).toContain(created.id);
    expect(listB.every((kid: { parentId: number }) => kid.parentId === familyB.parentId)).toBe(
      true,
    );
    const listA = (await familyA.client.get('/api/kids')).json();
    expect(listA.map((kid: { id: number }) => kid.id)).not.toContain(created.id);
    expect((await familyB.client.get(`/api/kids/${created.id}`)).json()).toMatchObject({
      name: 'Leo',
    });
  });

  it('updates a kid from the edit form: comma-separated interests, gender defaulting to Male, a new photo', async () => {
    const created = (await addKid(familyA.client, {}, await pngImage())).json();
    const response = await familyA.client.multipart(
      'PATCH',
      `/api/kids/${created.id}`,
      {
        name: 'Mia Rose',
        age: 7,
        dob: yearsAgo(7),
        address: '1 New Road',
        interests: 'Music, Drama',
      },
      { photo: { name: 'new.png', type: 'image/png', data: await pngImage(80, 80) } },
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: 'Mia Rose',
      age: 7,
      gender: 'Male',
      interests: ['Music', 'Drama'],
    });
    expect(updated.photoUrl).not.toBe(created.photoUrl);
    expect((await familyA.client.get(created.photoUrl)).statusCode).toBe(404);
    expect((await familyA.client.get(updated.photoUrl)).statusCode).toBe(200);
  });

  it('ten concurrent photo replacements leave one photo: one file row, one set of objects', async () => {
    const created = (await addKid(familyA.client, {}, await pngImage())).json();
    const responses = await Promise.all(
      Array.from({ length: 10 }, async (_, index) =>
        familyA.client.multipart('PATCH', `/api/kids/${created.id}`, kidFields(), {
          photo: { name: `mia-${index}.png`, type: 'image/png', data: await pngImage(40 + index) },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.kidId, created.id), eq(files.purpose, 'kid-photo')));
    expect(rows).toHaveLength(1);
    const kid = (await familyA.client.get(`/api/kids/${created.id}`)).json();
    expect(kid.photoUrl).toBe(`/api/files/${rows[0]!.id}`);
    // No object without a row, no row without its objects, for every kid photo of this app.
    const kidPhotoObjects = (await uploadedObjects(t)).filter((key) =>
      key.startsWith('kid-photo/'),
    );
    expect(kidPhotoObjects).toEqual(await storedKeysOf(t, 'kid-photo'));
    for (const response of responses) {
      const { photoUrl } = response.json();
      if (photoUrl !== kid.photoUrl)
        expect((await familyA.client.get(photoUrl)).statusCode).toBe(404);
    }
  });

  it('refuses a street address as the public card’s area, adding and editing, with a clear 400 (issue 27, finding 7)', async () => {
    for (const area of ['12 Baker Street', 'Garden Lane', 'LS6 2AB']) {
      const added = await familyA.client.multipart('POST', '/api/kids', { ...kidFields(), area });
      expect(added.statusCode, area).toBe(400);
      expect(added.json()).toMatchObject({
        error: KID_MESSAGES.areaNotAddress,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'area', message: KID_MESSAGES.areaNotAddress }],
      });
    }
    const kid = (await addKid(familyA.client, { area: 'Headingley' })).json();
    const edited = await familyA.client.multipart('PATCH', `/api/kids/${kid.id}`, {
      ...kidFields(),
      area: '3 rue de la Paix',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(KID_MESSAGES.areaNotAddress);
    expect((await familyA.client.get(`/api/kids/${kid.id}`)).json().area).toBe('Headingley');
  });

  it('keeps the public settings when the edit form does not send them', async () => {
    const created = (
      await addKid(familyA.client, { showInExplore: true, area: 'Headingley' })
    ).json();
    expect(created).toMatchObject({ showInExplore: true, area: 'Headingley' });
    const updated = (
      await familyA.client.multipart('PATCH', `/api/kids/${created.id}`, {
        ...kidFields(),
        interests: 'Art',
      })
    ).json();
    expect(updated).toMatchObject({ showInExplore: true, area: 'Headingley' });
  });

  it('deletes a kid with its photo: row, file route and stored bytes', async () => {
    const before = await uploadedObjects(t);
    const created = (await addKid(familyA.client, {}, await pngImage())).json();
    const added = (await uploadedObjects(t)).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2); // the image and its thumbnail
    const response = await familyA.client.delete(`/api/kids/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await familyA.client.get(`/api/kids/${created.id}`)).statusCode).toBe(404);
    expect((await familyA.client.get(created.photoUrl)).statusCode).toBe(404);
    const remaining = await uploadedObjects(t);
    expect(added.filter((key) => remaining.includes(key))).toEqual([]);
  });
});

describe('another family', () => {
  it('gets 404 for each of family A’s kids on read, update, delete and photo download', async () => {
    const kid = (await addKid(familyA.client, {}, await pngImage())).json();
    const read = await familyB.client.get(`/api/kids/${kid.id}`);
    const update = await familyB.client.multipart(
      'PATCH',
      `/api/kids/${kid.id}`,
      kidFields({ name: 'Hijacked' }),
    );
    const remove = await familyB.client.delete(`/api/kids/${kid.id}`);
    const photo = await familyB.client.get(kid.photoUrl);
    for (const response of [read, update, remove, photo]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Mia');
    }
    expect((await familyA.client.get(`/api/kids/${kid.id}`)).json().name).toBe('Mia');
  });

  it('may see a public kid’s photo once verified, never a private one', async () => {
    const publicKid = (
      await addKid(familyA.client, { showInExplore: true }, await pngImage())
    ).json();
    const privateKid = (await addKid(familyA.client, {}, await pngImage())).json();
    expect((await familyB.client.get(publicKid.photoUrl)).statusCode).toBe(200);
    expect((await familyB.client.get(privateKid.photoUrl)).statusCode).toBe(404);
    const unverified = await signUp(t, { verified: false });
    expect((await unverified.client.get(publicKid.photoUrl)).statusCode).toBe(404);
    expect((await t.client().get(publicKid.photoUrl)).statusCode).toBe(401);
  });

  it('answers 400 for a non-numeric kid id', async () => {
    expect((await familyA.client.get('/api/kids/abc')).statusCode).toBe(400);
  });
});
