import { existsSync, readFileSync } from 'node:fs';
import { PROFILE_SIGNAL } from '../servers/profile.js';

/**
 * A V8 CPU profile as Chrome DevTools' `.cpuprofile` JSON holds it (what `node --cpu-prof` and
 * the inspector's `Profiler.stop` write; the bench servers write it with `servers/profile.ts`).
 * Only the fields the bench's reports read.
 */
export interface CallFrame {
  functionName: string;
  /** The script's URL (`file://…`, `node:…`), empty for native code and V8's own entries. */
  url: string;
  /** 0-based. */
  lineNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  /** The node id sampled at each tick (the leaf of the stack then). */
  samples: number[];
  /** µs since the previous sample, one per entry of `samples`. */
  timeDeltas: number[];
}

/** A profile with its call tree indexed: nodes by id, each node's caller, stacks. */
export interface ProfileTree {
  profile: CpuProfile;
  /** The node of an id (throws on an id the profile does not hold). */
  node(id: number): ProfileNode;
  /** The caller's node id; undefined for the root. */
  parent(id: number): number | undefined;
  /** The stack of a node, leaf first, up to and including `(root)`. */
  stack(id: number): CallFrame[];
}

/** Reads a `.cpuprofile` file (throws on a missing file or bad JSON) and indexes its tree. */
export function readCpuProfile(file: string): ProfileTree {
  return indexProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
}

/** Indexes a profile's call tree (see `ProfileTree`). */
export function indexProfile(profile: CpuProfile): ProfileTree {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const node = (id: number): ProfileNode => {
    const found = nodes.get(id);
    if (!found) throw new Error(`the profile has no node ${String(id)}`);
    return found;
  };
  return {
    profile,
    node,
    parent: (id) => parents.get(id),
    stack: (id) => {
      const frames: CallFrame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at))
        frames.push(node(at).callFrame);
      return frames;
    },
  };
}

/**
 * The profile's sampled time by key: each sample's µs (its `timeDeltas` entry) go to
 * `keyOf(its node id)`; samples keyed undefined are left out.
 * @returns µs per key, in the order keys were first met
 */
export function timeBy(
  profile: CpuProfile,
  keyOf: (nodeId: number) => string | undefined,
): Map<string, number> {
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = keyOf(id);
    if (key !== undefined)
      micros.set(key, (micros.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return micros;
}

/**
 * Switches a bench server's profiler (`servers/profile.ts`) by sending it `PROFILE_SIGNAL`: the
 * first call starts profiling, the next stops it and has the profile written.
 */
export function switchProfiler(pid: number): void {
  process.kill(pid, PROFILE_SIGNAL);
}

/**
 * Waits until a profile the server was told to write exists (the server writes it whole, then
 * renames it into place, so an existing file is complete).
 * @throws when it has not appeared within `timeoutMs`
 */
export async function waitForProfile(file: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`no CPU profile at ${file} after ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
