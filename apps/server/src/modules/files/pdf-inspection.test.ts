import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deflateBombPdf, pdfDocument } from '@nestling/testing';
import { pngImage } from '../../../test/helpers/images.js';
import { inspectPdf } from './pdf-inspection.js';

describe('inspectPdf (pdf.js in a worker thread)', () => {
  it('reads a real PDF and draws its first page into a PNG of at most 320 px', async () => {
    const inspection = await inspectPdf(pdfDocument());
    expect(inspection.outcome).toBe('pdf');
    if (inspection.outcome !== 'pdf') return;
    expect(inspection.pages).toBe(1);
    expect(inspection.preview).not.toBeNull();
    const preview = sharp(inspection.preview as Buffer);
    const metadata = await preview.metadata();
    expect(metadata.format).toBe('png');
    // The page is 612 × 792 points: 248 × 320 px (247.3 rounded up).
    expect([metadata.width, metadata.height]).toEqual([248, 320]);
    // The blue square the page draws is there: the preview is the page, not a blank.
    const { data, info } = await preview.raw().toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let index = 0; index < data.length; index += info.channels) {
      if (data[index]! < 40 && data[index + 1]! < 40 && data[index + 2]! > 200) blue += 1;
    }
    expect(blue).toBeGreaterThan(1000);
  });

  it.each([
    ['an HTML page', () => Buffer.from('<!doctype html><html><body>hi</body></html>')],
    [
      'HTML behind a %PDF header',
      () => Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n'),
    ],
    ['half of a PDF', () => pdfDocument().subarray(0, 300)],
    ['a PNG', () => pngImage()],
  ])('says %s is not a PDF', async (_label, bytes) => {
    expect((await inspectPdf(await bytes())).outcome).toBe('not-a-pdf');
  });

  it('stops a check that takes too long', async () => {
    expect(await inspectPdf(pdfDocument(), { timeoutMs: 1 })).toEqual({
      outcome: 'unreadable',
      reason: 'no answer within 1 ms',
    });
  });

  it('stops a deflate bomb before it takes the server’s memory', async () => {
    // 650 KB of PDF inflating to 640 MB.
    const bomb = await deflateBombPdf(640);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const inspection = await inspectPdf(bomb, { timeoutMs: 20_000 });
    expect(inspection).toEqual({
      outcome: 'unreadable',
      reason: 'the check used too much memory',
    });
  }, 30_000);
});
