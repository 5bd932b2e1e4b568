import { Worker } from 'node:worker_threads';

/** What pdf.js made of an upload's bytes. */
export type PdfInspection =
  /** A PDF with at least one page; `preview` is a PNG of its first page, or null. */
  | { outcome: 'pdf'; pages: number; preview: Buffer | null }
  /** Not a PDF at all (no PDF structure: an HTML page, a text file named .pdf). */
  | { outcome: 'not-a-pdf' }
  /** PDF-like but unreadable: broken, password-protected, too slow or too big to parse. */
  | { outcome: 'unreadable'; reason: string }
  /** Not checked: the owner has as many checks running and waiting as they may. */
  | { outcome: 'busy'; retryAfterSeconds: number };

/**
 * How long one check may take, parse and first-page drawing together, in milliseconds. A
 * certificate or a health document is a page or a few of a scan or a print (at most 5 MB);
 * pdf.js reads and draws one in well under a second here, so two seconds is generous, and a
 * PDF that needs longer (a 300 MB deflate bomb took the old budget of 5 s) holds a place in
 * the queue for at most that (issue 27, finding 2).
 */
export const PDF_INSPECTION_TIMEOUT_MS = 2_000;
/**
 * How long a check's thread may take to start and load pdf.js before the clock above starts,
 * in milliseconds: the same work for every file (no PDF can lengthen it), so it is not the
 * PDF's budget, but slow on a busy machine — where it made a valid certificate "unreadable"
 * once it counted in the two seconds. Bounded all the same, so a stuck thread never holds a
 * place.
 */
export const PDF_WORKER_START_TIMEOUT_MS = 15_000;
/** Checks that run at once; more wait their turn (each is a thread with up to ~200 MB). */
const MAX_CONCURRENT_INSPECTIONS = 2;
/** Checks of one owner (a parent) running at once: the others run other owners' first. */
export const PDF_INSPECTIONS_RUNNING_PER_OWNER = 1;
/** Checks of one owner waiting at most; past them `inspectPdf` answers 'busy' (→ 429). */
export const PDF_INSPECTIONS_WAITING_PER_OWNER = 2;
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

/** A check waiting for its turn: whose it is, and how to start it. */
interface WaitingCheck {
  owner: number | undefined;
  start: () => void;
}

let running = 0;
const waiting: WaitingCheck[] = [];
/** Per owner: checks running and waiting (an owner is absent when both are 0). */
const runningByOwner = new Map<number, number>();
const waitingByOwner = new Map<number, number>();

function add(counts: Map<number, number>, owner: number | undefined, step: number): void {
  if (owner === undefined) return;
  const next = (counts.get(owner) ?? 0) + step;
  if (next > 0) counts.set(owner, next);
  else counts.delete(owner);
}

/** Whether a waiting check may start now: a free place, and its owner under their share. */
function mayStart(check: WaitingCheck): boolean {
  return (
    check.owner === undefined ||
    (runningByOwner.get(check.owner) ?? 0) < PDF_INSPECTIONS_RUNNING_PER_OWNER
  );
}

/** Starts waiting checks, oldest first among those whose owner is under their share. */
function startWaiting(): void {
  while (running < MAX_CONCURRENT_INSPECTIONS) {
    const index = waiting.findIndex(mayStart);
    if (index < 0) return;
    const [check] = waiting.splice(index, 1);
    add(waitingByOwner, check!.owner, -1);
    check!.start();
  }
}

/**
 * Runs `work` when a place is free and its owner has fewer than their share running, so one
 * parent's queue never holds back another's check; answers 'busy' at once when the owner
 * already has their share running and PDF_INSPECTIONS_WAITING_PER_OWNER waiting.
 */
async function inTurn(
  owner: number | undefined,
  timeoutMs: number,
  work: () => Promise<PdfInspection>,
): Promise<PdfInspection> {
  if (
    owner !== undefined &&
    (waitingByOwner.get(owner) ?? 0) >= PDF_INSPECTIONS_WAITING_PER_OWNER &&
    (runningByOwner.get(owner) ?? 0) >= PDF_INSPECTIONS_RUNNING_PER_OWNER
  ) {
    // The owner's own queue clears in about one budget per check it holds.
    const held = PDF_INSPECTIONS_WAITING_PER_OWNER + PDF_INSPECTIONS_RUNNING_PER_OWNER;
    return { outcome: 'busy', retryAfterSeconds: Math.ceil((held * timeoutMs) / 1000) };
  }
  await new Promise<void>((resolve) => {
    waiting.push({ owner, start: resolve });
    add(waitingByOwner, owner, 1);
    startWaiting();
  });
  running += 1;
  add(runningByOwner, owner, 1);
  try {
    return await work();
  } finally {
    running -= 1;
    add(runningByOwner, owner, -1);
    startWaiting();
  }
}

type WorkerAnswer =
  /** The thread has loaded pdf.js: the check's own clock starts. */
  | { ready: true }
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
    let timer = setTimeout(
      () => settle({ outcome: 'unreadable', reason: 'the check did not start' }),
      PDF_WORKER_START_TIMEOUT_MS,
    );
    // Growth from the lowest resident memory seen since the check started: memory another check
    // (or a stopped one) gives back meanwhile must not hide this check's own growth.
    let lowest = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      const resident = process.memoryUsage.rss();
      lowest = Math.min(lowest, resident);
      if (resident - lowest > PDF_INSPECTION_MAX_GROWTH_BYTES) {
        settle({ outcome: 'unreadable', reason: 'the check used too much memory' });
      }
    }, MEMORY_SAMPLE_MS);
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        clearTimeout(timer);
        timer = setTimeout(
          () => settle({ outcome: 'unreadable', reason: `no answer within ${timeoutMs} ms` }),
          timeoutMs,
        );
        return;
      }
      settle(
        answer.outcome === 'pdf'
          ? {
              outcome: 'pdf',
              pages: answer.pages,
              preview: answer.preview ? Buffer.from(answer.preview) : null,
            }
          : answer,
      );
    });
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
 * It runs in a worker thread per check, at most two at once and one per owner at once (each
 * owner's others wait, at most two, before 'busy'; decision 057), under V8 heap limits (160 MB
 * old space), a time limit and a watch on the process's resident memory (a check that grows it
 * by more than 384 MB is stopped: deflate bombs), so a hostile PDF costs at most that thread
 * for two seconds once pdf.js is loaded in it (PDF_WORKER_START_TIMEOUT_MS bounds that start),
 * and its sender's other PDFs wait behind it, not everyone's. Scripts in a
 * PDF never run (`isEvalSupported: false`, no XFA, no font loading).
 * @param bytes the upload (at most 5 MB)
 * @param options.previewSide the preview's longest side in pixels (default 320)
 * @param options.timeoutMs default PDF_INSPECTION_TIMEOUT_MS (2 s)
 * @param options.owner whose check it is (the uploading parent's id); none: no share applies
 */
export function inspectPdf(
  bytes: Buffer,
  options: { previewSide?: number; timeoutMs?: number; owner?: number } = {},
): Promise<PdfInspection> {
  const timeoutMs = options.timeoutMs ?? PDF_INSPECTION_TIMEOUT_MS;
  return inTurn(options.owner, timeoutMs, () =>
    runWorker(bytes, options.previewSide ?? 320, timeoutMs),
  );
}
