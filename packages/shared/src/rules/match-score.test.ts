import { describe, expect, it } from 'vitest';
import { matchScore } from './match-score.js';

describe('matchScore (product.md: round(100 × shared ÷ the chosen kid’s interests))', () => {
  it.each([
    ['all shared', ['Art', 'Music'], ['Music', 'Art', 'Soccer'], 100],
    ['none shared', ['Art', 'Music'], ['Soccer'], 0],
    ['one of two', ['Art', 'Music'], ['art'], 50],
    ['one of three rounds down', ['Coding', 'Math', 'Art'], ['Math'], 33],
    ['two of three rounds up', ['Coding', 'Math', 'Art'], ['math', 'ART'], 67],
    ['a half rounds up (1 of 8 = 12.5)', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], ['h'], 13],
    ['case-insensitive and trimmed', ['  Board Games '], ['board games'], 100],
    ['a composed and a decomposed é are one interest', ['Caf\u00e9'], ['cafe\u0301'], 100],
    ['the chosen kid has none: 0', [], ['Art'], 0],
    ['the card’s kid has none: 0', ['Art'], [], 0],
    ['blank interests are not interests', ['Art', '  '], ['Art'], 100],
    ['a duplicate of the chosen kid counts once', ['Art', 'art', 'Music'], ['Art'], 50],
    ['a duplicate on the card counts once', ['Art', 'Music'], ['Art', 'ART'], 50],
    [
      'spec §5’s fixed list, now the chosen kid’s',
      ['coding', 'math', 'art'],
      ['Art', 'Coding'],
      67,
    ],
  ])('%s → %i', (_label, forKid, candidate, expected) => {
    expect(matchScore(forKid, candidate)).toBe(expected);
  });
});
