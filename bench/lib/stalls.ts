/**
 * A process's own stalls over a window (issue 13, decision 045): how late its event loop ran a
 * 1 ms timer (`perf_hooks.monitorEventLoopDelay`) and the garbage collector's pauses
 * (`PerformanceObserver` 'gc'). The paced bench reads them for its generator (in process) and
 * for each server (`servers/lifecycle.ts`, `reportStallsOnRequest`) beside every paced row: a
 * stall of either delays every answer due during it, so they say whose tail a p99 is.
 */
import {
  constants,
  monitorEventLoopDelay,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';

/** One kind of garbage-collector pause over the window. */
export interface GcPauses {
  count: number;
  /** Sum of the pauses, ms. */
  totalMs: number;
  /** The longest, ms (0 when none). */
  maxMs: number;
}

/** What a stall monitor saw over its window. */
export interface StallReport {
  /** The window, seconds. */
  seconds: number;
  /**
   * Event-loop delay: how much later than its 1 ms interval a timer ran, ms (0 = on time), p50,
   * p99 and max over the window's samples (≈ 1,000 a second while the loop is free). Covers
   * whatever held the loop: JavaScript, GC, or the process not being given its CPU.
   */
  loopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
  /**
   * GC pauses: young-generation scavenges (`minor`), full mark-compacts (`major`), incremental
   * marking steps and weak-callback processing (`other`).
   */
  gc: { minor: GcPauses; major: GcPauses; other: GcPauses };
}

/** A GC performance entry, as much of it as the summary needs. */
export interface GcEntry {
  /** `perf_hooks.constants.NODE_PERFORMANCE_GC_*` (the entry's `detail.kind`). */
  kind: number;
  durationMs: number;
}

const RESOLUTION_MS = 1;

/**
 * Sums GC pauses by kind: `NODE_PERFORMANCE_GC_MINOR` → minor, `NODE_PERFORMANCE_GC_MAJOR` →
 * major, anything else (incremental marking, weak callbacks) → other.
 */
export function summariseGc(entries: readonly GcEntry[]): StallReport['gc'] {
  const empty = (): GcPauses => ({ count: 0, totalMs: 0, maxMs: 0 });
  const gc = { minor: empty(), major: empty(), other: empty() };
  for (const { kind, durationMs } of entries) {
    const into =
      kind === constants.NODE_PERFORMANCE_GC_MINOR
        ? gc.minor
        : kind === constants.NODE_PERFORMANCE_GC_MAJOR
          ? gc.major
          : gc.other;
    into.count++;
    into.totalMs += durationMs;
    into.maxMs = Math.max(into.maxMs, durationMs);
  }
  return gc;
}

/**
 * A histogram value of `monitorEventLoopDelay` (ns between two runs of its timer) as the delay
 * beyond the timer's interval, ms, never negative (NaN stays NaN: no sample).
 */
export function loopDelayMs(intervalNs: number, resolutionMs: number = RESOLUTION_MS): number {
  return Math.max(0, intervalNs / 1e6 - resolutionMs);
}

/**
 * Starts watching this process's event loop (a 1 ms timer) and GC pauses; `stop()` ends the
 * window and returns what was seen. The timer costs ≈ 1,000 wake-ups a second, so watch only
 * for the window that needs it.
 */
export function startStallMonitor(): { stop(): StallReport } {
  const started = process.hrtime.bigint();
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const entries: GcEntry[] = [];
  const record = (gcEntries: PerformanceEntry[]) => {
    for (const entry of gcEntries as (PerformanceEntry & { detail?: { kind?: number } })[])
      entries.push({ kind: entry.detail?.kind ?? 0, durationMs: entry.duration });
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      histogram.disable();
      // Entries still buffered for the observer's next callback belong to this window too.
      record(observer.takeRecords());
      observer.disconnect();
      const sampled = histogram.count > 0;
      const at = (p: number) => (sampled ? loopDelayMs(histogram.percentile(p)) : Number.NaN);
      return {
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        loopDelay: {
          p50Ms: at(50),
          p99Ms: at(99),
          maxMs: sampled ? loopDelayMs(histogram.max) : Number.NaN,
        },
        gc: summariseGc(entries),
      };
    },
  };
}

/** A stall report in a few words: "loop p99 0.12 / max 4.31 ms, GC minor 52 × ≤ 1.20 ms …". */
export function describeStalls(report: StallReport): string {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  const kind = (name: string, pauses: GcPauses) =>
    pauses.count ? ` ${name} ${pauses.count}× ≤ ${ms(pauses.maxMs)} (Σ ${ms(pauses.totalMs)})` : '';
  const gc = kind('minor', report.gc.minor) + kind('major', report.gc.major);
  return `loop p99 ${ms(report.loopDelay.p99Ms)} / max ${ms(report.loopDelay.maxMs)} ms, GC${gc || ' none'} ms`;
}
