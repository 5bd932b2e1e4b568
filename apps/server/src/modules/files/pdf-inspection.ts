import { Worker } from 'node:worker_threads';

/** What pdf.js made of an upload's bytes. */
export type PdfInspection =
  /** A PDF with at least one page; `preview` is a PNG of its first page, or null. */
  | { outcome: 'pdf'; pages: number; preview: Buffer | null }
  /** Not a PDF at all (no PDF structure: an HTML page, a text file named .pdf). */
  | { outcome: 'not-a-pdf' }
  /** PDF-like but unreadable: broken, password-protected, too slow or too big to parse. */
  | { outcome: 'unreadable'; reason: string };

/** How long one check may take, parse and first-page drawing together, in milliseconds. */
export const PDF_INSPECTION_TIMEOUT_MS = 5_000;
/** Checks that run at once; more wait their turn (each is a thread with up to ~200 MB). */
const MAX_CONCURRENT_INSPECTIONS = 2;
/** The worker's V8 limits: a PDF that needs more is unreadable, the server unharmed. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/**
 * How much the process may grow (resident memory) during one check before the check is
 * stopped. The V8 limits above do not cover typed arrays, and a few kilobytes of compressed
 * stream can inflate to gigabytes (a "deflate bomb"), so memory is watched from outside.
 */
export const PDF_INSPECTION_MAX_GROWTH_BYTES = 384 * 1024 * 1024;
/** How often that memory is sampled, in milliseconds. */
const MEMORY_SAMPLE_MS = 20;

const WORKER_URL = new URL('./pdf-inspection.worker.mjs', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<Result>(work: () => Promise<Result>): Promise<Result> {
  if (running >= MAX_CONCURRENT_INSPECTIONS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

type WorkerAnswer =
  | { outcome: 'pdf'; pages: number; preview: Uint8Array | null }
  | { outcome: 'not-a-pdf' }
  | { outcome: 'unreadable'; reason: string };

function runWorker(bytes: Buffer, previewSide: number, timeoutMs: number): Promise<PdfInspection> {
  return new Promise((resolve) => {
    const data = new Uint8Array(bytes); // a copy, handed over to the worker
    const worker = new Worker(WORKER_URL, {
      workerData: { data, previewSide },
      transferList: [data.buffer],
      resourceLimits: WORKER_LIMITS,
    });
    let settled = false;
    const settle = (inspection: PdfInspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      resolve(inspection);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ outcome: 'unreadable', reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    const residentAtStart = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - residentAtStart > PDF_INSPECTION_MAX_GROWTH_BYTES) {
        settle({ outcome: 'unreadable', reason: 'the check used too much memory' });
      }
    }, MEMORY_SAMPLE_MS);
    worker.once('message', (answer: WorkerAnswer) =>
      settle(
        answer.outcome === 'pdf'
          ? {
              outcome: 'pdf',
              pages: answer.pages,
              preview: answer.preview ? Buffer.from(answer.preview) : null,
            }
          : answer,
      ),
    );
    // ERR_WORKER_OUT_OF_MEMORY and anything else the worker throws.
    worker.once('error', (error) => settle({ outcome: 'unreadable', reason: error.message }));
    worker.once('exit', (code) =>
      settle({ outcome: 'unreadable', reason: `the check stopped (exit ${code})` }),
    );
  });
}

/**
 * Checks that `bytes` are a PDF with pdf.js (Mozilla's pdfjs-dist; decision 020), which parses
 * the cross-reference table, the catalog and the first page — a `%PDF` header alone passes
 * nothing — and draws the first page for a preview (with @napi-rs/canvas, when installed).
 *
 * It runs in a worker thread per check, at most two at once, under V8 heap limits (160 MB old
 * space), a time limit and a watch on the process's resident memory (a check that grows it by
 * more than 384 MB is stopped: deflate bombs), so a hostile PDF costs at most that thread for
 * a few seconds. Scripts in a PDF never run (`isEvalSupported: false`, no XFA, no font loading).
 * @param bytes the upload (at most 5 MB)
 * @param options.previewSide the preview's longest side in pixels (default 320)
 * @param options.timeoutMs default PDF_INSPECTION_TIMEOUT_MS (5 s)
 */
export function inspectPdf(
  bytes: Buffer,
  options: { previewSide?: number; timeoutMs?: number } = {},
): Promise<PdfInspection> {
  return inTurn(() =>
    runWorker(bytes, options.previewSide ?? 320, options.timeoutMs ?? PDF_INSPECTION_TIMEOUT_MS),
  );
}
