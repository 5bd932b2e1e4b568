import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

/**
 * The connection node-postgres talks to, over an in-process PGlite (decisions 010 and 041):
 * what PGlite's own adapter (`@electric-sql/pglite/node-postgres`) does, with two differences
 * that halve the CPU a small query costs outside the database's own work.
 *
 * - **One PGlite call per query, not per message.** The frontend messages node-postgres writes
 *   in one go (Parse, Bind, Describe, Execute, Sync — all synchronously, within one call of
 *   its query) are collected and handed to PGlite together, on the next turn of the chain of
 *   calls, as one `execProtocolRaw`: one run of PGlite's main loop, one file-system sync, one
 *   output buffer. The adapter made one of each per message.
 * - **The answer parsed by node-postgres's own protocol parser** (`pg-protocol`, the one it
 *   uses on a socket), which reads each field straight from the output buffer. PGlite's parser
 *   copies every field into a fresh ArrayBuffer before decoding it — the largest JavaScript
 *   cost of a query of a few rows.
 *
 * Messages are handed over in the order they were written, each batch after the previous
 * batch's answers were emitted, so node-postgres sees exactly the byte stream a socket would
 * carry. Events are the ones node-postgres's `Connection` emits (`readyForQuery`, `dataRow`,
 * `errorMessage` for an ErrorResponse, `error` when PGlite itself throws, `end`).
 *
 * PGlite is one backend: every connection made on one {@link PgliteSession} hands its
 * messages to it through the session's one chain of calls, and they share the record of the
 * statements the backend has parsed (node-postgres keeps it on its connection; the backend keeps
 * them whichever client parsed them). node-postgres's pool throws a client away after an error
 * and makes a new one: it gets a new connection on the same session, and the old one, ended,
 * receives nothing more.
 *
 * Not supported (as in PGlite's adapter): authentication (PGlite has none), SSL, cancelling.
 */
export class PgliteConnection extends EventEmitter {
  /** Read by node-postgres's Client (it ends a connection it never connected at once). */
  _connecting = false;
  /** The statements the backend has parsed, by name (node-postgres keeps them here). */
  readonly parsedStatements: Record<string, string>;
  /** Statements whose Parse was sent and not yet answered, by name. */
  readonly submittedNamedStatements: Record<string, string>;
  /** node-postgres destroys the stream of a hung or dead connection: here, it ends. */
  readonly stream = { destroy: () => this.end() };

  readonly #session: PgliteSession;
  readonly #parser = new Parser();
  /** Messages written since the last hand-over. */
  #outbox: Buffer[] = [];
  /** Whether a hand-over of the outbox is already queued on the session's chain. */
  #queued = false;
  #ended = false;

  constructor(session: PgliteSession) {
    super();
    this.#session = session;
    this.parsedStatements = session.parsedStatements;
    this.submittedNamedStatements = session.submittedNamedStatements;
  }

  /** PGlite needs no start-up exchange: ready once it is and what was queued is answered. */
  connect(): void {
    this._connecting = true;
    this.#session.enqueue(() => process.nextTick(() => this.emit('readyForQuery')));
  }

  query(text: string): void {
    this.#write(serialize.query(text));
  }
  parse(query: { name?: string; text: string; types?: unknown }): void {
    // drizzle puts its result-parser object in `types`; the protocol wants parameter OIDs.
    const types = Array.isArray(query.types) ? (query.types as number[]) : undefined;
    this.#write(serialize.parse({ name: query.name, text: query.text, types }));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#write(serialize.bind(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.#write(serialize.describe(message));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#write(serialize.execute(config));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.#write(serialize.close(message));
  }
  flush(): void {
    this.#write(serialize.flush());
  }
  sync(): void {
    this.#write(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#write(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.#write(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#write(serialize.copyFail(message));
  }

  // Start-up, authentication and cancelling: PGlite has none of them.
  requestSsl(): void {}
  startup(): void {}
  password(): void {}
  cancel(): void {}
  ref(): void {}
  unref(): void {}

  /**
   * Ends this connection (not the session): answers still to come are dropped, and `end` is
   * emitted once what was queued before has been handed over.
   */
  end(): void {
    this.#ended = true;
    this.#session.enqueue(() => this.emit('end'));
  }

  #write(message: Buffer): void {
    if (this.#ended) return;
    this.#outbox.push(message);
    if (this.#queued) return;
    this.#queued = true;
    // Runs after the caller's synchronous code: every message of the query is in the outbox.
    this.#session.enqueue(() => this.#handOver());
  }

  async #handOver(): Promise<void> {
    const messages = this.#outbox;
    this.#outbox = [];
    this.#queued = false;
    try {
      const input = messages.length === 1 ? messages[0]! : Buffer.concat(messages);
      // The raw stream, not execProtocolRaw: that one also runs PGlite's own parser over
      // the output. A chunk is a view of PGlite's memory, valid during the call: copied.
      const chunks: Buffer[] = [];
      await this.#session.pglite.execProtocolRawStream(input, {
        onRawData: (chunk) => void chunks.push(Buffer.from(chunk)),
      });
      if (!chunks.length) return;
      this.#parser.parse(
        chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
        (message: BackendMessage) => {
          if (this.#ended) return;
          if (this.listenerCount('message')) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        },
      );
    } catch (error) {
      if (!this.#ended) this.emit('error', error);
    }
  }
}

/**
 * One PGlite backend as node-postgres connections share it (see {@link PgliteConnection}): the
 * chain that hands their messages over one batch at a time, in order, and the statements the
 * backend has parsed.
 */
export class PgliteSession {
  readonly parsedStatements: Record<string, string> = {};
  readonly submittedNamedStatements: Record<string, string> = {};
  #chain: Promise<unknown>;

  constructor(readonly pglite: PGlite) {
    this.#chain = pglite.waitReady;
  }

  /** A new connection to this backend, for one node-postgres Client. */
  connection(): PgliteConnection {
    return new PgliteConnection(this);
  }

  /**
   * Runs `step` after every step queued before it has finished (a failed step stops none).
   * Not named `then`: that would make a session a thenable, which `await` would try to resolve.
   */
  enqueue(step: () => unknown): void {
    this.#chain = this.#chain.then(step, step);
  }
}
