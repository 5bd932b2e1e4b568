import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import {
  MEMORY_MARKER,
  READY_FD,
  READY_MARKER,
  STALLS_MARKER,
  STALLS_REPORT,
  STALLS_START,
  type MemoryReport,
} from '../servers/lifecycle.js';
import type { StallReport } from './stalls.js';

/** The CPUs a process may run on, from /proc (e.g. "0-1" → [0, 1]). */
export function allowedCpus(pid: number | 'self' = 'self'): number[] {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const list = /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1];
  if (!list) throw new Error(`no Cpus_allowed_list for process ${pid}`);
  return list.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) return [];
    const last = to ?? from;
    return Array.from({ length: last - from + 1 }, (_, i) => from + i);
  });
}

/** Pins every thread of this process (the load generator) to one CPU with taskset. */
export function pinSelf(cpu: number): void {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], {
      stdio: 'ignore',
    });
  } catch (error) {
    throw new Error(`could not pin the load generator with taskset (util-linux): ${String(error)}`);
  }
}

/**
 * Pins one process (every thread) to one CPU, where it is ours to pin (the PostgreSQL backends
 * of the bench database); false when it could not be done (it ended, or belongs to a server on
 * another host).
 */
export function pinProcess(pid: number, cpu: number): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, all threads) a process has used so far, in seconds. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * CPU seconds used so far by each of `pids` that is still alive (a process that ended — a
 * database backend whose connection closed — is left out, its time lost to the count).
 */
export function cpuOf(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      seconds.set(pid, processCpuSeconds(pid));
    } catch {
      // The process ended.
    }
  }
  return seconds;
}

/** A benchmark server in a child process pinned to one CPU. */
export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  /** False once the process has exited. */
  alive(): boolean;
  /**
   * The server's memory: SIGUSR2, answered by a server that called `reportMemoryOnSignal`
   * (after a full GC when started with `--expose-gc`); rejects after 30 s without an answer.
   */
  memory(): Promise<MemoryReport>;
  /**
   * Opens a window of the server's own stall watch (event-loop delay, GC pauses): only servers
   * started with BENCH_STALLS that called `reportStallsOnRequest` watch; others ignore it.
   */
  watchStalls(): void;
  /**
   * Closes the window and resolves with what the server saw (null when it had no window);
   * rejects after 10 s without an answer (a server that does not watch).
   */
  stalls(): Promise<StallReport | null>;
  stop(): Promise<void>;
}

/** Servers still running, with their graceful stop. */
const running = new Map<ChildProcess, () => Promise<void>>();

/** Stops every server still running gracefully (each cleans up its temporary folder). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running.values()].map((stop) => stop()));
}

/** Last resort, on exit: SIGKILL every server still running. */
export function killAllServers(): void {
  for (const child of running.keys()) child.kill('SIGKILL');
  running.clear();
}

/**
 * Reports of one kind a server writes on its ready channel when asked, first asked first
 * answered: `ask(send)` sends the request (`send` says whether it could) and resolves with the
 * next report `deliver` hands over; it rejects with `${name}: ${why}` when `send` could not, or
 * after `timeoutMs` without a report.
 */
function awaitedReports<T>(name: string, late: string, timeoutMs: number) {
  const waiters: ((report: T) => void)[] = [];
  return {
    deliver(report: T): void {
      waiters.shift()?.(report);
    },
    ask(send: () => boolean, unsent = ''): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const fail = (why: string) => {
          const at = waiters.indexOf(answer);
          if (at >= 0) waiters.splice(at, 1);
          reject(new Error(`${name}: ${why}`));
        };
        const timer = setTimeout(() => fail(late), timeoutMs);
        const answer = (report: T) => {
          clearTimeout(timer);
          resolve(report);
        };
        waiters.push(answer);
        if (!send()) {
          clearTimeout(timer);
          fail(unsent);
        }
      });
    },
  };
}

/**
 * Starts `node --import tsx <script>` under `taskset -c <cpu>` (taskset execs node, so the
 * child's pid is node's) and waits for the script to announce its port on its fd 3. Its
 * standard output goes to /dev/null (a production log's cost without a reader's), its
 * standard error to ours.
 * @param options.env variables added to ours (NODE_ENV is production)
 * @param options.nodeArgs flags for node before the script (e.g. `--expose-gc`)
 */
export function startServer(
  name: string,
  script: string,
  options: {
    cpu: number;
    cwd: string;
    env?: Record<string, string>;
    readyTimeoutMs?: number;
    nodeArgs?: string[];
  },
): Promise<ServerProcess> {
  const stdio: ('pipe' | 'ignore' | 'inherit')[] = ['pipe', 'ignore', 'inherit'];
  stdio[READY_FD] = 'pipe';
  const child = spawn(
    'taskset',
    [
      '-c',
      String(options.cpu),
      process.execPath,
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      script,
    ],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, NODE_ENV: 'production' },
      stdio,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(
    () => running.delete(child),
    () => undefined,
  );

  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!alive()) return;
    child.stdin?.end();
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  running.set(child, stop);
  const memoryReports = awaitedReports<MemoryReport>(name, 'no memory report within 30 s', 30_000);
  const memory = () =>
    memoryReports.ask(() => alive() && child.kill('SIGUSR2'), 'has exited; no memory report');

  const stallReports = awaitedReports<StallReport | null>(
    name,
    'no stall report within 10 s (started without BENCH_STALLS?)',
    10_000,
  );
  const watchStalls = () => {
    if (alive()) child.stdin?.write(`${STALLS_START}\n`);
  };
  // Not alive: nothing is written and the ask times out, as a server that does not watch.
  const stalls = () =>
    stallReports.ask(() => {
      if (alive()) child.stdin?.write(`${STALLS_REPORT}\n`);
      return true;
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name}: not ready within ${options.readyTimeoutMs ?? 60_000} ms`));
    }, options.readyTimeoutMs ?? 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name}: could not start (${error.message}); is taskset installed?`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name}: exited before it was ready (code ${code}, signal ${signal})`));
    });
    const lines = createInterface({ input: child.stdio[READY_FD] as Readable });
    lines.on('line', (line) => {
      if (line.startsWith(READY_MARKER)) {
        clearTimeout(timer);
        const { port } = JSON.parse(line.slice(READY_MARKER.length)) as { port: number };
        resolve({ name, pid: child.pid!, port, alive, memory, watchStalls, stalls, stop });
      } else if (line.startsWith(MEMORY_MARKER)) {
        memoryReports.deliver(JSON.parse(line.slice(MEMORY_MARKER.length)) as MemoryReport);
      } else if (line.startsWith(STALLS_MARKER)) {
        stallReports.deliver(JSON.parse(line.slice(STALLS_MARKER.length)) as StallReport | null);
      } else {
        process.stderr.write(`[${name}] ${line}\n`);
      }
    });
  });
}

/** What the kernel counted on one CPU so far, in seconds (from /proc/stat). */
export interface CpuTimes {
  /** user + nice + system: process time, whoever's. */
  processes: number;
  /** irq + softirq: interrupt work (on loopback, much of the TCP stack). */
  interrupts: number;
  /** Time the hypervisor ran something else on this virtual CPU. */
  steal: number;
}

export function cpuTimes(cpu: number): CpuTimes {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`cpu${cpu} `));
  if (!line) throw new Error(`cpu${cpu} is not in /proc/stat`);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    processes: (user + nice + system) / clockTicks,
    interrupts: (irq + softirq) / clockTicks,
    steal: steal / clockTicks,
  };
}

/** A process's resident set size now, in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s*(\d+)\s*kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}
