import { expect } from 'vitest';
import {
  MAX_RECORD_ID,
  MESSAGES,
  type Kid,
  type Locale,
  type Notification,
} from '@nestling/shared';
import { signUp } from './accounts.js';
import { pngImage } from './images.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export interface Family {
  client: TestClient;
  parentId: number;
  familyId: number;
  email: string;
  name: string;
}

/** A signed-up family (verified unless told), remembering its parent's name. */
export async function family(
  t: TestApp,
  name: string,
  options: { verified?: boolean; locale?: Locale } = {},
): Promise<Family> {
  const signed = await signUp(t, { name, ...options });
  return { ...signed, name };
}

/** A date of birth that makes a kid exactly `age` whole years old today (birthday yesterday). */
export function dobForAge(age: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface KidInput {
  name?: string;
  age?: number;
  gender?: 'Male' | 'Female' | 'Other';
  address?: string;
  interests?: string[];
  skillLevel?: 'Beginner' | 'Intermediate' | 'Advanced' | '';
  showInExplore?: boolean;
  area?: string;
  dob?: string;
  /** gestational age at birth: weeks and days (issue 26); not sent when absent */
  gestationalWeeks?: number;
  gestationalDays?: number;
}

/**
 * Adds a kid through the API (public in Explore unless `showInExplore: false`), with an
 * optional photo.
 * @throws when the API refuses it
 */
export async function addKid(
  client: TestClient,
  input: KidInput = {},
  photo?: Buffer,
): Promise<Kid> {
  const age = input.age ?? 7;
  const response = await client.multipart(
    'POST',
    '/api/kids',
    {
      name: input.name ?? 'Mia',
      age,
      gender: input.gender ?? 'Female',
      dob: input.dob ?? dobForAge(age),
      address: input.address ?? '12 Garden Lane, Leeds',
      interests: JSON.stringify(input.interests ?? []),
      skillLevel: input.skillLevel ?? '',
      showInExplore: input.showInExplore ?? true,
      area: input.area ?? '',
      ...(input.gestationalWeeks === undefined
        ? {}
        : {
            gestationalWeeks: input.gestationalWeeks,
            gestationalDays: input.gestationalDays ?? 0,
          }),
    },
    photo ? { photo: { name: 'kid.png', type: 'image/png', data: photo } } : {},
  );
  if (response.statusCode !== 201) throw new Error(`add kid failed: ${response.body}`);
  return response.json();
}

/** Adds a kid with a PNG photo, as addKid; its answer has the photo's URL (or this throws). */
export async function addKidWithPhoto(
  client: TestClient,
  input: KidInput = {},
): Promise<Kid & { photoUrl: string }> {
  const kid = await addKid(client, input, await pngImage());
  if (kid.photoUrl === null) throw new Error('add kid: the answer has no photo URL');
  return { ...kid, photoUrl: kid.photoUrl };
}

/** An ISO instant `hours` from now. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
}

/** Sends a Playdate request for `kidId` a day ahead (overrides change any field). */
export function sendRequest(client: TestClient, kidId: number, overrides: object = {}) {
  return client.post('/api/friends/send', {
    kidId,
    meetingType: 'Playdate',
    proposedTime: hoursFromNow(48),
    message: 'Park on Saturday?',
    ...overrides,
  });
}

/** The family's notifications, newest first (the first page of 50). */
export async function notificationsOf(client: TestClient): Promise<Notification[]> {
  const response = await client.get('/api/notifications/me?pageSize=50');
  if (response.statusCode !== 200) throw new Error(`notifications failed: ${response.body}`);
  return response.json().items;
}

type Answer = Awaited<ReturnType<TestClient['get']>>;

/** Asserts an error answer: `status` with the one error body `{ error, code }` (product.md). */
export function expectError(
  response: Answer,
  status: number,
  body: { error: string; code: string },
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(body);
}

/** Asserts the answer to a call without a session: 401 NOT_AUTHENTICATED with the common text. */
export function expectNotAuthenticated(response: Answer): void {
  expectError(response, 401, {
    error: MESSAGES.common.notAuthenticated,
    code: 'NOT_AUTHENTICATED',
  });
}

/**
 * Asserts a social route's guard (product.md: the social features need a verified e-mail):
 * 401 NOT_AUTHENTICATED without a session, 403 EMAIL_NOT_VERIFIED for `unverified`.
 */
export async function expectVerifiedParentsOnly(
  t: TestApp,
  unverified: TestClient,
  call: (client: TestClient) => Promise<Answer>,
): Promise<void> {
  const anonymous = await call(t.client());
  expectNotAuthenticated(anonymous);
  const early = await call(unverified);
  expectError(early, 403, { error: MESSAGES.common.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' });
}

/** Ids a client can send that no record has: past 2³¹ − 1, exponent, negative, words, NUL. */
export const MALFORMED_IDS = [
  MAX_RECORD_ID + 1,
  '99999999999999999999',
  '1e3',
  -1,
  'abc',
  'a\u0000',
];

/** Asserts that every one of {@link MALFORMED_IDS} answers 400 VALIDATION_FAILED (never 5xx). */
export async function expectMalformedIdsRefused(
  call: (id: string | number) => Promise<Answer>,
): Promise<void> {
  for (const id of MALFORMED_IDS) {
    const response = await call(id);
    expect(response.statusCode, `id ${JSON.stringify(id)}`).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
}

/**
 * Makes two families friends through the API, as parents do: `b` shows a kid in Explore, `a`
 * sends a request for it, `b` accepts.
 * @returns the id of `b`'s kid (what `a` blocks to block `b`'s family)
 */
export async function befriend(a: Family, b: Family): Promise<number> {
  const kid = await addKid(b.client, { name: `${b.name.split(' ')[0] ?? 'Kid'} Junior` });
  const sent = await sendRequest(a.client, kid.id);
  if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.body}`);
  const accepted = await b.client.post('/api/friends/accept', { requestId: sent.json().id });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return kid.id;
}

/**
 * Sets the family's home area (issue 30: `PUT /api/family/area`) to a GeoNames place id.
 * @throws when the API refuses it
 */
export async function setArea(member: Family, placeId: number): Promise<void> {
  const response = await member.client.put('/api/family/area', { placeId });
  expect(response.statusCode, response.body).toBe(200);
}
