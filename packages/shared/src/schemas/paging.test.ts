import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE, parsePageNumber } from '../rules/page-number.js';
import { pageNumberSchema, pageOffset, pageSizeOneOf, pageSizeUpTo } from './paging.js';

const query = z.object({ page: pageNumberSchema, pageSize: pageSizeOneOf([10, 20, 50]) });

describe('paging parameters', () => {
  it('defaults to page 1 and the first size', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it.each([
    [
      { page: '3', pageSize: '50' },
      { page: 3, pageSize: 50 },
    ],
    [
      { page: 2, pageSize: 20 },
      { page: 2, pageSize: 20 },
    ],
    [{ page: String(MAX_PAGE) }, { page: MAX_PAGE, pageSize: 10 }],
  ])('reads %j', (input, expected) => {
    expect(query.parse(input)).toEqual(expected);
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1e3' },
    { page: ' 2' },
    { page: '0x10' },
    { page: String(MAX_PAGE + 1) },
    { page: '99999999999999999999' },
    { pageSize: '15' },
    { pageSize: '100' },
    { pageSize: '' },
  ])('refuses %j', (input) => {
    expect(query.safeParse(input).success).toBe(false);
  });

  it('a size up to a bound', () => {
    const size = pageSizeUpTo(48, 12);
    expect(size.parse(undefined)).toBe(12);
    expect(size.parse('48')).toBe(48);
    expect(size.safeParse('49').success).toBe(false);
    expect(size.safeParse('0').success).toBe(false);
  });

  it('offsets by whole pages', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
  });
});

// parsePageNumber reads `?page=` without zod (decision 082): it must answer what the schema does.
describe('parsePageNumber', () => {
  it.each([
    1,
    '1',
    '7',
    MAX_PAGE,
    String(MAX_PAGE),
    '000000002',
    0,
    '0',
    -1,
    2.5,
    '2.5',
    MAX_PAGE + 1,
    String(MAX_PAGE + 1),
    '1234567890',
    '',
    ' 7',
    '1e3',
    '0x10',
    '-1',
    '+1',
    'abc',
    null,
    true,
    {},
    Number.NaN,
  ])('reads %j as pageNumberSchema does', (input) => {
    const parsed = pageNumberSchema.safeParse(input);
    expect(parsePageNumber(input)).toBe(parsed.success ? parsed.data : undefined);
  });

  it('reads an absent page as absent (the schema defaults it to 1)', () => {
    expect(parsePageNumber(undefined)).toBeUndefined();
    expect(pageNumberSchema.parse(undefined)).toBe(1);
  });
});
