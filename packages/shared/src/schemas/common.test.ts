import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId } from '../rules/record-id.js';
import { TEXT_MESSAGES, idSchema, isStorableText, recordIdSchema, textSchema } from './common.js';

describe('recordIdSchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42', 42],
    [MAX_RECORD_ID, MAX_RECORD_ID],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('accepts %j as %d', (input, expected) => {
    expect(idSchema.parse(input)).toBe(expected);
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_RECORD_ID + 1,
    '2147483648',
    '99999999999',
    '',
    ' 7',
    '7 ',
    '1e3',
    '0x10',
    '-1',
    '+1',
    'abc',
    null,
    undefined,
    true,
    {},
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j with the given message', (input) => {
    const result = recordIdSchema('Kid not found.').safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Kid not found.');
  });

  it('parseRecordId answers the id or undefined', () => {
    expect(parseRecordId('12')).toBe(12);
    expect(parseRecordId('12abc')).toBeUndefined();
    expect(parseRecordId('2147483648')).toBeUndefined();
    expect(parseRecordId(undefined)).toBeUndefined();
  });

  // parseRecordId reads ids without zod (decision 082): it must answer what the schema does.
  it.each([
    1,
    '1',
    '42',
    MAX_RECORD_ID,
    String(MAX_RECORD_ID),
    '0000000042',
    0,
    '0',
    -1,
    1.5,
    '1.5',
    MAX_RECORD_ID + 1,
    '2147483648',
    '99999999999',
    '',
    ' 7',
    '7 ',
    '1e3',
    1e3,
    '0x10',
    '-1',
    '+1',
    'abc',
    '١٢',
    null,
    undefined,
    true,
    {},
    [],
    [7],
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('parseRecordId reads %j as idSchema does', (input) => {
    const parsed = idSchema.safeParse(input);
    expect(parseRecordId(input)).toBe(parsed.success ? parsed.data : undefined);
  });
});

describe('textSchema', () => {
  it.each(['', 'Mia', 'Zoë 🧒 — naïve', 'line\nbreak\ttab', '\u{1F600}'])('accepts %j', (input) => {
    expect(isStorableText(input)).toBe(true);
    expect(textSchema().parse(input)).toBe(input);
  });

  it.each(['a\u0000b', '\u0000', 'x\ud800', '\ud800y', '\udc00', 'a\udfffb'])(
    'refuses %j, which PostgreSQL cannot store',
    (input) => {
      expect(isStorableText(input)).toBe(false);
      const result = textSchema().safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.invalidCharacters);
    },
  );

  it('keeps chaining: trims and bounds after the character check', () => {
    const schema = textSchema().trim().min(1).max(3);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.safeParse('   ').success).toBe(false);
    expect(schema.safeParse(' a\u0000 ').success).toBe(false);
  });
});
