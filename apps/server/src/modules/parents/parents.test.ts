import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PARENT_PROFILE_MESSAGES } from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import { pngImage } from '../../../test/helpers/images.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { storedKeysOf, uploadedObjects } from '../../../test/helpers/uploads.js';
import { files, parents } from '../../db/schema/index.js';
import { expectError, expectNotAuthenticated } from '../../../test/helpers/social.js';

let t: TestApp;
let ada: { client: TestClient; parentId: number };
let other: { client: TestClient; parentId: number };

beforeAll(async () => {
  t = await createTestApp();
  [ada, other] = await Promise.all([signUp(t, { name: 'Ada' }), signUp(t, { name: 'Grace' })]);
});
afterAll(async () => {
  await t?.close();
});

const photo = async (name = 'me.png', side = 64) => ({
  photo: { name, type: 'image/png', data: await pngImage(side) },
});

describe('the parent’s profile', () => {
  it('answers the signed-in parent, and 401 without a session', async () => {
    const me = await ada.client.get('/api/parents/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().parent).toMatchObject({ id: ada.parentId, name: 'Ada' });
    expect(me.json().parent).not.toHaveProperty('passwordHash');
    const anonymous = await t.client().get('/api/parents/me');
    expectNotAuthenticated(anonymous);
  });

  it('edits name, date of birth and gender, and refuses a bad edit', async () => {
    const profile = { name: 'Ada Lovelace', dob: '1985-12-10', gender: 'Other' };
    const response = await ada.client.patch('/api/parents/edit', profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().parent).toMatchObject(profile);
    expect((await ada.client.get('/api/auth/me')).json().parent.name).toBe('Ada Lovelace');
    const bad = await ada.client.patch('/api/parents/edit', {
      ...profile,
      name: '',
      dob: '2999-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect((await ada.client.get('/api/parents/me')).json().parent).toMatchObject(profile);
  });

  it('saves the language alone for a parent without a date of birth or gender, and refuses half a profile', async () => {
    const carla = await signUp(t, { name: 'Carla' });
    await t.database.db
      .update(parents)
      .set({ dob: null, gender: null })
      .where(eq(parents.id, carla.parentId));
    const before = (await carla.client.get('/api/parents/me')).json().parent;
    expect(before).toMatchObject({ dob: null, gender: null, locale: 'en' });
    const half = await carla.client.patch('/api/parents/edit', { name: 'Grace', locale: 'en' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'dob', message: MESSAGES.register.dobInvalid },
        { path: 'gender', message: MESSAGES.register.genderRequired },
      ],
    });
    const saved = await carla.client.patch('/api/parents/edit', { locale: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().parent).toMatchObject({
      name: before.name,
      dob: null,
      gender: null,
      locale: 'es',
    });
    expect((await carla.client.get('/api/auth/me')).json().parent.locale).toBe('es');

    const empty = await carla.client.patch('/api/parents/edit', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({
      path: 'name',
      message: 'El nombre es obligatorio.',
    });
    expect((await carla.client.get('/api/parents/me')).json().parent).toMatchObject({
      name: before.name,
      dob: null,
      locale: 'es',
    });
  });
});

describe('the parent’s photo', () => {
  it('uploads a photo that only its owner can download', async () => {
    const missing = await ada.client.multipart('POST', '/api/parents/upload-photo', {});
    expectError(missing, 400, { error: PARENT_PROFILE_MESSAGES.noPhoto, code: 'PHOTO_REQUIRED' });
    const response = await ada.client.multipart(
      'POST',
      '/api/parents/upload-photo',
      {},
      await photo(),
    );
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json().parent;
    expect(photoUrl).toMatch(/^\/api\/files\/\d+$/);
    expect((await ada.client.get(photoUrl)).statusCode).toBe(200);
    expect((await other.client.get(photoUrl)).statusCode).toBe(404);
  });

  it('replaces the old photo: its URL answers 404 and its bytes are gone', async () => {
    const first = (
      await other.client.multipart('POST', '/api/parents/upload-photo', {}, await photo())
    ).json().parent.photoUrl;
    const second = (
      await other.client.multipart('POST', '/api/parents/upload-photo', {}, await photo('b.png'))
    ).json().parent.photoUrl;
    expect(second).not.toBe(first);
    expect((await other.client.get(first)).statusCode).toBe(404);
    expect((await other.client.get(second)).statusCode).toBe(200);
    const objects = (await uploadedObjects(t)).filter((key) => key.startsWith('parent-photo/'));
    expect(objects).toEqual(await storedKeysOf(t, 'parent-photo'));
  });

  it('ten concurrent replacements leave one photo: one file row, one set of objects', async () => {
    const { client, parentId } = await signUp(t, { name: 'Racing Parent' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, async (_, index) =>
        client.multipart('POST', '/api/parents/upload-photo', {}, await photo(`${index}.png`)),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db.select().from(files).where(eq(files.ownerParentId, parentId));
    expect(rows).toHaveLength(1);
    const shown = (await client.get('/api/parents/me')).json().parent.photoUrl;
    expect(shown).toBe(`/api/files/${rows[0]!.id}`);
    // No object without a row, no row without its objects, for every parent photo of this app.
    const objects = (await uploadedObjects(t)).filter((key) => key.startsWith('parent-photo/'));
    expect(objects).toEqual(await storedKeysOf(t, 'parent-photo'));
    for (const response of responses) {
      const { photoUrl } = response.json().parent;
      if (photoUrl !== shown) expect((await client.get(photoUrl)).statusCode).toBe(404);
    }
  });
});
