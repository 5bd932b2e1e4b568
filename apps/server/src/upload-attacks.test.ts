import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument } from '@nestling/testing';
import { jpegWithGps, pngImage } from '../test/helpers/images.js';
import { twoFamiliesWithKids, type FamilyWithKid } from '../test/helpers/kids.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import { uploadedObjects } from '../test/helpers/uploads.js';
import { IMAGE_WORK_CONCURRENCY, imageWork } from './modules/files/image-processing.js';

/**
 * Upload attacks on every upload route (issue 14, OWASP ASVS 5.0 V5): each hostile file is
 * refused with a 4xx `{error, code}`, or made harmless (re-encoded, or a sandboxed
 * attachment); no stored image keeps EXIF or GPS; image work is bounded however many
 * uploads arrive at once.
 */

interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

interface UploadRoute {
  name: string;
  /** 'photo': images only; 'document': images or PDF. */
  kind: 'photo' | 'document';
  send(file: Upload): Promise<LightMyRequestResponse>;
  /** The status of an accepted upload. */
  ok: number;
  /** Where the stored file is served, from the accepted answer. */
  fileUrl(body: Record<string, unknown>): string;
}

const KID_FIELDS = {
  name: 'Ivy',
  age: 7,
  gender: 'Female',
  dob: '2019-05-01',
  address: '1 Road',
};
const HTML = '<!doctype html><html><script>alert(document.cookie)</script></html>';

/** A JPEG with the HTML in a comment segment (FF FE) right after its start-of-image marker. */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(HTML);
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A PNG chunk: length, type, data, CRC-32 of type and data (PNG spec §5.3). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pixel flood: a tiny PNG whose header claims width × height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pixel flood: a small JPEG whose frame header (SOF0) claims width × height pixels. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0c0' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('upload attacks on every upload route', () => {
  let t: TestApp;
  let family: FamilyWithKid;
  let logId: number;
  const routes: UploadRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ({ familyA: family } = await twoFamiliesWithKids(t));
    const log = await family.client.multipart('POST', '/api/health', {
      kidId: family.kidId,
      mood: 'Happy',
      sleep: 8,
      date: '2026-01-15',
    });
    expect(log.statusCode).toBe(201);
    logId = log.json().log.id;
    const client = family.client;
    routes.push(
      {
        name: 'POST /api/kids (photo)',
        kind: 'photo',
        ok: 201,
        send: (file) => client.multipart('POST', '/api/kids', KID_FIELDS, { photo: file }),
        fileUrl: (body) => body.photoUrl as string,
      },
      {
        name: 'PATCH /api/kids/:kidId (photo)',
        kind: 'photo',
        ok: 200,
        send: (file) =>
          client.multipart('PATCH', `/api/kids/${family.kidId}`, KID_FIELDS, { photo: file }),
        fileUrl: (body) => body.photoUrl as string,
      },
      {
        name: 'POST /api/parents/upload-photo',
        kind: 'photo',
        ok: 200,
        send: (file) => client.multipart('POST', '/api/parents/upload-photo', {}, { photo: file }),
        fileUrl: (body) => (body.parent as { photoUrl: string }).photoUrl,
      },
      {
        name: 'POST /api/health (document)',
        kind: 'document',
        ok: 201,
        send: (file) =>
          client.multipart(
            'POST',
            '/api/health',
            { kidId: family.kidId, mood: 'Okay', sleep: 9, date: '2026-01-16' },
            { document: file },
          ),
        fileUrl: (body) => (body.log as { document: { url: string } }).document.url,
      },
      {
        name: 'PATCH /api/health/:id (document)',
        kind: 'document',
        ok: 200,
        send: (file) =>
          client.multipart(
            'PATCH',
            `/api/health/${logId}`,
            { mood: 'Sad', sleep: 7, date: '2026-01-15' },
            { document: file },
          ),
        fileUrl: (body) => (body.log as { document: { url: string } }).document.url,
      },
      {
        name: 'POST /api/certificates',
        kind: 'document',
        ok: 201,
        send: (file) =>
          client.multipart(
            'POST',
            '/api/certificates',
            { kidId: family.kidId },
            { certificate: file },
          ),
        fileUrl: (body) => body.imageUrl as string,
      },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Hostile files every route refuses: [label, file, statuses allowed]. */
  const refused: [string, () => Promise<Upload>, number[]][] = [
    [
      'an SVG with a script',
      async () => ({
        name: 'drawing.svg',
        type: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
      }),
      [415],
    ],
    [
      'HTML named .jpg',
      async () => ({ name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from(HTML) }),
      [415],
    ],
    [
      'HTML behind a %PDF header',
      async () => ({
        name: 'report.pdf',
        type: 'application/pdf',
        data: Buffer.from(`%PDF-1.7\n${HTML}`),
      }),
      [415],
    ],
    [
      'a pixel flood: a PNG claiming 20000×20000',
      async () => ({ name: 'flood.png', type: 'image/png', data: pngClaiming(20_000, 20_000) }),
      [400],
    ],
    [
      'a pixel flood: a JPEG claiming 20000×20000',
      async () => ({
        name: 'flood.jpg',
        type: 'image/jpeg',
        data: await jpegClaiming(20_000, 20_000),
      }),
      [400],
    ],
    [
      'a file of 6 MB',
      async () => ({
        name: 'huge.png',
        type: 'image/png',
        data: Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 1)]),
      }),
      [413],
    ],
    [
      'a truncated JPEG',
      async () => ({
        name: 'cut.jpg',
        type: 'image/jpeg',
        data: (await jpegWithGps()).subarray(0, 400),
      }),
      [400],
    ],
    [
      'a truncated PDF',
      async () => ({
        name: 'cut.pdf',
        type: 'application/pdf',
        data: pdfDocument().subarray(0, 300),
      }),
      [400, 415],
    ],
  ];

  it('refuses every hostile file on every route with a 4xx {error, code}, storing nothing', async () => {
    let count = 0;
    for (const route of routes) {
      for (const [label, make, statuses] of refused) {
        const file = await make();
        // A PDF is not a photo: photo routes refuse every PDF-like file as a type.
        const allowed =
          route.kind === 'photo' && file.type === 'application/pdf' ? [415] : statuses;
        const before = await uploadedObjects(t);
        const response = await route.send(file);
        const where = `${route.name}: ${label}`;
        expect(allowed, `${where} → ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.json(), where).toEqual({
          error: expect.any(String),
          code: expect.stringMatching(/^[A-Z_]+$/),
        });
        expect(await uploadedObjects(t), where).toEqual(before);
        count += 1;
      }
    }
    process.stdout.write(
      `upload attacks: ${count} hostile uploads refused on ${routes.length} routes\n`,
    );
  }, 120_000);

  it('re-encodes a JPEG/HTML polyglot on every route: what is served is a WebP without the HTML', async () => {
    const polyglot = await jpegHtmlPolyglot();
    for (const route of routes) {
      const response = await route.send({ name: 'page.html', type: 'text/html', data: polyglot });
      expect(response.statusCode, route.name).toBe(route.ok);
      const served = await family.client.get(route.fileUrl(response.json()));
      expect(served.headers['content-type'], route.name).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('<script>')), route.name).toBe(false);
    }
  }, 60_000);

  it('serves a PDF/HTML polyglot only as a sandboxed attachment (documents) and refuses it as a photo', async () => {
    const polyglot = Buffer.concat([pdfDocument(), Buffer.from(`\n${HTML}\n`)]);
    for (const route of routes) {
      const response = await route.send({ name: 'page.html', type: 'text/html', data: polyglot });
      if (route.kind === 'photo') {
        expect(response.statusCode, route.name).toBe(415);
        continue;
      }
      expect(response.statusCode, route.name).toBe(route.ok);
      const served = await family.client.get(route.fileUrl(response.json()));
      expect(served.headers['content-type'], route.name).toBe('application/pdf');
      expect(served.headers['content-disposition'], route.name).toMatch(/^attachment;/);
      expect(served.headers['content-security-policy'], route.name).toMatch(
        /^sandbox; default-src 'none'/,
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  }, 60_000);

  it('drops EXIF and GPS from a phone photo on every route', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const route of routes) {
      const response = await route.send({ name: 'phone.jpg', type: 'image/jpeg', data: photo });
      expect(response.statusCode, route.name).toBe(route.ok);
      const served = await family.client.get(route.fileUrl(response.json()));
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif, route.name).toBeUndefined();
      expect(metadata.xmp, route.name).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker')), route.name).toBe(false);
    }
  }, 60_000);

  it('bounds the image work of 6 photos of 7000×7000 sent at once, and stores them all', async () => {
    const big = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    let maxActive = 0;
    let maxPending = 0;
    let peakRss = 0;
    const startRss = process.memoryUsage.rss();
    const watch = setInterval(() => {
      maxActive = Math.max(maxActive, imageWork.activeCount);
      maxPending = Math.max(maxPending, imageWork.pendingCount);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 5);
    const certificates = routes.find((route) => route.name === 'POST /api/certificates')!;
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          certificates.send({ name: `big-${index}.png`, type: 'image/png', data: big }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
      const stored = await family.client.get(certificates.fileUrl(answers[0]!.json()));
      const size = await sharp(stored.rawPayload).metadata();
      expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(1600);
    } finally {
      clearInterval(watch);
    }
    expect(maxActive).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY);
    expect(maxPending).toBeGreaterThan(0);
    process.stdout.write(
      `7000×7000 ×6 at once: at most ${maxActive} decoding, ${maxPending} waiting; ` +
        `RSS ${Math.round(startRss / 2 ** 20)} → peak ${Math.round(peakRss / 2 ** 20)} MB\n`,
    );
  }, 120_000);

  it('holds no stored image with EXIF, XMP or GPS (every object on disk, read back)', async () => {
    const objects = await uploadedObjects(t);
    let images = 0;
    for (const key of objects) {
      const bytes = await readFile(path.join(t.dataDir, 'uploads', key));
      if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') continue;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format, key).toBe('webp');
      expect(metadata.exif, key).toBeUndefined();
      expect(metadata.xmp, key).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker')), key).toBe(false);
      images += 1;
    }
    expect(images).toBeGreaterThan(10);
  });
});
