import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '../rules/record-id.js';
import { EXPLORE_PAGE_SIZE } from './explore-texts.js';
import { exploreQuerySchema } from './explore-query.js';

describe('exploreQuerySchema (spec §5 Public kid filters)', () => {
  it('has no filter by default, page 1 of 12', () => {
    expect(exploreQuerySchema.parse({})).toEqual({
      interests: [],
      page: 1,
      pageSize: EXPLORE_PAGE_SIZE,
    });
  });

  it('treats blank filters as absent, as the web sends them', () => {
    expect(
      exploreQuerySchema.parse({ interests: '', gender: '', age: '', skillLevel: '', forKid: '' }),
    ).toEqual({ interests: [], page: 1, pageSize: EXPLORE_PAGE_SIZE });
  });

  it.each([
    ['a repeated parameter', ['Art', ' Board Games '], ['Art', 'Board Games']],
    ['comma-separated text', 'Art, Music', ['Art', 'Music']],
    ['one interest', 'Fishing', ['Fishing']],
    ['duplicates in any case', ['Art', 'ART'], ['Art']],
  ])('reads interests as %s', (_label, interests, expected) => {
    expect(exploreQuerySchema.parse({ interests }).interests).toEqual(expected);
  });

  it('reads the other filters', () => {
    expect(
      exploreQuerySchema.parse({
        gender: 'Female',
        age: '7',
        skillLevel: 'Beginner',
        forKid: '12',
        page: '2',
        pageSize: '24',
      }),
    ).toEqual({
      interests: [],
      gender: 'Female',
      age: 7,
      skillLevel: 'Beginner',
      forKid: 12,
      page: 2,
      pageSize: 24,
    });
  });

  it.each([
    { gender: 'Robot' },
    { age: '-1' },
    { age: '26' },
    { age: 'seven' },
    { skillLevel: 'Expert' },
    { forKid: String(MAX_RECORD_ID + 1) },
    { forKid: 'abc' },
    { interests: ['Art', 'x\u0000'] },
    { interests: ['x'.repeat(41)] },
    { interests: Array.from({ length: 31 }, (_, index) => `i${index}`) },
    { pageSize: '49' },
  ])('refuses %j', (query) => {
    expect(exploreQuerySchema.safeParse(query).success).toBe(false);
  });
});
