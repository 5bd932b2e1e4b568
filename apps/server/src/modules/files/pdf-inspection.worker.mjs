// The PDF check of pdf-inspection.ts, in a worker thread of its own so that a hostile PDF can
// only exhaust this thread's time and heap (both bounded by the caller), never the server's.
// Plain JavaScript: it runs as is under tsx, vitest and from the bundle (scripts/build.mjs
// copies it beside dist/server.js).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const standardFontDataUrl =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

// The modules first, then 'ready': the caller's time limit bounds what a PDF can lengthen (its
// parsing and drawing), not the thread's start and pdf.js's loading, which are the same for every
// file and slow only on a busy machine.
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
/** @napi-rs/canvas, an optional dependency of pdfjs-dist: without it, no preview. */
const canvasModule = await import('@napi-rs/canvas').catch(() => null);
parentPort?.postMessage({ ready: true });

/**
 * Draws the page into a PNG whose longest side is `side` pixels, or answers null when no
 * canvas is installed (@napi-rs/canvas is an optional dependency of pdfjs-dist).
 * @param {import('pdfjs-dist').PDFPageProxy} page
 * @param {number} side
 */
async function drawPreview(page, side) {
  if (!canvasModule) return null;
  const natural = page.getViewport({ scale: 1 });
  const longest = Math.max(natural.width, natural.height);
  if (!(longest > 0)) return null;
  const viewport = page.getViewport({ scale: side / longest });
  const canvas = canvasModule.createCanvas(
    Math.max(1, Math.ceil(viewport.width)),
    Math.max(1, Math.ceil(viewport.height)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  // A copy in an ArrayBuffer of its own, so it can be transferred to the caller.
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/**
 * @param {Uint8Array} data the file's bytes
 * @param {number} previewSide the preview's longest side in pixels
 */
async function inspect(data, previewSide) {
  let document;
  try {
    document = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      stopAtErrors: true,
      verbosity: 0,
      standardFontDataUrl,
    }).promise;
  } catch (error) {
    if (error?.name === 'InvalidPDFException') return { outcome: 'not-a-pdf' };
    return { outcome: 'unreadable', reason: `${error?.name ?? 'Error'}: ${error?.message ?? ''}` };
  }
  try {
    if (document.numPages < 1) return { outcome: 'not-a-pdf' };
    const page = await document.getPage(1);
    let preview = null;
    try {
      preview = await drawPreview(page, previewSide);
    } catch {
      preview = null;
    }
    return { outcome: 'pdf', pages: document.numPages, preview };
  } catch (error) {
    return { outcome: 'unreadable', reason: `${error?.name ?? 'Error'}: ${error?.message ?? ''}` };
  } finally {
    await document.destroy();
  }
}

const result = await inspect(workerData.data, workerData.previewSide);
parentPort?.postMessage(result, result.preview ? [result.preview.buffer] : []);
