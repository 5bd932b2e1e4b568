import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePool } from './client.js';

// The node-postgres connection over an in-process PGlite (decision 041): what a caller of the
// pool sees must be what it sees over a socket to PostgreSQL.
describe('node-postgres over PGlite (PgliteConnection)', () => {
  const pglite = new PGlite();
  const pool = pglitePool(pglite);

  beforeAll(async () => {
    await pool.query('create table notes (id serial primary key, body text not null, tags text[])');
  });
  afterAll(async () => {
    await pool.end();
    await pglite.close();
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

  it('runs a multi-statement simple query and answers the last result set', async () => {
    const results = (await pool.query("select 'one' as a; select 'two' as b")) as unknown as {
      rows: unknown[];
    }[];
    expect(results.map((result) => result.rows)).toEqual([[{ a: 'one' }], [{ b: 'two' }]]);
  });
});
