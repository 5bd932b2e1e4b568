import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../../../test/helpers/accounts.js';
import { addScheduleEvent } from '../../../test/helpers/schedule-events.js';
import { addKid, family } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';

/** Spanish texts of the account catalogue (packages/shared/src/i18n/catalogues/account/es.json). */
const ES = {
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  notAuthenticated: 'Inicia sesión para continuar.',
  notFound: 'No se encontró.',
  nameRequired: 'El nombre es obligatorio.',
  password:
    'La contraseña debe tener mayúsculas, minúsculas, un número, un símbolo y al menos 8 caracteres.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía',
  email: uniqueEmail('lucia'),
  password: TEST_PASSWORD,
  gender: 'Female',
  dob: '1990-03-04',
  ...overrides,
});

describe('the parent’s language (issue 28)', () => {
  it('is saved at registration, returned by /auth/me and changed by PATCH /parents/edit', async () => {
    const ada = await signUp(t, { name: 'Ada' });
    expect((await ada.client.get('/api/auth/me')).json().parent.locale).toBe('en');
    const edit = { name: 'Ada', dob: '1988-04-12', gender: 'Female' };
    const changed = await ada.client.patch('/api/parents/edit', { ...edit, locale: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().parent.locale).toBe('es');
    expect((await ada.client.get('/api/auth/me')).json().parent.locale).toBe('es');
    // Left out, the language stays as it is.
    await ada.client.patch('/api/parents/edit', { ...edit, name: 'Ada L.' });
    expect((await ada.client.get('/api/auth/me')).json().parent.locale).toBe('es');

    const client = t.client();
    const body = register({ locale: 'es' });
    expect((await client.post('/api/auth/register', body)).statusCode).toBe(201);
    const login = await client.post('/api/auth/login', {
      email: body.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().parent.locale).toBe('es');
  });

  it('refuses a language we do not speak, with the code and the text in the request’s language', async () => {
    const client = t.client();
    const english = await client.post('/api/auth/register', register({ locale: 'fr' }));
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'locale', message: 'Choose English or Spanish.' }],
    });
    const spanish = await client.post('/api/auth/register', register({ locale: 'fr' }), {
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'locale', message: 'Elige inglés o español.' }],
    });
  });
});

describe('error texts in the request’s language (spec §8, issue 28)', () => {
  it('answers Accept-Language: es in Spanish with the same codes, and English otherwise', async () => {
    const client = t.client();
    const wrong = { email: uniqueEmail('nobody'), password: 'Wrong-Pass1' };
    const english = await client.post('/api/auth/login', wrong, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const spanish = await client.post('/api/auth/login', wrong, {
      headers: { 'accept-language': 'es' },
    });
    const none = await client.post('/api/auth/login', wrong);
    expect(english.statusCode).toBe(spanish.statusCode);
    expect(english.json()).toEqual({
      error: MESSAGES.login.invalidCredentials,
      code: english.json().code,
    });
    expect(spanish.json()).toEqual({ error: ES.invalidCredentials, code: english.json().code });
    expect(none.json().error).toBe(MESSAGES.login.invalidCredentials);

    const es = { headers: { 'accept-language': 'es' } };
    const anonymous = await client.get('/api/parents/me', es);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      error: ES.notAuthenticated,
      code: 'NOT_AUTHENTICATED',
    });
    const unknown = await client.get('/api/no-such-route', es);
    expect(unknown.json()).toEqual({ error: ES.notFound, code: 'NOT_FOUND' });

    // Validation: the schema's texts (the spec's) in Spanish, the paths and code the same.
    const invalid = await client.post(
      '/api/auth/register',
      register({ name: '', password: 'short' }),
      es,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: ES.nameRequired,
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        { path: 'name', message: ES.nameRequired },
        { path: 'password', message: ES.password },
      ]),
    });
  });

  it('answers a parent who saved Spanish in Spanish, whatever the browser asks for', async () => {
    const parent = await signUp(t, { name: 'Lucía' });
    const edit = { name: 'Lucía', dob: '1988-04-12', gender: 'Female' };
    const english = await parent.client.patch('/api/parents/edit', { ...edit, name: '' });
    expect(english.json()).toMatchObject({ error: MESSAGES.register.nameRequired });
    await parent.client.patch('/api/parents/edit', { ...edit, locale: 'es' });
    const spanish = await parent.client.patch(
      '/api/parents/edit',
      { ...edit, name: '' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(spanish.statusCode).toBe(english.statusCode);
    expect(spanish.json()).toMatchObject({
      error: ES.nameRequired,
      code: english.json().code,
      details: [{ path: 'name', message: ES.nameRequired }],
    });
    const missing = await parent.client.get('/api/kids/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('answers the health and calendar areas’ texts in a Spanish parent’s language (issue 28)', async () => {
    const ana = await signUp(t, { name: 'Ana' });
    const edit = { name: 'Ana', dob: '1988-04-12', gender: 'Female', locale: 'es' };
    expect((await ana.client.patch('/api/parents/edit', edit)).statusCode).toBe(200);

    const event = await ana.client.post('/api/schedules', {
      date: '2030-05-01T10:00:00.000Z',
      title: '   ',
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().details.map((detail: { message: string }) => detail.message)).toContain(
      'Escribe un título.',
    );
    const logs = await ana.client.get('/api/health?kidId=abc');
    expect(logs.statusCode).toBe(400);
    expect(JSON.stringify(logs.json())).toContain('El ID del niño falta o no es válido.');
  });

  it('answers the texts no catalogue said before in Spanish too, with the same codes (issue 28)', async () => {
    const owner = await family(t, 'Owner');
    const kid = await addKid(owner.client);
    const event = await addScheduleEvent(owner.client, {
      kidId: kid.id,
      date: '2030-05-01T10:00:00.000Z',
      title: 'Swim',
    });
    const english = await family(t, 'Eve');
    const spanish = await family(t, 'Elena', { locale: 'es' });
    const asks = (client: TestClient) => ({
      // Another family's event answers 404, as a missing one.
      event: () => client.delete(`/api/schedules/${event.id}`),
      eventChange: () => client.patch(`/api/schedules/${event.id}`, { title: 'Mine' }),
      healthLog: () => client.delete('/api/health/999999'),
      // A shared schema's own text in a validation detail (MESSAGES.family.roleInvalid).
      role: () => client.post('/api/family/invitations', { email: uniqueEmail('x'), role: 'boss' }),
    });
    const ES_TEXTS = {
      event: 'No se encontró el evento.',
      eventChange: 'No se encontró el evento.',
      healthLog: 'No se encontró el registro de salud.',
      role: 'Elige tutor o cuidador.',
    };
    const en = asks(english.client);
    const es = asks(spanish.client);
    for (const name of ['event', 'eventChange', 'healthLog', 'role'] as const) {
      const inEnglish = await en[name]();
      const inSpanish = await es[name]();
      expect(inSpanish.statusCode, name).toBe(inEnglish.statusCode);
      expect(inSpanish.json().code, name).toBe(inEnglish.json().code);
      expect(inSpanish.json().error, name).toBe(ES_TEXTS[name]);
    }
    expect((await en.event()).json()).toEqual({ error: 'Event not found.', code: 'NOT_FOUND' });
    expect((await en.healthLog()).json()).toEqual({
      error: 'Health log not found.',
      code: 'NOT_FOUND',
    });
    expect((await es.role()).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'role', message: ES_TEXTS.role }],
    });
    expect((await en.role()).json()).toMatchObject({
      details: [{ path: 'role', message: 'Choose guardian or caregiver.' }],
    });

    // Without a session, Accept-Language says it: a shared text rule's own message.
    const client = t.client();
    const body = register({ name: 'Ana\u0000' });
    const refused = await client.post('/api/auth/register', body, {
      headers: { 'accept-language': 'es' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'name', message: 'El texto contiene un carácter que no está permitido.' }],
    });
    const englishRefusal = await client.post('/api/auth/register', body);
    expect(englishRefusal.json().details[0].message).toBe(
      'Text contains a character that is not allowed.',
    );
  });
});
