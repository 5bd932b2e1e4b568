import type { Socket } from 'socket.io-client';
import { benchEmail } from '../servers/seed.js';
import { MAX_IN_FLIGHT, PASSWORD, RECEIVE_TIMEOUT_MS } from './settings.js';
import { Window } from './window.js';

// The soak's workload: the mix of requests, one request of each kind as the web app sends it,
// and the two ways of driving it — closed loop (the ramp) and open loop at a fixed rate.

/** The mix: each request kind and its weight (issue 14). */
export const MIX = [
  ['sign-in', 2],
  ['kids list', 20],
  ['kid read', 13],
  ['calendar list', 15],
  ['calendar create', 5],
  ['health list', 15],
  ['health create', 5],
  ['chat send', 10],
  ['chat read', 5],
] as const;
export type Operation = (typeof MIX)[number][0];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);
/** The share of sign-ins in the mix (the per-account throttle counts them). */
export const SIGN_IN_SHARE = MIX.find(([name]) => name === 'sign-in')![1] / MIX_TOTAL;

/** A seeded parent as the load generator holds them: a signed-in browser with one kid. */
export interface Parent {
  index: number;
  id: number;
  kidId: number;
  friendId: number;
  /** Session and XSRF cookies, and the token to echo. */
  cookie: string;
  xsrf: string;
}

/** The month around today as the calendar asks for it (ISO instants). */
function monthRange(): { from: string; to: string } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The workload: the parents, their sockets, and one request of each kind. */
export class Workload {
  /** The window each finished request is recorded in (moved on by the soak's buckets). */
  window = new Window();
  private signIns = 0;
  private sequence = 0;
  private readonly waiting = new Map<string, (at: number) => void>();
  private readonly range = monthRange();

  constructor(
    private readonly base: string,
    private readonly parents: Parent[],
    /** An XSRF pair without a session: a browser on the sign-in page. */
    private readonly signInCookie: { cookie: string; xsrf: string },
  ) {}

  /** Wires each parent's socket to the messages the workload waits for. */
  listen(sockets: Socket[]): void {
    for (const socket of sockets) {
      socket.on('receiveMessage', (message: { content: string }) =>
        this.waiting.get(message.content)?.(performance.now()),
      );
    }
  }

  /** Sign-ins this run has made so far. */
  get signInCount(): number {
    return this.signIns;
  }

  /** One request of the mix, chosen at random by weight; resolves when it is answered. */
  async runOne(): Promise<void> {
    let pick = Math.random() * MIX_TOTAL;
    let operation: Operation = MIX[0][0];
    for (const [name, weight] of MIX) {
      pick -= weight;
      if (pick < 0) {
        operation = name;
        break;
      }
    }
    const parent = this.parents[Math.floor(Math.random() * this.parents.length)]!;
    const window = this.window;
    const started = performance.now();
    try {
      const status = await this.request(operation, parent, window, started);
      window.record(operation, status, performance.now() - started);
    } catch {
      window.errors++;
    }
  }

  private async request(
    operation: Operation,
    parent: Parent,
    window: Window,
    started: number,
  ): Promise<number> {
    const { from, to } = this.range;
    switch (operation) {
      case 'sign-in': {
        // The parents in turn: each signs in once every `parents` sign-ins.
        const who = this.parents[this.signIns++ % this.parents.length]!;
        const response = await this.send('POST', '/api/auth/login', this.signInCookie, {
          json: { email: benchEmail(who.index), password: PASSWORD },
        });
        if (response.ok && !response.headers.getSetCookie().some((c) => c.includes('session')))
          throw new Error('a sign-in answered 200 without a session cookie');
        return response.status;
      }
      case 'kids list':
        return (await this.send('GET', '/api/kids', parent)).status;
      case 'kid read':
        return (await this.send('GET', `/api/kids/${parent.kidId}`, parent)).status;
      case 'calendar list':
        return (
          await this.send(
            'GET',
            `/api/schedules/${parent.kidId}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
            parent,
          )
        ).status;
      case 'calendar create': {
        const date = new Date(
          Date.parse(from) + Math.random() * (Date.parse(to) - Date.parse(from)),
        );
        return (
          await this.send('POST', '/api/schedules', parent, {
            json: { kidId: parent.kidId, date: date.toISOString(), title: 'Swimming lesson' },
          })
        ).status;
      }
      case 'health list':
        return (await this.send('GET', `/api/health?kidId=${parent.kidId}&limit=20`, parent))
          .status;
      case 'health create': {
        const form = new FormData();
        form.append('kidId', String(parent.kidId));
        form.append('mood', 'Happy');
        form.append('sleep', '9.5');
        form.append('date', new Date().toISOString().slice(0, 10));
        form.append('notes', 'Slept well, ate breakfast.');
        return (await this.send('POST', '/api/health', parent, { form })).status;
      }
      case 'chat send': {
        const text = `soak ${process.pid} ${++this.sequence}`;
        const received = new Promise<number>((resolve) => this.waiting.set(text, resolve));
        const response = await this.send('POST', '/api/messages', parent, {
          json: { receiverId: parent.friendId, text },
        }).catch((error: unknown) => {
          this.waiting.delete(text);
          throw error;
        });
        if (response.status === 201) {
          // The answer is counted now; the socket's receipt is followed on its own.
          let timer: NodeJS.Timeout | undefined;
          void Promise.race([
            received,
            new Promise<undefined>((resolve) => {
              timer = setTimeout(() => resolve(undefined), RECEIVE_TIMEOUT_MS);
            }),
          ]).then((at) => {
            clearTimeout(timer);
            this.waiting.delete(text);
            if (at === undefined) window.chatLost++;
            else window.chatLatencies.push(at - started);
          });
        } else this.waiting.delete(text);
        return response.status;
      }
      case 'chat read':
        return (await this.send('GET', `/api/messages/${parent.friendId}?limit=25`, parent)).status;
    }
  }

  private async send(
    method: 'GET' | 'POST',
    route: string,
    who: { cookie: string; xsrf: string },
    body: { json?: unknown; form?: FormData } = {},
  ): Promise<Response> {
    const response = await fetch(`${this.base}${route}`, {
      method,
      headers: {
        cookie: who.cookie,
        ...(method === 'POST' ? { 'x-xsrf-token': who.xsrf } : {}),
        ...(body.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body.form ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response;
  }

  /** Messages still waiting for their receipt (the loop waits for them before it ends). */
  get pendingReceipts(): number {
    return this.waiting.size;
  }
}

/** Closed loop: `inFlight` requests at a time, each started as the one before it is answered. */
export async function closedLoop(
  workload: Workload,
  inFlight: number,
  seconds: number,
): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < deadline) await workload.runOne();
    }),
  );
}

/**
 * Open loop at a fixed rate: request k starts at k ÷ rate seconds whatever the answers do (a
 * slow server makes requests wait in flight, it does not slow the arrivals). `onTick` runs on
 * each timer tick with the seconds elapsed.
 */
export async function openLoop(
  workload: Workload,
  rate: number,
  seconds: number,
  onTick: (elapsed: number) => void = () => {},
): Promise<void> {
  const start = performance.now();
  let started = 0;
  let inFlight = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - start) / 1000;
      onTick(elapsed);
      const due = Math.floor(rate * Math.min(elapsed, seconds)) - started;
      for (let i = 0; i < due; i++) {
        started++;
        if (inFlight >= MAX_IN_FLIGHT) {
          workload.window.skipped++;
          continue;
        }
        inFlight++;
        void workload.runOne().finally(() => inFlight--);
      }
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  while (inFlight > 0 || workload.pendingReceipts > 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
}
