import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './error-log.js';

const EMAIL = 'ada@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** An error as node-postgres and PGlite raise it, with the fields that quote the row. */
function databaseError(): Error {
  return Object.assign(new Error('new row for relation "parents" violates check constraint'), {
    code: '23514',
    severity: 'ERROR',
    table: 'parents',
    constraint: 'parents_name_check',
    detail: `Failing row contains (1, Ada, ${EMAIL}, ${HASH}).`,
    where: `SQL statement with ${EMAIL}`,
  });
}

describe('serializeError', () => {
  it('keeps a failed query’s database code and message, and none of its SQL parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "parents" ("name", "email", "password_hash") values ($1, $2, $3)',
      ['Ada', EMAIL, HASH],
      databaseError(),
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: {
        code: '23514',
        severity: 'ERROR',
        table: 'parents',
        constraint: 'parents_name_check',
        message: 'new row for relation "parents" violates check constraint',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('Failing row');
    expect(text).not.toContain('params');
  });

  it('leaves out any other own field of an error, and follows causes', () => {
    const inner = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    const outer = Object.assign(new Error('mail failed', { cause: inner }), {
      payload: { to: EMAIL },
      statusCode: 502,
    });
    const logged = serializeError(outer);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'mail failed',
      statusCode: 502,
      cause: { message: 'connection refused', code: 'ECONNREFUSED' },
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it('describes a thrown value that is not an Error', () => {
    expect(serializeError('plain text')).toEqual({
      type: 'string',
      message: 'plain text',
      stack: '',
    });
  });
});
