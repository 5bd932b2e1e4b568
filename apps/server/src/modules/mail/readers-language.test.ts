import ICAL from 'ical.js';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@nestling/shared';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/helpers/accounts.js';
import { addScheduleEvent } from '../../../test/helpers/schedule-events.js';
import {
  addKid,
  family,
  notificationsOf,
  sendRequest,
  type Family,
} from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * The server's texts in their reader's language (issue 28, decision 076): mails in the
 * recipient's saved language (not the sender's), notifications likewise, the iCal feed and the
 * CSV export in the parent's, and zod's plain-words validation details in the request's — the
 * codes and paths the same. Real PostgreSQL (or PGlite), real SMTP sink.
 */
let t: TestApp;
let ada: Family;
let lucia: Family;

beforeAll(async () => {
  t = await createTestApp();
  [ada, lucia] = await Promise.all([
    family(t, 'Ada Stone'),
    family(t, 'Lucía Ruiz', { locale: 'es' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const registration = (locale?: 'en' | 'es') => ({
  name: 'Marta Gil',
  email: uniqueEmail(`marta-${locale ?? 'none'}`),
  password: TEST_PASSWORD,
  gender: 'Female',
  dob: '1990-03-04',
  ...(locale ? { locale } : {}),
});

describe('mails in the recipient’s saved language', () => {
  it('sends the verification mail in Spanish to a Spanish parent and in English to an English one', async () => {
    const spanish = registration('es');
    const english = registration('en');
    const client = t.client();
    // The browser asks for the other language each time: the saved choice decides.
    expect(
      (await client.post('/api/auth/register', spanish, { headers: { 'accept-language': 'en' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await client.post('/api/auth/register', english, { headers: { 'accept-language': 'es' } }))
        .statusCode,
    ).toBe(201);

    const es = await t.mail.waitFor(spanish.email);
    expect(es.subject).toBe('Verifica tu correo electrónico para Nestling');
    expect(es.text).toContain('Hola, Marta Gil:');
    expect(es.text).toContain('Este enlace funciona una sola vez y caduca en 24 horas.');
    expect(es.text).toMatch(
      /Verifica tu correo electrónico: http:\/\/nestling\.test\/verify-email\?token=/,
    );
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('O pega este enlace en tu navegador:');
    expect(es.text).not.toContain('Verify');

    const en = await t.mail.waitFor(english.email);
    expect(en.subject).toBe('Verify your e-mail for Nestling');
    expect(en.text).toContain('Hi Marta Gil,');
    expect(en.text).toContain('This link works once and expires in 24 hours.');
    expect(en.html).toContain('<html lang="en">');
  });

  it('mails the password reset in the account’s language, whatever the asking browser’s', async () => {
    const response = await t
      .client()
      .post(
        '/api/auth/reset-password-request',
        { email: lucia.email },
        { headers: { 'accept-language': 'en-US' } },
      );
    expect(response.statusCode).toBe(200);
    const mail = await t.mail.waitFor(lucia.email, /contraseña/);
    expect(mail.subject).toBe('Restablece tu contraseña de Nestling');
    expect(mail.text).toContain('Alguien (esperamos que tú) pidió restablecer tu contraseña');
  });

  it('writes an invitation in the invited account’s language, else in the inviter’s', async () => {
    const sent = await ada.client.post('/api/family/invitations', {
      email: lucia.email,
      role: 'caregiver',
    });
    expect(sent.statusCode).toBe(201);
    const toLucia = await t.mail.waitFor(lucia.email, /Ada Stone/);
    expect(toLucia.subject).toBe('Ada Stone te invitó a su familia en Nestling');
    expect(toLucia.text).toContain(
      'Ada Stone te invitó a unirte a su familia en Nestling como cuidador.',
    );
    expect(toLucia.text).toContain('Como cuidador puedes ver a los niños de la familia');

    // No account at the address: the inviter's language is the best guess.
    const stranger = uniqueEmail('stranger');
    await lucia.client.post('/api/family/invitations', { email: stranger, role: 'guardian' });
    const toStranger = await t.mail.waitFor(stranger);
    expect(toStranger.subject).toBe('Lucía Ruiz te invitó a su familia en Nestling');
    expect(toStranger.text).toContain('como tutor.');
    const english = uniqueEmail('english');
    await ada.client.post('/api/family/invitations', { email: english, role: 'guardian' });
    expect((await t.mail.waitFor(english)).subject).toBe(
      'Ada Stone invited you to their family on Nestling',
    );
  });
});

describe('notifications in the recipient’s saved language', () => {
  it('tells a Spanish receiver of an English parent’s request in Spanish, and the English sender the answer in English', async () => {
    const kid = await addKid(lucia.client, { name: 'Mateo Ruiz' });
    const sent = await sendRequest(ada.client, kid.id, { meetingType: 'Study Date' });
    expect(sent.statusCode).toBe(201);
    const [received] = await notificationsOf(lucia.client);
    expect(received).toMatchObject({
      kind: 'friend-request-received',
      message: 'Ada quiere una cita de estudio con Mateo. Acepta o rechaza la solicitud.',
    });

    const accepted = await lucia.client.post('/api/friends/accept', { requestId: sent.json().id });
    expect(accepted.statusCode).toBe(200);
    const [answer] = await notificationsOf(ada.client);
    expect(answer).toMatchObject({
      kind: 'friend-request-accepted',
      message: NOTIFICATION_TEXTS.requestAccepted({
        receiverName: 'Lucía Ruiz',
        meetingType: 'Study Date',
        kidFirstName: 'Mateo',
      }),
    });
    // Lucía's own "request received" now says what became of it, still in Spanish.
    const closed = (await notificationsOf(lucia.client)).find(
      (notification) => notification.kind === 'friend-request-received',
    );
    // (Friends now: the sender's whole name.)
    expect(closed?.message).toBe(
      'Ada Stone quiere una cita de estudio con Mateo. Aceptaste: ahora son amigos y pueden enviarse mensajes.',
    );
  });
  it('names a deleted English sender in the Spanish receiver’s language', async () => {
    const gus = await family(t, 'Gus Hale');
    const kid = await addKid(lucia.client, { name: 'Elena' });
    expect((await sendRequest(gus.client, kid.id)).statusCode).toBe(201);
    const deleted = await gus.client.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const messages = (await notificationsOf(lucia.client)).map((n) => n.message);
    expect(messages).toContain(
      'Cuenta eliminada quiere una cita de juegos con Elena. Acepta o rechaza la solicitud.',
    );
    expect(messages.join(' ')).not.toContain('Gus');
  });
});

describe('the iCal feed and the CSV export in the parent’s saved language', () => {
  it('names the Spanish parent’s calendar and a kid’s events in Spanish', async () => {
    const kid = await addKid(lucia.client, { name: 'Sofía' });
    await addScheduleEvent(lucia.client, {
      kidId: kid.id,
      date: '2026-12-24T15:00:00Z',
      title: 'Obra de Navidad',
    });
    const created = await lucia.client.post('/api/calendar-feed');
    expect(created.statusCode).toBe(201);
    // The feed is read without a session, by a calendar app asking for English.
    const feed = await t
      .client()
      .get(new URL(created.json().url).pathname, { headers: { 'accept-language': 'en' } });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Calendario familiar de Nestling');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/ES$/);
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component).summary);
    expect(summaries).toContain('Sofía: Obra de Navidad');

    const english = await ada.client.post('/api/calendar-feed');
    const englishFeed = await t.client().get(new URL(english.json().url).pathname);
    expect(
      new ICAL.Component(ICAL.parse(englishFeed.body)).getFirstPropertyValue('x-wr-calname'),
    ).toBe('Nestling family calendar');
  });

  it('exports the health log with Spanish headers and fixed cells for a Spanish parent', async () => {
    const kid = await addKid(lucia.client, { name: 'Pablo' });
    const assessed = await lucia.client.post('/api/self-assessments', {
      kidId: kid.id,
      moodToday: 'Happy',
      enjoyedDay: 'Yes',
      schoolDay: 'Great',
      bullied: 'No',
      date: '2026-11-17',
    });
    expect(assessed.statusCode).toBe(201);
    const response = await lucia.client.get(`/api/health/export?kidId=${kid.id}&format=csv`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      'Fecha',
      'Entrada',
      'Estado de ánimo',
      'Sueño (horas)',
      'Notas',
      'Información médica',
      'Vacunación',
      'Disfrutó el día',
      'Día de escuela',
      'Sufrió acoso',
      'Contento porque',
      'Triste porque',
      'Documento',
    ]);
    expect(rows[1]?.slice(0, 2)).toEqual(['2026-11-17', 'Autoevaluación']);
  });
});

describe('validation details in the request’s language (decision 036’s plain words)', () => {
  it('answers Accept-Language: es with Spanish details, the same codes and paths as in English', async () => {
    const client = t.client();
    const body = { email: uniqueEmail('someone'), password: TEST_PASSWORD, nickname: 'x' };
    const send = (language: string) =>
      client.post('/api/auth/login', body, { headers: { 'accept-language': language } });
    const english = await send('en');
    const spanish = await send('es-ES,es;q=0.9');
    expect(english.statusCode).toBe(400);
    expect(spanish.statusCode).toBe(400);
    expect(english.json()).toEqual({
      error: 'nickname: is not an accepted field',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'nickname', message: 'nickname: is not an accepted field' }],
    });
    expect(spanish.json()).toEqual({
      error: 'nickname: no es un campo admitido',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'nickname', message: 'nickname: no es un campo admitido' }],
    });
  });

  it('says a query’s and a multipart form’s details in the saved language of the parent', async () => {
    const kid = await addKid(lucia.client, { name: 'Inés' });
    const asksEnglish = { headers: { 'accept-language': 'en' } };
    const query = await lucia.client.get(`/api/health?kidId=${kid.id}&limit=501`, asksEnglish);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      error: 'limit: debe ser como máximo 500',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'limit', message: 'limit: debe ser como máximo 500' }],
    });
    const offset = await lucia.client.get(`/api/health?kidId=${kid.id}&offset=1.5`);
    expect(offset.json().details).toEqual([
      { path: 'offset', message: 'offset: debe ser un número entero' },
    ]);

    const form = { kidId: kid.id, date: '2026-04-02', kidName: 'x'.repeat(61) };
    const multipart = await lucia.client.multipart('POST', '/api/health', form, {}, asksEnglish);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual({
      error: 'kidName: debe tener como máximo 60 caracteres',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'kidName', message: 'kidName: debe tener como máximo 60 caracteres' }],
    });
    const englishKid = await addKid(ada.client, { name: 'Ivy' });
    const english = await ada.client.multipart('POST', '/api/health', {
      ...form,
      kidId: englishKid.id,
    });
    expect(english.json().details).toEqual([
      { path: 'kidName', message: 'kidName: must be at most 60 characters' },
    ]);
  });
});
