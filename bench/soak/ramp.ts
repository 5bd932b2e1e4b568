import { fixed } from '../lib/report.js';
import { settings } from './settings.js';
import { figures, measureWindow, printWindows, type Window, type WindowContext } from './window.js';
import { closedLoop } from './workload.js';

// Phase 2 of `npm run bench:soak`: the ramp — closed loop at 2, 4, 8 … requests in flight until
// the throughput stops growing — and the soak's rate, a fraction of the peak.

/** The soak's rate (req/s) and the ramp's steps (none when --rate fixed the rate). */
export interface SoakRate {
  rate: number;
  ramp: [string, Window][];
}

/**
 * Finds the peak with the ramp and returns settings.fraction of it; with --rate, that rate and
 * no ramp. A step ends the ramp when its p99 passes settings.rampP99Ms (uncounted), or after two
 * steps in a row without 5 % more than the best.
 */
export async function findSoakRate(context: WindowContext): Promise<SoakRate> {
  const ramp: [string, Window][] = [];
  if (settings.fixedRate !== undefined) return { rate: settings.fixedRate, ramp };
  let best = 0;
  let flat = 0;
  for (const inFlight of [2, 4, 8, 16, 32, 64, 128]) {
    const window = await measureWindow(context, () =>
      closedLoop(context.workload, inFlight, settings.rampStepSeconds),
    );
    ramp.push([`${inFlight} in flight`, window]);
    const { requestsPerSecond, p99Ms } = figures(window);
    console.log(
      `ramp ${String(inFlight).padStart(3)} in flight: ${fixed(requestsPerSecond, 1)} req/s, p99 ${fixed(p99Ms, 1)} ms`,
    );
    // Past the knee, answers queue: more in flight only buys throughput from a cheaper
    // share of the mix finishing first, or from a calmer moment of a shared machine.
    if (p99Ms > settings.rampP99Ms && best > 0) break;
    // Two steps in a row without 5 % more than the best so far: the peak is behind us
    // (one flat step alone can be another process's burst on a shared machine).
    flat = requestsPerSecond < best * 1.05 ? flat + 1 : 0;
    best = Math.max(best, requestsPerSecond);
    if (flat === 2) break;
  }
  printWindows('Ramp (closed loop)', ramp);
  const rate = best * settings.fraction;
  console.log(
    `\npeak ${fixed(best, 1)} req/s → soak at ${fixed(rate, 1)} req/s (${settings.fraction} of it)`,
  );
  return { rate, ramp };
}
