import { Column, getTableName, is, SQL, Subquery, fillPlaceholders } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * A prepared select answered through a lean executor (decision 044): the same SQL, statement
 * name, parameters and row objects as drizzle's `.execute()` of the prepared query it wraps.
 */
export interface LeanPreparedQuery<Result> {
  /**
   * Runs the statement with these placeholder values (`sql.placeholder(name)` → `values[name]`).
   * @returns the rows, mapped as drizzle maps them
   * @throws the driver's error (a `DatabaseError` from PostgreSQL), or drizzle's when a
   *   placeholder has no value
   */
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** What drizzle-orm 0.45's `NodePgPreparedQuery` holds (private in its types) that we read. */
interface DrizzlePrepared {
  client: Queryable;
  queryString: string;
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
  queryConfig: { name?: string; types: { getTypeParser(oid: number, format: string): Parser } };
}

type Parser = (value: string) => unknown;
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** A node-postgres Pool, PoolClient or Client: each runs a submittable and calls back. */
interface Queryable {
  query(query: LeanQuery, callback: (error: Error | undefined, rows?: unknown[]) => void): unknown;
}

/** The part of node-postgres's connection (or ours over PGlite) a submittable writes to. */
interface Connection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** node-postgres's own mapping of a parameter to its wire text (Date, array, Buffer, JSON). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/** One statement: its text and name, how each column is decoded, and its rows' parsers. */
interface Statement {
  name: string;
  text: string;
  /** Per selected column, in the statement's column order, the decoder drizzle would use. */
  decoders: Decoder[];
  /** Builds one row object from a DataRow's fields (see {@link compileRowMapper}). */
  mapRow: RowMapper;
  /**
   * node-postgres's type parser per column, from the first answer's RowDescription; until then
   * each execution asks for one (Describe). One statement text has one row shape.
   */
  parsers?: Parser[];
  typeParser: (oid: number, format: string) => Parser;
}

type RowMapper = (
  fields: (string | null)[],
  parsers: Parser[],
  decoders: Decoder[],
) => Record<string, unknown>;

/**
 * The rows of one execution, as node-postgres's `Client` drives a submittable (the interface
 * `pg-cursor` uses): `submit` writes Parse (first time on this backend), Bind, Describe (only
 * until the statement's row shape is known), Execute and Sync; the handlers receive the answer.
 */
class LeanQuery {
  /** Read by node-postgres's Client to record which statements the backend has parsed. */
  readonly name: string;
  readonly text: string;
  /** Set by the Client (pool.query and client.query put their callback here). */
  callback?: (error: Error | undefined, rows?: unknown[]) => void;
  readonly #statement: Statement;
  readonly #values: unknown[];
  readonly #rows: unknown[] = [];
  #failure: Error | undefined;

  constructor(statement: Statement, values: unknown[]) {
    this.#statement = statement;
    this.#values = values;
    this.name = statement.name;
    this.text = statement.text;
  }

  submit(connection: Connection): null {
    const { name, text, parsers } = this.#statement;
    // One write for all the messages on a socket, as node-postgres's Query does.
    connection.stream.cork?.();
    try {
      if (
        connection.parsedStatements[name] === undefined &&
        connection.submittedNamedStatements[name] === undefined
      ) {
        connection.parse({ name, text });
        connection.submittedNamedStatements[name] = text;
      }
      connection.bind({ statement: name, values: this.#values });
      if (!parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: { dataTypeID: number; format?: string }[] }): void {
    const statement = this.#statement;
    if (message.fields.length !== statement.decoders.length) {
      this.#failure = new Error(
        `Statement ${statement.name} answered ${message.fields.length} columns, not ${statement.decoders.length}`,
      );
      return;
    }
    statement.parsers ??= message.fields.map((field) =>
      statement.typeParser(field.dataTypeID, field.format || 'text'),
    );
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.#failure) return;
    try {
      const { parsers, decoders, mapRow, name } = this.#statement;
      if (!parsers || message.fields.length !== decoders.length) {
        throw new Error(`Statement ${name}: a row came without its row shape`);
      }
      this.#rows.push(mapRow(message.fields, parsers, decoders));
    } catch (error) {
      this.#failure = error as Error;
    }
  }

  handleError(error: Error): void {
    this.callback?.(this.#failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.#failure) this.callback?.(this.#failure);
    else this.callback?.(undefined, this.#rows);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }
}

/**
 * The row mapper of a selection, compiled once: one object literal with drizzle's keys, nested
 * as its paths are (`{ parent: { id, … } }`), in the order drizzle's `mapResultRow` adds them —
 * so the rows have the same keys in the same order, and V8 builds each from one shape. Each
 * value is null for a NULL field, else the column's decoder applied to the type parser's value
 * (what drizzle does with what node-postgres parsed). Keys are written as JSON strings, so no
 * selection key can become code.
 * @param paths each column's path in the row, in column order (drizzle's ordered fields)
 */
function compileRowMapper(paths: string[][]): RowMapper {
  interface Node {
    children: Map<string, Node | number>;
  }
  const root: Node = { children: new Map() };
  paths.forEach((path, column) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let child = node.children.get(key);
      if (typeof child !== 'object') node.children.set(key, (child = { children: new Map() }));
      node = child;
    }
    node.children.set(path[path.length - 1]!, column);
  });
  const literal = (node: Node): string =>
    `{${[...node.children]
      .map(
        ([key, child]) =>
          `${JSON.stringify(key)}: ${
            typeof child === 'number'
              ? `f[${child}] === null ? null : d[${child}].mapFromDriverValue(p[${child}](f[${child}]))`
              : literal(child)
          }`,
      )
      .join(', ')}}`;
  // Compiled once per statement, from our own selection (keys as JSON strings, see above).
  return new Function('f', 'p', 'd', `return ${literal(root)};`) as RowMapper;
}

/** The decoder drizzle's `mapResultRow` uses for a selected field (`decoder` is internal to SQL). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sqlOf = (value: unknown) => value as { decoder: Decoder };
  if (is(field, SQL)) return sqlOf(field).decoder;
  if (is(field, Subquery)) return sqlOf((field._ as unknown as { sql: SQL }).sql).decoder;
  return sqlOf((field as SQL.Aliased).sql).decoder;
}

/**
 * Wraps a drizzle prepared select (`db.select(…).prepare('name')`, node-postgres driver — the
 * one both our databases use, PGlite through `pglitePool`) in a lean executor (decision 044).
 * The SQL, the statement name, the parameters and their encoders, the type parsers and every
 * column's decoder are drizzle's, taken once here; per execution it saves what drizzle and
 * node-postgres's `Query` do again every time:
 *
 * - **no Describe after the first answer:** node-postgres asks the backend to describe the
 *   portal on every execution and builds its parsers from the answer; here the row shape is
 *   kept from the first answer (a statement text has one), so each execution is Bind, Execute,
 *   Sync, and the backend sends no RowDescription;
 * - **no per-query copies:** node-postgres copies the query config, makes an EventEmitter, a
 *   Result and an object of the field names per query; drizzle wraps the call in tracing
 *   closures and maps each row through `mapResultRow` (type checks per column per row). Here
 *   each row is built by a mapper compiled once per statement ({@link compileRowMapper}).
 *
 * Works on a pool and on a transaction's client alike (the wrapped query's own client). Not
 * for: relational queries (a custom result mapper), a nested selection of an outer-joined
 * table (drizzle turns an all-null one into null; refused here), or a drizzle cache (not used).
 * @param prepared the result of `.prepare(name)` on a drizzle select, named (a statement)
 * @throws Error at once if `prepared` is not such a query
 */
export function leanPrepared<T extends PreparedQueryConfig>(
  prepared: PgPreparedQuery<T>,
): LeanPreparedQuery<T['execute']> {
  if (!is(prepared, NodePgPreparedQuery)) {
    throw new Error('leanPrepared: a query prepared by the node-postgres driver is required');
  }
  const query = prepared as unknown as DrizzlePrepared;
  const name = query.queryConfig.name;
  if (!name || !query.fields || query.customResultMapper) {
    throw new Error('leanPrepared: a named, prepared select is required');
  }
  for (const { path, field } of query.fields) {
    const table = is(field, Column) ? getTableName(field.table) : undefined;
    if (path.length > 1 && table && query.joinsNotNullableMap?.[table] !== true) {
      throw new Error(`leanPrepared: ${path.join('.')} is a nested selection of an outer join`);
    }
  }
  const statement: Statement = {
    name,
    text: query.queryString,
    decoders: query.fields.map(({ field }) => decoderOf(field)),
    mapRow: compileRowMapper(query.fields.map(({ path }) => path)),
    typeParser: (oid, format) => query.queryConfig.types.getTypeParser(oid, format),
  };
  const { client, params, logger } = query;
  return {
    execute(values = {}) {
      return new Promise((resolve, reject) => {
        const filled = fillPlaceholders(params, values);
        logger.logQuery(statement.text, filled);
        client.query(new LeanQuery(statement, filled.map(prepareValue)), (error, rows) =>
          error ? reject(error) : resolve(rows as T['execute']),
        );
      });
    },
  };
}
