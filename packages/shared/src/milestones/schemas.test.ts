import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  milestoneDomainSchema,
  milestoneSuggestionListSchema,
  milestoneSuggestionRequestSchema,
  milestoneSuggestionSchema,
} from './schemas.js';

const valid = {
  title: 'Hops on one foot',
  date: '2024-03-15',
  domain: 'movement-physical',
  source: 'CDC "Learn the Signs. Act Early." (2022)',
};

describe('milestoneSuggestionSchema', () => {
  it('accepts the four required fields, and the two optional ones', () => {
    expect(milestoneSuggestionSchema.parse(valid)).toEqual(valid);
    const full = {
      ...valid,
      ageMonths: 60,
      rationale: 'Most children (75% or more) can do this by 5 years.',
    };
    expect(milestoneSuggestionSchema.parse(full)).toEqual(full);
  });

  it('trims the title, as the milestone it becomes is compared trimmed', () => {
    expect(milestoneSuggestionSchema.parse({ ...valid, title: '  Hops on one foot ' }).title).toBe(
      'Hops on one foot',
    );
  });

  it.each([
    ['an unknown domain', { domain: 'physical' }],
    ['a date that does not exist', { date: '2024-02-30' }],
    ['a date-time instead of a date', { date: '2024-03-15T10:00:00Z' }],
    ['an empty title', { title: '   ' }],
    ['a title past 120 characters', { title: 'x'.repeat(121) }],
    ['a NUL character in the title', { title: 'Hops\u0000' }],
    ['a lone surrogate in the rationale', { rationale: 'why \uD800' }],
    ['no source', { source: undefined }],
    ['a fractional age', { ageMonths: 2.5 }],
    ['a negative age', { ageMonths: -1 }],
  ])('refuses %s', (_label, change) => {
    expect(milestoneSuggestionSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('milestoneDomainSchema', () => {
  it('is the four CDC domains', () => {
    expect(milestoneDomainSchema.options).toEqual([
      'social-emotional',
      'language-communication',
      'cognitive',
      'movement-physical',
    ]);
  });
});

describe('milestoneSuggestionListSchema', () => {
  it('accepts an empty answer and refuses more than the cap', () => {
    expect(milestoneSuggestionListSchema.safeParse([]).success).toBe(true);
    const tooMany = Array.from({ length: MAX_SUGGESTIONS + 1 }, (_, i) => ({
      ...valid,
      title: `Goal ${i}`,
    }));
    expect(milestoneSuggestionListSchema.safeParse(tooMany).success).toBe(false);
    expect(milestoneSuggestionListSchema.safeParse(tooMany.slice(1)).success).toBe(true);
  });
});

describe('milestoneSuggestionRequestSchema (spec §7.5: {kidId})', () => {
  it.each([
    [{ kidId: 7 }, 7],
    [{ kidId: '12' }, 12],
  ])('reads %j', (body, kidId) => {
    expect(milestoneSuggestionRequestSchema.parse(body)).toEqual({ kidId });
  });

  it.each([{}, { kidId: 0 }, { kidId: 2_147_483_648 }, { kidId: '1e3' }])('refuses %j', (body) => {
    const result = milestoneSuggestionRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Kid not found.');
  });
});
