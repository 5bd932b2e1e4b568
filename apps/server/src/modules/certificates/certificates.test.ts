import exifReader from 'exif-reader';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MESSAGES,
  MAX_CERTIFICATES_PER_KID,
  MESSAGES,
  TEXT_MESSAGES,
} from '@nestling/shared';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addKid, expectNotAuthenticated } from '../../../test/helpers/social.js';
import { deflateBombPdf, pdfDocument } from '@nestling/testing';
import { jpegWithGps, pngImage } from '../../../test/helpers/images.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { uploadedObjects } from '../../../test/helpers/uploads.js';
import { certificates, files } from '../../db/schema/index.js';
import {
  PDF_INSPECTIONS_RUNNING_PER_OWNER,
  PDF_INSPECTIONS_WAITING_PER_OWNER,
} from '../files/pdf-inspection.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;

type Upload = { name: string; type?: string; data: Buffer };

async function addKidNamed(client: TestClient, name: string): Promise<number> {
  return (await addKid(client, { name, gender: 'Male', dob: '2018-02-01', age: 8 })).id;
}

function upload(client: TestClient, fields: Record<string, string | number>, file?: Upload) {
  return client.multipart('POST', '/api/certificates', fields, file ? { certificate: file } : {});
}

/** Uploads a small PNG as a certificate with these fields (kidId, title, date). */
async function uploadPng(client: TestClient, fields: Record<string, string | number>) {
  return upload(client, fields, { name: 'c.png', type: 'image/png', data: await pngImage() });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, {
    gender: 'Male',
    dob: '2018-02-01',
    age: 8,
  }));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/certificates', () => {
  it('stores an image re-encoded as WebP with a thumbnail; title "Certificate" and now by default', async () => {
    const before = Date.now();
    const response = await upload(
      familyA.client,
      { kidId: familyA.kidId },
      { name: 'swim.png', type: 'image/png', data: await pngImage(900, 600) },
    );
    expect(response.statusCode).toBe(201);
    const certificate = response.json();
    expect(certificate).toMatchObject({
      kidId: familyA.kidId,
      title: 'Certificate',
      fileType: 'image',
      contentType: 'image/webp',
      fileName: 'swim.png',
      imageUrl: expect.stringMatching(/^\/api\/files\/\d+$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/\d+\?variant=thumb$/),
    });
    expect(Date.parse(certificate.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(certificate.date)).toBeLessThanOrEqual(Date.now());

    const image = await familyA.client.get(certificate.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(900);
    const thumbnail = await familyA.client.get(certificate.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumbnailSize = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(thumbnailSize.width, thumbnailSize.height)).toBeLessThanOrEqual(320);
  });

  it('keeps a title and a date that are sent', async () => {
    const response = await upload(
      familyA.client,
      { kidId: familyA.kidId, title: '  Reading Star  ', date: '2026-03-01T15:30:00+01:00' },
      { name: 'star.png', type: 'image/png', data: await pngImage() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Reading Star',
      date: '2026-03-01T14:30:00.000Z',
    });
  });

  it('drops EXIF and GPS from a phone photo, in the image and its thumbnail', async () => {
    const original = await jpegWithGps();
    expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo).toBeDefined();
    const certificate = (
      await upload(
        familyA.client,
        { kidId: familyA.kidId },
        { name: 'IMG_0042.jpg', type: 'image/jpeg', data: original },
      )
    ).json();
    for (const url of [certificate.imageUrl, certificate.thumbnailUrl]) {
      const served = (await familyA.client.get(url)).rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(served.includes(Buffer.from('GPS'))).toBe(false);
    }
    const stored = await t.database.db.select().from(files).where(eq(files.purpose, 'certificate'));
    expect(stored.every((row) => row.contentType !== 'image/jpeg')).toBe(true);
  });

  it('stores a PDF byte for byte, served only as a sandboxed attachment, with a first-page thumbnail', async () => {
    const pdf = pdfDocument('Certificate of Swimming');
    const response = await upload(
      familyA.client,
      { kidId: familyA.kidId, title: 'Swimming' },
      { name: 'swimming.pdf', type: 'application/pdf', data: pdf },
    );
    expect(response.statusCode).toBe(201);
    const certificate = response.json();
    expect(certificate).toMatchObject({
      fileType: 'pdf',
      contentType: 'application/pdf',
      fileName: 'swimming.pdf',
      byteSize: pdf.length,
      thumbnailUrl: expect.stringMatching(/\?variant=thumb$/),
    });

    const download = await familyA.client.get(certificate.imageUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="swimming.pdf"');
    expect(download.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const thumbnail = await familyA.client.get(certificate.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['content-disposition']).toMatch(/^inline/);
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([248, 320]);
  });

  describe('refuses, storing nothing', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
    );
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const cases: [string, () => Promise<Upload>, number, string][] = [
      [
        'an SVG',
        async () => ({ name: 'award.svg', type: 'image/svg+xml', data: svg }),
        415,
        CERTIFICATE_MESSAGES.type,
      ],
      [
        'HTML named .pdf',
        async () => ({ name: 'award.pdf', type: 'application/pdf', data: html }),
        415,
        CERTIFICATE_MESSAGES.type,
      ],
      [
        'HTML behind a %PDF header',
        async () => ({
          name: 'award.pdf',
          type: 'application/pdf',
          data: Buffer.concat([Buffer.from('%PDF-1.7\n'), html]),
        }),
        415,
        CERTIFICATE_MESSAGES.type,
      ],
      [
        'a GIF (not a certificate type)',
        async () => ({
          name: 'award.gif',
          type: 'image/gif',
          data: await sharp({
            create: { width: 8, height: 8, channels: 3, background: '#fff' },
          })
            .gif()
            .toBuffer(),
        }),
        415,
        CERTIFICATE_MESSAGES.type,
      ],
      [
        'a file of 6 MB',
        async () => ({
          name: 'huge.png',
          type: 'image/png',
          data: Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 1)]),
        }),
        413,
        CERTIFICATE_MESSAGES.tooLarge,
      ],
      [
        'a truncated JPEG',
        async () => ({
          name: 'cut.jpg',
          type: 'image/jpeg',
          data: (await jpegWithGps()).subarray(0, 400),
        }),
        400,
        CERTIFICATE_MESSAGES.unreadable,
      ],
      [
        'a PDF that inflates to 640 MB',
        async () => ({
          name: 'bomb.pdf',
          type: 'application/pdf',
          data: await deflateBombPdf(640),
        }),
        400,
        CERTIFICATE_MESSAGES.unreadable,
      ],
    ];

    it.each(cases)(
      '%s',
      async (_label, make, status, message) => {
        const objectsBefore = await uploadedObjects(t);
        const listBefore = (
          await familyA.client.get(`/api/certificates?kidId=${familyA.kidId}`)
        ).json();
        const response = await upload(familyA.client, { kidId: familyA.kidId }, await make());
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toBe(message);
        expect(await uploadedObjects(t)).toEqual(objectsBefore);
        expect(
          (await familyA.client.get(`/api/certificates?kidId=${familyA.kidId}`)).json(),
        ).toEqual(listBefore);
      },
      30_000,
    );
  });

  it('re-encodes a JPEG/HTML polyglot: what is served is a WebP without the HTML', async () => {
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#c00' },
    })
      .jpeg()
      .toBuffer();
    const payload = '<html><script>alert(document.cookie)</script></html>';
    // The HTML rides in a JPEG comment segment (FF FE), right after the start-of-image marker.
    const comment = Buffer.from(payload);
    const segment = Buffer.concat([
      Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
      comment,
    ]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    expect(polyglot.includes(Buffer.from('<script>'))).toBe(true);

    const response = await upload(
      familyA.client,
      { kidId: familyA.kidId },
      { name: 'award.html', type: 'text/html', data: polyglot },
    );
    expect(response.statusCode).toBe(201);
    const served = await familyA.client.get(response.json().imageUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('alert'))).toBe(false);
  });

  it.each([
    ['no file', {}, undefined, 400, CERTIFICATE_MESSAGES.selectFile],
    ['no kid', { kidId: null }, 'png', 400, CERTIFICATE_MESSAGES.selectKid],
    ['a kid id past 2³¹ − 1', { kidId: '2147483648' }, 'png', 400, CERTIFICATE_MESSAGES.selectKid],
    ['a title with NUL', { title: 'a\u0000b' }, 'png', 400, TEXT_MESSAGES.invalidCharacters],
    [
      'a title of 121 characters',
      { title: 'x'.repeat(121) },
      'png',
      400,
      CERTIFICATE_MESSAGES.titleTooLong,
    ],
    ['a date without a time', { date: '2026-03-01' }, 'png', 400, CERTIFICATE_MESSAGES.dateInvalid],
    [
      'a date in year 0',
      { date: '0000-03-01T00:00:00Z' },
      'png',
      400,
      CERTIFICATE_MESSAGES.dateInvalid,
    ],
  ] as const)('answers %s with an error', async (_label, fields, file, status, message) => {
    const form = Object.fromEntries(
      Object.entries({ kidId: familyA.kidId, ...fields }).filter(([, value]) => value !== null),
    ) as Record<string, string | number>;
    const response = await upload(
      familyA.client,
      form,
      file ? { name: 'a.png', type: 'image/png', data: await pngImage() } : undefined,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
  });

  it('answers 400 MALFORMED_MULTIPART for a truncated form, and 415 for JSON', async () => {
    const truncated = await familyA.client.request('POST', '/api/certificates', {
      headers: { 'content-type': 'multipart/form-data; boundary=XB' },
      body:
        `--XB\r\nContent-Disposition: form-data; name="kidId"\r\n\r\n${familyA.kidId}\r\n` +
        '--XB\r\nContent-Disposition: form-data; name="certificate"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG\r\n',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('MALFORMED_MULTIPART');
    const json = await familyA.client.post('/api/certificates', { kidId: familyA.kidId });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/certificates and DELETE /api/certificates/:id', () => {
  it('lists a kid’s certificates newest first', async () => {
    const kid = await addKidNamed(familyA.client, 'Lister');
    for (const [title, date] of [
      ['Second', '2026-02-01T10:00:00Z'],
      ['First', '2026-01-01T10:00:00Z'],
      ['Third', '2026-03-01T10:00:00Z'],
    ]) {
      await uploadPng(familyA.client, { kidId: kid, title: title!, date: date! });
    }
    const response = await familyA.client.get(`/api/certificates?kidId=${kid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { title: string }) => item.title)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
  });

  it('deletes a certificate and its stored objects (image and thumbnail)', async () => {
    const objectsBefore = await uploadedObjects(t);
    const certificate = (
      await upload(
        familyA.client,
        { kidId: familyA.kidId, title: 'To delete' },
        { name: 'd.pdf', type: 'application/pdf', data: pdfDocument('Delete me') },
      )
    ).json();
    const added = await uploadedObjects(t);
    expect(added).toHaveLength(objectsBefore.length + 2);

    const deleted = await familyA.client.delete(`/api/certificates/${certificate.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await uploadedObjects(t)).toEqual(objectsBefore);
    expect((await familyA.client.get(certificate.imageUrl)).statusCode).toBe(404);
    const list = (await familyA.client.get(`/api/certificates?kidId=${familyA.kidId}`)).json();
    expect(list.map((item: { id: number }) => item.id)).not.toContain(certificate.id);
    const again = await familyA.client.delete(`/api/certificates/${certificate.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: CERTIFICATE_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('deleting the kid deletes its certificates and their objects', async () => {
    const kid = await addKidNamed(familyA.client, 'Leaving');
    const certificate = (await uploadPng(familyA.client, { kidId: kid })).json();
    const withIt = await uploadedObjects(t);
    expect((await familyA.client.delete(`/api/kids/${kid}`)).statusCode).toBe(204);
    expect(await uploadedObjects(t)).toHaveLength(withIt.length - 2);
    const rows = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(rows).toEqual([]);
  });
});

describe(`at most ${MAX_CERTIFICATES_PER_KID} certificates per kid`, () => {
  it('the last free place goes to one of two concurrent uploads; the other answers 409', async () => {
    const kid = await addKidNamed(familyA.client, 'Collector');
    const first = (await uploadPng(familyA.client, { kidId: kid })).json();
    // Fill the kid up to one place below the bound with rows (their bytes are not needed).
    for (let index = 2; index < MAX_CERTIFICATES_PER_KID; index += 1) {
      const [file] = await t.database.db
        .insert(files)
        .values({
          ownerParentId: familyA.parentId,
          kidId: kid,
          purpose: 'certificate',
          storageKey: `certificate/filler-${kid}-${index}.webp`,
          contentType: 'image/webp',
          byteSize: 1,
        })
        .returning({ id: files.id });
      await t.database.db.insert(certificates).values({
        familyId: familyA.familyId,
        createdBy: familyA.parentId,
        kidId: kid,
        fileId: file?.id ?? 0,
        title: `Filler ${index}`,
        date: new Date(first.date),
      });
    }
    const image = await pngImage();
    const answers = await Promise.all(
      [1, 2].map(() =>
        upload(familyA.client, { kidId: kid }, { name: 'c.png', type: 'image/png', data: image }),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: CERTIFICATE_MESSAGES.tooMany,
      code: 'TOO_MANY_CERTIFICATES',
    });
    const list = (await familyA.client.get(`/api/certificates?kidId=${kid}`)).json();
    expect(list).toHaveLength(MAX_CERTIFICATES_PER_KID);
  });
});

describe('another family', () => {
  it('gets 404 for the list, uploading to the kid, the file and deleting — and stores nothing', async () => {
    const certificate = (
      await upload(
        familyA.client,
        { kidId: familyA.kidId, title: 'Private award' },
        { name: 'p.png', type: 'image/png', data: await pngImage() },
      )
    ).json();
    const objectsBefore = await uploadedObjects(t);
    const answers = [
      await familyB.client.get(`/api/certificates?kidId=${familyA.kidId}`),
      await upload(
        familyB.client,
        { kidId: familyA.kidId },
        { name: 'x.png', type: 'image/png', data: await pngImage() },
      ),
      await familyB.client.get(certificate.imageUrl),
      await familyB.client.get(certificate.thumbnailUrl),
      await familyB.client.delete(`/api/certificates/${certificate.id}`),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private award');
    }
    expect(await uploadedObjects(t)).toEqual(objectsBefore);
    expect((await familyA.client.get(certificate.imageUrl)).statusCode).toBe(200);
    expect((await familyB.client.get(`/api/certificates?kidId=${familyB.kidId}`)).json()).toEqual(
      [],
    );
  });
});

describe('without a session', () => {
  it.each([
    ['GET', () => t.client().get(`/api/certificates?kidId=1`)],
    ['POST', () => t.client().multipart('POST', '/api/certificates', { kidId: 1 })],
    ['DELETE', () => t.client().delete('/api/certificates/1')],
  ])('%s answers 401', async (_method, send) => {
    const response = await send();
    expectNotAuthenticated(response);
  });
});

describe('one parent’s PDFs cannot stall everyone’s (issue 27, finding 2)', () => {
  it('checks another parent’s PDF at once while one parent sends 24 deflate bombs; that parent gets 429 past their share', async () => {
    const kidOfA = await addKidNamed(familyA.client, 'Bomber');
    const kidOfB = await addKidNamed(familyB.client, 'Patient');
    const bomb = await deflateBombPdf(300);
    const bombs = Array.from({ length: 24 }, () =>
      upload(
        familyA.client,
        { kidId: kidOfA },
        { name: 'bomb.pdf', type: 'application/pdf', data: bomb },
      ).then((answer) => ({ answer, at: performance.now() })),
    );
    // Let the bombs reach the queue first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const valid = await upload(
      familyB.client,
      { kidId: kidOfB },
      { name: 'swim.pdf', type: 'application/pdf', data: pdfDocument('Swimming') },
    );
    const validAt = performance.now();
    expect(valid.statusCode).toBe(201);

    const answered = await Promise.all(bombs);
    const answers = answered.map(({ answer }) => answer);
    // Not behind the bomber's queue: answered before the last of their checks, each of which
    // holds its place for up to PDF_INSPECTION_TIMEOUT_MS (an order, not a time: a busy machine
    // slows both sides).
    const busy = answers.filter((answer) => answer.statusCode === 429);
    const checked = answered.filter(({ answer }) => answer.statusCode !== 429);
    const share = PDF_INSPECTIONS_RUNNING_PER_OWNER + PDF_INSPECTIONS_WAITING_PER_OWNER;
    const statuses = JSON.stringify(answers.map((answer) => answer.statusCode));
    // The bomber's checks take their turn one at a time: about their share is checked (more
    // only if a check ended while the 24 were still arriving) and the rest refused at once.
    expect(checked.length, statuses).toBeGreaterThan(0);
    expect(checked.length, statuses).toBeLessThanOrEqual(share * 2);
    expect(busy.length + checked.length, statuses).toBe(24);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ error: MESSAGES.common.pdfChecksBusy, code: 'RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A checked bomb is unreadable, or — when its inflation reused memory the one before it gave
    // back, so the memory watch saw no growth, and pdf.js finished in time — a blank page (201).
    for (const { answer } of checked) {
      if (answer.statusCode === 400) {
        expect(answer.json().error).toBe(CERTIFICATE_MESSAGES.unreadable);
      } else expect(answer.statusCode, statuses).toBe(201);
    }
    // Not behind the bomber's queue: answered before the last of their checks (an order, not a
    // time: a busy machine slows both sides).
    expect(validAt).toBeLessThan(Math.max(...checked.map(({ at }) => at)));
  }, 120_000);
});
