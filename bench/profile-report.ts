/**
 * `npx tsx bench/profile-report.ts <file.cpuprofile> [operations]`: where the CPU of one message
 * send goes, from the Nestling server's profile that `BENCH_CPU_PROFILE` writes
 * (`realtime.ts`, `servers/profile.ts`). Prints µs per operation (the profile's time ÷
 * `operations`, default 2,000) and the share of the busy time, per part of the send path
 * (docs/performance.md, issue 12).
 *
 * Each sample goes to one part: first, a part the send path calls into (the Socket.IO
 * broadcast, the insert, the presenter, the events bus, the per-parent limit) when any frame
 * of its stack is that part's; else the part of the frame nearest the leaf that names one
 * (Fastify's hooks run each other's `done`, so a hook's stack holds the hooks before it);
 * else Node's HTTP code, else the event loop. The profiler's own samples are left out.
 */
import { readCpuProfile, timeBy, type CallFrame } from './lib/cpu-profile.js';
import { fixed, table } from './lib/report.js';

const PROFILER = 'the profiler itself (left out)';

/** Parts the send path calls into: any frame of the stack decides. */
const CALLED: [string, RegExp][] = [
  [PROFILER, /bench\/servers\/profile\.ts/],
  [
    'Socket.IO broadcast to the rooms (encoded once, a websocket frame per socket)',
    /in-memory-adapter|broadcast-operator|redis-adapter/,
  ],
  ['presenter', /modules\/messages\/message\.presenter/],
  [
    'insert with the friendship check: drizzle + node-postgres',
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|drizzle-orm)\/|message\.repository|db\/prepared/,
  ],
  ['events bus + realtime listener', /src\/events\/|lib\/background|plugins\/realtime/],
  ['per-parent send limit (MESSAGES_PER_MINUTE)', /plugins\/rate-limit\.ts/],
];

/** Parts of the HTTP request: the frame nearest the leaf that matches decides. */
const NEAREST: [string, (frame: CallFrame) => boolean][] = [
  [
    'Socket.IO / engine.io otherwise (heartbeats, the request listener)',
    ({ url }) =>
      /node_modules\/(socket\.io|engine\.io|ws|socket\.io-adapter|socket\.io-parser|engine\.io-parser)\//.test(
        url,
      ),
  ],
  // fastify-type-provider-zod: the validator is above line 110, the serializer below.
  [
    'zod: body validation',
    ({ url, lineNumber }) => url.includes('type-provider-zod') && lineNumber < 110,
  ],
  [
    'zod: answer check + JSON encoding',
    ({ url, lineNumber }) => url.includes('type-provider-zod') && lineNumber >= 110,
  ],
  ['global rate limiter (per address)', ({ url }) => /@fastify\/rate-limit|toad-cache/.test(url)],
  ['body JSON parse', ({ url }) => /secure-json-parse|content-type-parser/.test(url)],
  ['XSRF check', ({ url }) => /plugins\/xsrf|@fastify\/csrf/.test(url)],
  [
    'session (cookie → cached parent), verified check',
    ({ url }) => /plugins\/session|modules\/auth\/|session-cache/.test(url),
  ],
  ['helmet headers', ({ url }) => /helmet|plugins\/security/.test(url)],
  ['cookies', ({ url }) => /@fastify\/cookie|node_modules\/cookie/.test(url)],
  ['compression hooks', ({ url }) => url.includes('@fastify/compress')],
  [
    'api-cache, errors, app.ts global hooks',
    ({ url }) => /plugins\/api-cache|plugins\/errors|apps\/server\/src\/app\.ts/.test(url),
  ],
  ['messages route + service', ({ url }) => url.includes('modules/messages/')],
  ['logging', ({ url }) => /pino|abstract-logging/.test(url)],
  [
    'Fastify core (routing, hook runner, reply)',
    ({ url }) => /node_modules\/(fastify|find-my-way|avvio|fast-querystring|@fastify\/)/.test(url),
  ],
];
const NODE_HTTP = 'Node HTTP (parser, headers, socket writes)';
const EVENT_LOOP = 'event loop: microtasks, ticks, timers (unattributed)';

const [file, operationsArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-report.ts <file.cpuprofile> [operations]');
const operations = Number(operationsArgument ?? '2000');
const tree = readCpuProfile(file);

function partOf(stack: CallFrame[]): string | undefined {
  const leaf = stack[0]!.functionName;
  if (leaf === '(idle)') return undefined;
  if (leaf === '(garbage collector)') return 'GC';
  for (const [part, pattern] of CALLED)
    if (stack.some((frame) => pattern.test(frame.url))) return part;
  for (const frame of stack) for (const [part, matches] of NEAREST) if (matches(frame)) return part;
  return stack.some((frame) => /node:_http|node:net|stream_base|streams\//.test(frame.url))
    ? NODE_HTTP
    : EVENT_LOOP;
}

const micros = timeBy(tree.profile, (id) => partOf(tree.stack(id)));
const busy = [...micros].reduce((sum, [part, time]) => (part === PROFILER ? sum : sum + time), 0);
const parts = [
  ...CALLED.map(([part]) => part),
  'GC',
  ...NEAREST.map(([part]) => part),
  NODE_HTTP,
  EVENT_LOOP,
];
process.stdout.write(
  `${table(
    ['part of the send', 'µs/op', 'share'],
    [
      ...parts
        .filter((part) => part !== PROFILER)
        .map((part) => {
          const time = micros.get(part) ?? 0;
          return [part, fixed(time / operations, 0), `${fixed((time / busy) * 100, 1)} %`];
        }),
      ['busy (the profiler left out)', fixed(busy / operations, 0), '100 %'],
      [PROFILER, fixed((micros.get(PROFILER) ?? 0) / operations, 0), ''],
    ],
    [false, true, true],
  )}\n`,
);
