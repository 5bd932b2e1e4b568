import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pglitePool } from './client.js';

// node-postgres over an in-process PGlite through its `stream` option (decisions 041 and 046):
// what a caller of the pool sees must be what it sees over a socket to PostgreSQL. These tests
// also pin what the adapter relies on in node-postgres and PGlite: an upgrade that changes it
// fails here.
describe('node-postgres over PGlite (PgliteStream)', () => {
  const pglite = new PGlite();
  const pool = pglitePool(pglite);

  beforeAll(async () => {
    await pool.query('create table notes (id serial primary key, body text not null, tags text[])');
  });
  afterAll(async () => {
    await pool.end();
    await pglite.close();
  });

  it('talks to this PGlite, not to a server at node-postgres’s default address', async () => {
    const { rows } = await pool.query<{ version: string }>('select version()');
    expect(rows[0]!.version).toContain('PGlite');
    await pool.query("insert into notes (body) values ('seen by PGlite')");
    const direct = await pglite.query<{ body: string }>('select body from notes');
    expect(direct.rows).toEqual([{ body: 'seen by PGlite' }]);
    await pool.query('truncate notes restart identity');
  });

  it('hands each query to PGlite in one call (decision 041)', async () => {
    await pool.query({ name: 'count_notes', text: 'select count(*)::int as n from notes' });
    const calls = vi.spyOn(pglite, 'execProtocolRawStream');
    try {
      for (let i = 0; i < 3; i++) {
        await pool.query({ name: 'count_notes', text: 'select count(*)::int as n from notes' });
      }
      expect(calls).toHaveBeenCalledTimes(3);
    } finally {
      calls.mockRestore();
    }
  });

  it('answers a named prepared statement with typed rows, again and again', async () => {
    const insert = {
      name: 'insert_note',
      text: 'insert into notes (body, tags) values ($1, $2) returning id, body, tags',
    };
    const first = await pool.query({ ...insert, values: ['first', ['a', 'b']] });
    const second = await pool.query({ ...insert, values: ['second, “quoted”', []] });
    expect(first.rows).toEqual([{ id: 1, body: 'first', tags: ['a', 'b'] }]);
    expect(second.rows).toEqual([{ id: 2, body: 'second, “quoted”', tags: [] }]);
    expect(second.rowCount).toBe(1);
  });

  it('rejects a failing query with the database error and stays usable', async () => {
    await expect(
      pool.query({ name: 'divide', text: 'select 1 / $1::int as q', values: [0] }),
    ).rejects.toMatchObject({ code: '22012' });
    const again = await pool.query({
      name: 'divide',
      text: 'select 1 / $1::int as q',
      values: [1],
    });
    expect(again.rows).toEqual([{ q: 1 }]);
    await expect(pool.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await pool.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('answers queries issued at once, each its own rows, in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pool.query({ name: 'echo', text: 'select $1::int as n', values: [i] }),
      ),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      Array.from({ length: 20 }, (_, n) => ({ n })),
    );
  });

  it('keeps a transaction’s writes only when it commits', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query("insert into notes (body) values ('rolled back')");
      await client.query('rollback');
      await client.query('begin');
      await client.query("insert into notes (body) values ('kept')");
      await client.query('commit');
    } finally {
      client.release();
    }
    const { rows } = await pool.query('select body from notes where id > 2 order by id');
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('gives a client made after a discarded one a clean backend', async () => {
    const client = await pool.connect();
    await client.query({ name: 'count_notes', text: 'select count(*)::int as n from notes' });
    await client.query('begin');
    await client.query("insert into notes (body) values ('left open')");
    // node-postgres's pool ends a client released with an error and makes a new one.
    client.release(new Error('broken'));
    const { rows } = await pool.query({
      name: 'count_notes',
      text: 'select count(*)::int as n from notes',
    });
    expect(rows).toEqual([{ n: 3 }]);
    expect(
      (await pool.query("select count(*)::int as n from notes where body = 'left open'")).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('leaves PGlite open when a pool over it ends', async () => {
    // Its own PGlite: one pool per PGlite (a new client resets the one backend).
    const own = new PGlite();
    try {
      const other = pglitePool(own);
      expect((await other.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await other.end();
      expect((await own.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await own.close();
    }
  });

  it('runs a multi-statement simple query and answers the last result set', async () => {
    const results = (await pool.query("select 'one' as a; select 'two' as b")) as unknown as {
      rows: unknown[];
    }[];
    expect(results.map((result) => result.rows)).toEqual([[{ a: 'one' }], [{ b: 'two' }]]);
  });
});
