import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, FRIEND_MESSAGES } from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the social areas’ errors in the parent’s language (issue 28)', () => {
  it('answers a parent who saved Spanish in Spanish, with the same codes, and English otherwise', async () => {
    const maya = await signUp(t, { name: 'Maya', verified: true });
    const english = await maya.client.get('/api/messages/999999');
    expect(english.statusCode).toBe(404);
    expect(english.json().error).toBe(CHAT_MESSAGES.friendNotFound);
    const accept = () => maya.client.post('/api/friends/accept', { requestId: 999999 });
    const englishAccept = await accept();
    expect(englishAccept.statusCode).toBe(404);
    expect(englishAccept.json().error).toBe(FRIEND_MESSAGES.requestNotFound);

    const edit = { name: 'Maya', dob: '1988-04-12', gender: 'Female', locale: 'es' };
    expect((await maya.client.patch('/api/parents/edit', edit)).statusCode).toBe(200);
    const spanish = await maya.client.get('/api/messages/999999');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toMatchObject({
      code: english.json().code,
      error: 'No se encontró al amigo.',
    });
    expect((await accept()).json()).toMatchObject({
      code: englishAccept.json().code,
      error: 'No se encontró la solicitud.',
    });
  });
});
