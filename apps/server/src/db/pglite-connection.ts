import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The byte stream node-postgres talks to, over an in-process PGlite (decisions 010, 041 and
 * 046): handed to node-postgres as its documented `stream` client option, so node-postgres's own
 * `Connection` writes the frontend messages and parses the answers exactly as on a socket to
 * PostgreSQL, and PGlite receives them through its public raw-protocol call
 * (`execProtocolRawStream`, exported and documented in PGlite's `PGliteInterface`).
 *
 * - **One PGlite call per query, not per message** (decision 041). node-postgres writes all the
 *   messages of a query (Parse, Bind, Describe, Execute, Sync) synchronously, in one call of its
 *   query; the chunks written are collected and handed to PGlite together, on the next turn of
 *   the session's chain of calls, as one `execProtocolRawStream`: one run of PGlite's main loop,
 *   one file-system sync. Its answer (a copy: PGlite reuses its output buffer) is pushed to the
 *   readable side, where node-postgres's parser reads it.
 * - **No start-up of its own.** node-postgres sends its StartupMessage as on a socket; PGlite
 *   answers it (AuthenticationOk, the parameters, ReadyForQuery). node-postgres's Terminate is
 *   not handed over: ending a client does not end the database.
 *
 * Chunks are handed over in the order they were written, each batch after the previous batch's
 * answer was pushed, so node-postgres sees the byte stream a socket would carry.
 *
 * Not supported (nor by PGlite): SSL, cancelling, authentication other than none.
 */
export class PgliteStream extends Duplex {
  readonly #session: PgliteSession;
  /** Chunks written since the last hand-over. */
  #outbox: Buffer[] = [];
  /** Whether a hand-over of the outbox is already queued on the session's chain. */
  #queued = false;

  constructor(session: PgliteSession) {
    super();
    this.#session = session;
  }

  // The part of net.Socket node-postgres's Connection calls on its stream.
  /** A socket option: nothing to set in process. */
  setNoDelay(): this {
    return this;
  }
  /** A socket option: nothing to set in process. */
  setKeepAlive(): this {
    return this;
  }
  /** A socket method: nothing to hold open in process. */
  ref(): this {
    return this;
  }
  /** A socket method: nothing to hold open in process. */
  unref(): this {
    return this;
  }
  /**
   * "Connects" (the host and port are node-postgres's defaults, ignored): once PGlite is ready
   * and the backend is clean of what an earlier client left — {@link PgliteSession.reset} —
   * emits `connect`, and node-postgres sends its StartupMessage.
   */
  connect(): this {
    this.#session.enqueue(async () => {
      await this.#session.reset();
      if (!this.destroyed) this.emit('connect');
    });
    return this;
  }

  override _read(): void {
    // The answers are pushed when PGlite gives them (see #handOver).
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.#collect(chunk);
    callback();
  }

  override _writev(chunks: { chunk: Buffer }[], callback: () => void): void {
    for (const { chunk } of chunks) this.#collect(chunk);
    callback();
  }

  /** The writable side ended (node-postgres's `end`): the readable side ends after the answers. */
  override _final(callback: () => void): void {
    this.#session.enqueue(() => {
      this.push(null);
      callback();
    });
  }

  #collect(chunk: Buffer): void {
    if (isTerminate(chunk)) return;
    this.#outbox.push(chunk);
    if (this.#queued) return;
    this.#queued = true;
    // Runs after the caller's synchronous code: every message of the query is in the outbox.
    this.#session.enqueue(() => this.#handOver());
  }

  async #handOver(): Promise<void> {
    const messages = this.#outbox;
    this.#outbox = [];
    this.#queued = false;
    if (this.destroyed) return;
    try {
      const input = messages.length === 1 ? messages[0]! : Buffer.concat(messages);
      // The streaming variant: `execProtocolRaw` also runs PGlite's own protocol parser over
      // the answer (≈ 20 % of a small query's CPU, decision 041), which node-postgres parses
      // anyway. A chunk is a view of PGlite's memory, valid during the call: copied.
      const chunks: Buffer[] = [];
      await this.#session.pglite.execProtocolRawStream(input, {
        onRawData: (chunk) => void chunks.push(Buffer.from(chunk)),
      });
      if (chunks.length && !this.destroyed) {
        this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
      }
    } catch (error) {
      this.destroy(error as Error);
    }
  }
}

/** Whether a chunk is exactly the frontend's Terminate message ('X', length 4). */
function isTerminate(chunk: Buffer): boolean {
  return chunk.length === 5 && chunk[0] === 0x58 && chunk.readInt32BE(1) === 4;
}

/** A frontend simple Query message (PostgreSQL protocol, "Query (F)") for `text`. */
function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header[0] = 0x51; // 'Q'
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/**
 * One PGlite backend as node-postgres clients share it (see {@link PgliteStream}): the chain
 * that hands their messages over one batch at a time, in order. PGlite is one backend: a client
 * node-postgres's pool made after throwing one away gets a new stream on the same session, and
 * finds the backend as a new PostgreSQL connection would (no transaction, no named statement).
 */
export class PgliteSession {
  #chain: Promise<unknown>;

  constructor(readonly pglite: PGlite) {
    this.#chain = pglite.waitReady;
  }

  /** A new stream to this backend, for one node-postgres Client (its `stream` option). */
  stream(): PgliteStream {
    return new PgliteStream(this);
  }

  /**
   * Runs `step` after every step queued before it has finished (a failed step stops none).
   * Not named `then`: that would make a session a thenable, which `await` would try to resolve.
   */
  enqueue(step: () => unknown): void {
    this.#chain = this.#chain.then(step, step);
  }

  /**
   * Makes the backend what a new connection finds: a transaction an earlier client left open is
   * rolled back, and its named statements are deallocated (node-postgres's new client parses
   * them again, under the same names). Called by a stream's `connect`, on the chain. The
   * answers (a warning when no transaction is open) are dropped.
   */
  async reset(): Promise<void> {
    await this.pglite.execProtocolRaw(
      Buffer.concat([simpleQuery('ROLLBACK'), simpleQuery('DEALLOCATE ALL')]),
    );
  }
}
