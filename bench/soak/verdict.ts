import { writeFileSync } from 'node:fs';
import { fixed, percent, percentile, table } from '../lib/report.js';
import type { SoakResult } from './buckets.js';
import { args, GROWTH_LIMIT, settings } from './settings.js';
import { figures, printWindows, type Window } from './window.js';
import { MIX } from './workload.js';

// Phase 4 of `npm run bench:soak`: the report and the verdict — the soak's buckets, each request
// kind's latency, the memory growth (last bucket's median ÷ first's), and every problem that
// fails the run; the JSON file (--json).

/**
 * Prints the soak's tables and its verdict, and writes --json.
 * @param soakRate the soak's rate, req/s
 * @param ramp the ramp's steps (empty with --rate)
 * @param allWindows every window that counts towards the verdict (ramp and warm-up included)
 * @returns the exit status: 1 on any 5xx, other non-2xx, request without an answer, skipped
 *   request, lost message, failed memory sample, or a growth of GROWTH_LIMIT or more; else 0
 */
export function verdict(
  { buckets, soak, memoryErrors }: SoakResult,
  soakRate: number,
  ramp: [string, Window][],
  allWindows: Window[],
): number {
  printWindows(
    `Soak at ${fixed(soakRate, 1)} req/s, open loop, ${settings.durationSeconds} s in buckets of ${settings.bucketSeconds} s`,
    [...buckets.map((bucket, i) => [`${i + 1}`, bucket] as [string, Window]), ['whole soak', soak]],
  );
  console.log('\nPer request kind over the whole soak (2xx answers):\n');
  console.log(
    table(
      ['request', 'answers', 'p50 ms', 'p99 ms'],
      MIX.map(([operation]) => {
        const sorted = [...(soak.byOperation.get(operation) ?? [])].sort((a, b) => a - b);
        return [
          operation,
          String(sorted.length),
          fixed(percentile(sorted, 50), 1),
          fixed(percentile(sorted, 99), 1),
        ];
      }),
      [false, true, true, true],
    ),
  );

  // The verdict.
  const first = figures(buckets[0]!);
  const last = figures(buckets.at(-1)!);
  const growth = {
    rss: (last.rssMb - first.rssMb) / first.rssMb,
    heapUsed: (last.heapUsedMb - first.heapUsedMb) / first.heapUsedMb,
  };
  console.log(
    `\nMemory growth, last bucket's median ÷ first's: RSS ${fixed(first.rssMb, 1)} → ${fixed(last.rssMb, 1)} MB ` +
      `(${fixed(growth.rss * 100, 1)} %), heap used after GC ${fixed(first.heapUsedMb, 1)} → ${fixed(last.heapUsedMb, 1)} MB ` +
      `(${fixed(growth.heapUsed * 100, 1)} %)`,
  );
  const total = (pick: (window: Window) => number) =>
    allWindows.reduce((sum, window) => sum + pick(window), 0);
  const problems = [
    [total((w) => w.serverErrors), 'answers of 5xx'],
    [total((w) => w.non2xx - w.serverErrors), 'other non-2xx answers'],
    [total((w) => w.errors), 'requests without an answer'],
    [total((w) => w.skipped), 'requests skipped (more than 2,000 in flight)'],
    [total((w) => w.chatLost), 'messages never received on the socket'],
    [memoryErrors.length, `memory samples failed (${memoryErrors[0] ?? ''})`],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, what]) => `${count} ${what}`);
  if (buckets.length < 2) problems.push('fewer than two buckets: no growth figure');
  if (!(growth.rss < GROWTH_LIMIT)) problems.push(`RSS grew ${fixed(growth.rss * 100, 1)} %`);
  if (!(growth.heapUsed < GROWTH_LIMIT))
    problems.push(`the heap grew ${fixed(growth.heapUsed * 100, 1)} %`);

  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          settings,
          rate: soakRate,
          ramp: ramp.map(([label, window]) => ({ label, ...figures(window) })),
          buckets: buckets.map(figures),
          soak: figures(soak),
          growth,
          problems,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Raw figures written to ${args.json}`);
  }
  if (problems.length) {
    console.error(`\nsoak FAILED: ${problems.join('; ')}`);
    return 1;
  }
  console.log(
    `\nsoak passed: 0 5xx, every answer 2xx, every message received, growth under ${percent(GROWTH_LIMIT)}`,
  );
  return 0;
}
