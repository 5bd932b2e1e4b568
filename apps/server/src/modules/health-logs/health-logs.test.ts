import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import { pdfDocument } from '@nestling/testing';
import { pngImage } from '../../../test/helpers/images.js';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addKid } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { escapeFormula } from './health-log-export.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;

const PDF = pdfDocument('Vaccination card');

/** The files of a log whose document is {@link PDF}, named `name`. */
const withPdf = (name: string) => ({ document: { name, type: 'application/pdf', data: PDF } });

const logFields = (kidId: number, overrides: Record<string, string | number> = {}) => ({
  kidId,
  kidName: 'Ivy',
  mood: 'Happy',
  sleep: '9.5',
  date: '2026-11-18',
  notes: 'Played outside',
  medicalInfo: '',
  vaccination: '',
  ...overrides,
});

/**
 * Family A adds a log of its kid: {@link logFields} with `overrides`, and a PDF document named
 * `document`.
 */
function postLogOfA(overrides: Record<string, string | number>, document: string) {
  return familyA.client.multipart(
    'POST',
    '/api/health',
    logFields(familyA.kidId, overrides),
    withPdf(document),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, { name: 'Ivy' }));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/health', () => {
  it('adds a log with a vaccination document, answering 201 {log}', async () => {
    const response = await postLogOfA({ vaccination: 'MMR second dose' }, 'mmr-card.pdf');
    expect(response.statusCode).toBe(201);
    const { log } = response.json();
    expect(log).toMatchObject({
      kidId: familyA.kidId,
      kidName: 'Ivy',
      source: 'log',
      mood: 'Happy',
      sleep: 9.5,
      date: '2026-11-18',
      notes: 'Played outside',
      medicalInfo: null,
      vaccination: 'MMR second dose',
      selfAssessment: null,
    });
    expect(log.document).toMatchObject({ name: 'mmr-card.pdf', contentType: 'application/pdf' });
    const download = await familyA.client.get(log.document.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['sleep −1', { sleep: '-1' }, HEALTH_MESSAGES.sleepInvalid],
    ['sleep 25', { sleep: '25' }, HEALTH_MESSAGES.sleepInvalid],
    ['sleep "abc"', { sleep: 'abc' }, HEALTH_MESSAGES.sleepInvalid],
    ['sleep 7.3 (not a half hour)', { sleep: '7.3' }, HEALTH_MESSAGES.sleepInvalid],
    ['a future date', { date: '2999-01-01' }, HEALTH_MESSAGES.dateFuture],
    ['a missing date', { date: '' }, HEALTH_MESSAGES.dateRequired],
    ['an unknown mood', { mood: 'Grumpy' }, HEALTH_MESSAGES.moodInvalid],
    ['a non-numeric kid id', { kidId: 'abc' }, HEALTH_MESSAGES.kidIdInvalid],
  ])('rejects %s with 400', async (_label, override, message) => {
    const response = await familyA.client.multipart(
      'POST',
      '/api/health',
      logFields(familyA.kidId, override),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('accepts a log without mood or sleep', async () => {
    const response = await familyA.client.multipart(
      'POST',
      '/api/health',
      logFields(familyA.kidId, { mood: '', sleep: '' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().log).toMatchObject({ mood: null, sleep: null });
  });

  it('checks the document from its bytes and its size', async () => {
    const html = await familyA.client.multipart('POST', '/api/health', logFields(familyA.kidId), {
      document: {
        name: 'scan.pdf',
        type: 'application/pdf',
        data: Buffer.from('<html><body>hi</body></html>'),
      },
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe(HEALTH_MESSAGES.documentType);
    const big = await familyA.client.multipart('POST', '/api/health', logFields(familyA.kidId), {
      document: {
        name: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.alloc(6 * 1024 * 1024, 7),
      },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(HEALTH_MESSAGES.documentTooLarge);
    const image = await familyA.client.multipart('POST', '/api/health', logFields(familyA.kidId), {
      document: { name: 'rash.png', type: 'image/png', data: await pngImage() },
    });
    expect(image.statusCode).toBe(201);
    expect(image.json().log.document.contentType).toBe('image/webp');
  });
});

describe('POST /api/self-assessments', () => {
  const answers = (kidId: number) => ({
    kidId,
    moodToday: 'Sad',
    happyReason: '',
    sadReason: 'Lost my scarf',
    enjoyedDay: 'No',
    schoolDay: 'Okay',
    bullied: 'No',
    notes: 'Talked it through at bedtime',
    date: '2026-11-19',
  });

  it('stores the answers and answers 201 {log}, which also appears in the kid’s list', async () => {
    const response = await familyA.client.post('/api/self-assessments', answers(familyA.kidId));
    expect(response.statusCode).toBe(201);
    const { log } = response.json();
    expect(log).toMatchObject({
      source: 'self-assessment',
      mood: 'Sad',
      date: '2026-11-19',
      notes: 'Talked it through at bedtime',
      selfAssessment: {
        moodToday: 'Sad',
        sadReason: 'Lost my scarf',
        happyReason: null,
        enjoyedDay: 'No',
        schoolDay: 'Okay',
        bullied: 'No',
      },
    });
    const list = (await familyA.client.get(`/api/health?kidId=${familyA.kidId}`)).json();
    expect(list.logs.map((entry: { id: number }) => entry.id)).toContain(log.id);
  });

  it.each(['moodToday', 'enjoyedDay', 'schoolDay', 'bullied'])(
    'rejects a missing %s',
    async (field) => {
      const body: Record<string, unknown> = answers(familyA.kidId);
      delete body[field];
      const response = await familyA.client.post('/api/self-assessments', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: field,
        message: HEALTH_MESSAGES.selectRequired,
      });
    },
  );

  it('rejects an emoji label instead of the option’s word', async () => {
    const response = await familyA.client.post('/api/self-assessments', {
      ...answers(familyA.kidId),
      moodToday: '😊 Happy',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/health?kidId=', () => {
  it('lists newest first, with a date range and paging', async () => {
    const { client } = await signUp(t);
    const kid = await addKid(client, { name: 'Paged' });
    for (const date of ['2026-11-10', '2026-11-12', '2026-11-11', '2026-11-13']) {
      await client.multipart('POST', '/api/health', logFields(kid.id, { date }));
    }
    const all = (await client.get(`/api/health?kidId=${kid.id}`)).json();
    expect(all.logs.map((log: { date: string }) => log.date)).toEqual([
      '2026-11-13',
      '2026-11-12',
      '2026-11-11',
      '2026-11-10',
    ]);
    expect(all.nextOffset).toBeNull();
    const first = (await client.get(`/api/health?kidId=${kid.id}&limit=3`)).json();
    expect(first.logs).toHaveLength(3);
    expect(first.nextOffset).toBe(3);
    const second = (await client.get(`/api/health?kidId=${kid.id}&limit=3&offset=3`)).json();
    expect(second.logs.map((log: { date: string }) => log.date)).toEqual(['2026-11-10']);
    const ranged = (
      await client.get(`/api/health?kidId=${kid.id}&from=2026-11-11&to=2026-11-12`)
    ).json();
    expect(ranged.logs.map((log: { date: string }) => log.date)).toEqual([
      '2026-11-12',
      '2026-11-11',
    ]);
    const dates = async (query: string) =>
      (await client.get(`/api/health?kidId=${kid.id}&${query}`))
        .json()
        .logs.map((log: { date: string }) => log.date);
    // A range open at one end: one prepared statement serves every shape (issue 13).
    expect(await dates('from=2026-11-12')).toEqual(['2026-11-13', '2026-11-12']);
    expect(await dates('to=2026-11-10')).toEqual(['2026-11-10']);
    expect(await dates('from=2027-01-01')).toEqual([]);
  });

  it('still answers the service check without kidId, and 401 for logs without a session', async () => {
    expect((await t.client().get('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await t.client().get(`/api/health?kidId=${familyA.kidId}`)).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/health/:id', () => {
  it('corrects a wrong entry and replaces its document; deleting removes the document too', async () => {
    const created = (await postLogOfA({ sleep: '4' }, 'old.pdf')).json().log;
    const patched = await familyA.client.multipart(
      'PATCH',
      `/api/health/${created.id}`,
      { mood: 'Okay', sleep: '10', date: '2026-11-18', notes: 'Corrected' },
      withPdf('new.pdf'),
    );
    expect(patched.statusCode).toBe(200);
    const log = patched.json().log;
    expect(log).toMatchObject({ mood: 'Okay', sleep: 10, notes: 'Corrected' });
    expect(log.document.name).toBe('new.pdf');
    expect((await familyA.client.get(created.document.url)).statusCode).toBe(404);

    expect((await familyA.client.delete(`/api/health/${created.id}`)).statusCode).toBe(204);
    expect((await familyA.client.get(log.document.url)).statusCode).toBe(404);
    expect((await familyA.client.delete(`/api/health/${created.id}`)).statusCode).toBe(404);
  });
});

describe('another family', () => {
  it('gets 404 for the kid’s logs, each log, its document and the export — and sees no content', async () => {
    const log = (await postLogOfA({ medicalInfo: 'Peanut allergy' }, 'allergy.pdf')).json().log;
    const responses = [
      await familyB.client.get(`/api/health?kidId=${familyA.kidId}`),
      await familyB.client.multipart('PATCH', `/api/health/${log.id}`, { date: '2026-11-18' }),
      await familyB.client.delete(`/api/health/${log.id}`),
      await familyB.client.get(log.document.url),
      await familyB.client.get(`/api/health/export?kidId=${familyA.kidId}&format=csv`),
      await familyB.client.multipart('POST', '/api/health', logFields(familyA.kidId)),
      await familyB.client.post('/api/self-assessments', {
        kidId: familyA.kidId,
        moodToday: 'Happy',
        enjoyedDay: 'Yes',
        schoolDay: 'Great',
        bullied: 'No',
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Peanut');
    }
    const own = (await familyB.client.get(`/api/health?kidId=${familyB.kidId}`)).json();
    expect(own.logs).toEqual([]);
  });
});

describe('GET /api/health/export', () => {
  it('answers CSV that round-trips through a CSV parser, with formulas escaped', async () => {
    const { client } = await signUp(t);
    const kid = await addKid(client, { name: 'Rosie' });
    await client.multipart(
      'POST',
      '/api/health',
      logFields(kid.id, {
        date: '2026-11-15',
        notes: 'Cough, mild; "better" by noon\nSecond line',
      }),
    );
    await client.multipart(
      'POST',
      '/api/health',
      logFields(kid.id, {
        date: '2026-11-16',
        notes: '=HYPERLINK("http://evil.example","click")',
        medicalInfo: '+1 dose',
        vaccination: '@SUM(A1)',
      }),
    );
    await client.post('/api/self-assessments', {
      kidId: kid.id,
      moodToday: 'Happy',
      happyReason: '-it was fun',
      enjoyedDay: 'Yes',
      schoolDay: 'Great',
      bullied: 'No',
      date: '2026-11-17',
    });

    const response = await client.get(`/api/health/export?kidId=${kid.id}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="health-Rosie-\d{4}-\d{2}-\d{2}\.csv"/,
    );

    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      'Date',
      'Entry',
      'Mood',
      'Sleep (hours)',
      'Notes',
      'Medical info',
      'Vaccination',
      'Enjoyed the day',
      'School day',
      'Bullied',
      'Happy because',
      'Sad because',
      'Document',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 5)).toEqual([
      '2026-11-15',
      'Health log',
      'Happy',
      '9.5',
      'Cough, mild; "better" by noon\nSecond line',
    ]);
    expect(rows[2]![4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[2]![5]).toBe("'+1 dose");
    expect(rows[2]![6]).toBe("'@SUM(A1)");
    expect(rows[3]).toEqual([
      '2026-11-17',
      'Self-assessment',
      'Happy',
      '',
      '',
      '',
      '',
      'Yes',
      'Great',
      'No',
      "'-it was fun",
      '',
      '',
    ]);
  });

  it('escapes every formula lead character', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeFormula(`${lead}x`)).toBe(`'${lead}x`);
    expect(escapeFormula('plain')).toBe('plain');
  });
});

describe('deleting the kid', () => {
  it('deletes its health logs and documents', async () => {
    const { client } = await signUp(t);
    const kid = await addKid(client, { name: 'Gone' });
    const log = (
      await client.multipart('POST', '/api/health', logFields(kid.id), withPdf('x.pdf'))
    ).json().log;
    await client.delete(`/api/kids/${kid.id}`);
    expect((await client.get(log.document.url)).statusCode).toBe(404);
    expect((await client.get(`/api/health?kidId=${kid.id}`)).statusCode).toBe(404);
    const result = (await t.database.db.execute(
      `select count(*)::int as n from health_logs where kid_id = ${kid.id}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows[0]?.n).toBe(0);
  });
});
