import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fixed, median, percent, ratio, table } from '../lib/report.js';
import type { RunDescription } from './describe.js';
import { goalsTable } from './goals.js';
import { summarise, type Measurement } from './measure.js';
import { args, DISTURBED, settings } from './settings.js';
import type { PreparedTargets } from './targets.js';

// Phase 4 of `npm run bench`: the report — the median of each row over the rounds with its
// ratio to its reference, the goals table, the paced rows beside both sides' stalls, the request
// log's cost, warnings on failed or disturbed runs, and the JSON file (--json).

/**
 * Prints the run's tables and writes --json.
 * @returns the exit status: 1 when any run had failed requests (its figures are not valid), else 0
 */
export function report(
  description: RunDescription,
  { targets, chosen, loggedKind }: PreparedTargets,
  measurements: Measurement[],
): number {
  const { date, commit, cpuModel, versions } = description;
  const summary = new Map(chosen.map((target) => [target.key, summarise(target, measurements)]));
  console.log(
    `\nMedian of ${settings.rounds} rounds; each ratio is to the named reference of this run; range = ` +
      'slowest–fastest round; CPU = the process (its whole CPU core, interrupts included); db = the ' +
      'PostgreSQL backends of the bench database, pinned to the server CPU; µs/answer = server and db ' +
      'CPU per answer (the steadier figure when other load takes the server CPU away); the paced ' +
      '"@R" targets\' load generator sleeps between sends (a metronome thread wakes it, decision 045)\n',
  );
  console.log(
    table(
      [
        'target',
        'req/s',
        'ratio',
        'to',
        'range req/s',
        'p50 ms',
        'p99 ms',
        'server CPU',
        'db CPU',
        'µs/answer',
        'load gen CPU',
        'other',
      ],
      [...summary.values()].map((s) => {
        const reference = summary.get(s.reference)!;
        return [
          s.label,
          fixed(s.requestsPerSecond, 0),
          ratio(s.requestsPerSecond, reference.requestsPerSecond),
          s.reference === s.target ? '' : s.reference,
          `${fixed(s.minRequestsPerSecond, 0)}–${fixed(s.maxRequestsPerSecond, 0)}`,
          fixed(s.p50Ms, 2),
          fixed(s.p99Ms, 2),
          `${percent(s.serverCpu)} (${percent(s.serverCoreBusy)})`,
          targets.find((t) => t.key === s.target)?.postgres ? percent(s.databaseCpu) : '',
          fixed(s.cpuPerRequestUs, 0),
          `${percent(s.loadCpu)} (${percent(s.loadCoreBusy)})`,
          percent(s.otherCpu),
        ];
      }),
      [false, true, true, false, true, true, true, true, true, true, true, true],
    ),
  );
  console.log(`\nThe API goals of issues 23 and 13 (never timed tests):\n\n${goalsTable(summary)}`);
  const paced = [...summary.values()].filter((s) => s.rate);
  if (paced.length) {
    console.log(
      '\nPaced generator, median of rounds (both are inside every latency of its row): ' +
        paced
          .map(
            (s) =>
              `${s.target} scheduling lateness p99 ${fixed(s.latenessP99Ms ?? Number.NaN, 2)} ms ` +
              `(max ${fixed(s.latenessMaxMs ?? Number.NaN, 2)}), wait for a free connection p99 ` +
              `${fixed(s.queueWaitP99Ms ?? Number.NaN, 2)} ms`,
          )
          .join('; '),
    );
    console.log(
      "\nPaced rows, median of rounds, ms: latency p50 / p99 / p99.9 beside each side's own stalls " +
        '(event-loop delay beyond a 1 ms timer, p99 and max; longest GC pause) over the measured run\n',
    );
    console.log(
      table(
        [
          'target',
          'p50',
          'p99',
          'p99.9',
          'generator loop p99 / max',
          'generator GC max',
          'server loop p99 / max',
          'server GC max',
          'other',
        ],
        paced.map((s) => [
          s.target,
          fixed(s.p50Ms, 2),
          fixed(s.p99Ms, 2),
          fixed(s.p999Ms ?? Number.NaN, 2),
          `${fixed(s.stalls?.generatorLoopP99Ms ?? Number.NaN, 2)} / ${fixed(s.stalls?.generatorLoopMaxMs ?? Number.NaN, 2)}`,
          fixed(s.stalls?.generatorGcMaxMs ?? Number.NaN, 2),
          `${fixed(s.stalls?.serverLoopP99Ms ?? Number.NaN, 2)} / ${fixed(s.stalls?.serverLoopMaxMs ?? Number.NaN, 2)}`,
          fixed(s.stalls?.serverGcMaxMs ?? Number.NaN, 2),
          percent(s.otherCpu),
        ]),
        [false, true, true, true, true, true, true, true, true],
      ),
    );
  }
  const loggedSummary = summary.get('kids-logged');
  const quiet = summary.get(`kids-${loggedKind}`);
  if (loggedSummary && quiet) {
    console.log(
      `\nRequest log at info: ${ratio(loggedSummary.requestsPerSecond, quiet.requestsPerSecond)} the req/s of ` +
        `the same GET /api/kids with the log off (server and db CPU per answer ${fixed(loggedSummary.cpuPerRequestUs, 0)} µs ` +
        `vs ${fixed(quiet.cpuPerRequestUs, 0)} µs).`,
    );
  }

  const failures = measurements.filter((m) => Object.values(m.failures).some((count) => count > 0));
  if (failures.length) {
    console.error(
      `\n${failures.length} run(s) had failed requests (see FAILURES above): the figures are not valid.`,
    );
  }
  const disturbed = measurements.filter((m) => m.otherCpu > DISTURBED);
  if (disturbed.length) {
    console.log(
      `\nWarning: in ${disturbed.length} of ${measurements.length} runs other processes used more than ` +
        `${percent(DISTURBED)} of a CPU on the benchmark CPUs ("other"; median ${percent(median(measurements.map((m) => m.otherCpu)))}); rerun on a quiet machine.`,
    );
  }
  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify({ date, commit, cpuModel, kernel: os.release(), versions, settings, summary: [...summary.values()], measurements }, null, 2)}\n`,
    );
    console.log(`\nRaw figures written to ${args.json}`);
  }
  return failures.length ? 1 : 0;
}
