import { describeStalls } from '../lib/stalls.js';
import { allowedCpus } from '../lib/processes.js';
import { fixed, percent } from '../lib/report.js';
import { measure, type Bench, type Measurement, type Target } from './measure.js';
import { settings } from './settings.js';

// Phase 3 of `npm run bench`: the rounds — every chosen row measured once a round, the order
// rotated each round — with one line per measured run.

/**
 * Runs settings.rounds rounds over the chosen rows, printing each run's figures as it ends.
 * @returns every measurement, in the order made
 */
export async function runRounds(bench: Bench, chosen: Target[]): Promise<Measurement[]> {
  const { servers } = bench;
  console.log(
    `load generator pid ${process.pid} on CPU ${allowedCpus().join(',')}; servers: ` +
      servers
        .map((s) => `${s.name} pid ${s.pid} on CPU ${allowedCpus(s.pid).join(',')}`)
        .join(', '),
  );
  console.log(
    `${settings.rounds} rounds × ${chosen.length} targets, each ${settings.warmupSeconds} s warm-up + ` +
      `${settings.durationSeconds} s measured, ${settings.connections} connections, keep-alive, no pipelining; ` +
      `targets marked "@R" paced at R req/s offered (open loop: evenly spaced sends, latency from each scheduled start), ` +
      `the others closed-loop at saturation (autocannon)\n`,
  );
  const measurements: Measurement[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    // Rotate the order each round so no target always runs first or last.
    const shift = (round - 1) % chosen.length;
    for (const target of [...chosen.slice(shift), ...chosen.slice(0, shift)]) {
      const m = await measure(bench, target, round);
      measurements.push(m);
      const failed = Object.entries(m.failures).filter(([, count]) => count > 0);
      console.log(
        `round ${round}/${settings.rounds}  ${target.key.padEnd(23)} ${fixed(m.requestsPerSecond, 0).padStart(7)} req/s  ` +
          `p50 ${fixed(m.p50Ms, 2)} ms  p99 ${fixed(m.p99Ms, 2)} ms  ` +
          `CPU: server ${percent(m.serverCpu)}${target.postgres ? ` + db ${percent(m.databaseCpu)}` : ''} (core ${percent(m.serverCoreBusy)}), ` +
          `load generator ${percent(m.loadCpu)} (core ${percent(m.loadCoreBusy)}), other ${percent(m.otherCpu)}` +
          (m.steal > 0.01 ? `, steal ${percent(m.steal)}` : '') +
          (m.lateness
            ? `; paced: p99.9 ${fixed(m.p999Ms ?? Number.NaN, 2)} ms, scheduling lateness p99 ${fixed(m.lateness.p99Ms, 2)} ms (max ${fixed(m.lateness.maxMs, 2)}), connection wait p99 ${fixed(m.queueWaitP99Ms ?? Number.NaN, 2)} ms` +
              (m.generatorStalls ? `; generator ${describeStalls(m.generatorStalls)}` : '') +
              (m.serverStalls ? `; server ${describeStalls(m.serverStalls)}` : '') +
              (m.backendChurn && m.backendChurn.opened + m.backendChurn.closed
                ? `; database backends opened ${m.backendChurn.opened}, closed ${m.backendChurn.closed}`
                : '')
            : '') +
          (failed.length ? `  FAILURES ${failed.map(([k, v]) => `${k}=${v}`).join(' ')}` : ''),
      );
    }
  }

  return measurements;
}
