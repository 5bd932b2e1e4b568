import { describe, expect, it } from 'vitest';
import {
  formatInterests,
  interestKey,
  interestTexts,
  KID_FORM_INTERESTS,
  parseInterests,
  sayInterest,
} from './interests.js';

describe('parseInterests (spec §3 Kid)', () => {
  it.each([
    ['an array', ['Art', ' Music '], ['Art', 'Music']],
    ['JSON text', '["Art","Reading"]', ['Art', 'Reading']],
    ['comma-separated text', 'Art, Reading ,,Soccer', ['Art', 'Reading', 'Soccer']],
    ['duplicates in any case', ['Art', 'art', 'ART', 'Music'], ['Art', 'Music']],
    ['a single word', 'Chess', ['Chess']],
    ['broken JSON', '["Art",', []],
    ['JSON that is not a list', '[', []],
    ['null', null, []],
    ['a number', 42, []],
    ['non-string items', ['Art', { x: 1 }, null, 7], ['Art', '7']],
    ['empty text', '   ', []],
  ])('%s', (_label, input, expected) => {
    expect(parseInterests(input)).toEqual(expected);
  });
});

describe('formatInterests', () => {
  it('joins with commas, or says None', () => {
    expect(formatInterests(['Art', 'Music'])).toBe('Art, Music');
    expect(formatInterests('not json [')).toBe('not json [');
    expect(formatInterests(undefined)).toBe('None');
    expect(formatInterests('[oops')).toBe('None');
  });
});

describe('interestKey (how interests are compared)', () => {
  it.each([
    ['Board Games', 'board games'],
    ['  Art ', 'art'],
    ['ÉCOLE', 'école'],
    ['Cafe\u0301', 'caf\u00e9'],
  ])('%j → %j', (interest, key) => {
    expect(interestKey(interest)).toBe(key);
  });

  it('drops duplicates that differ only in Unicode composition', () => {
    expect(parseInterests(['Caf\u00e9', 'Cafe\u0301'])).toEqual(['Caf\u00e9']);
  });
});

describe('sayInterest (issue 28)', () => {
  const spanish: Record<string, string> = { 'interest.Art': 'Arte', 'interest.Reading': 'Lectura' };
  const say = (key: string) => spanish[key] ?? key;

  it('names the app’s own interests through the area’s messages, whatever their case', () => {
    expect(interestTexts(['Art', 'Board Games'])).toEqual({
      'interest.Art': 'Art',
      'interest.Board Games': 'Board Games',
    });
    expect(sayInterest('Art', KID_FORM_INTERESTS, say)).toBe('Arte');
    expect(sayInterest(' reading', KID_FORM_INTERESTS, say)).toBe('Lectura');
  });

  it('keeps a parent’s own interest as typed', () => {
    expect(sayInterest('Chess club', KID_FORM_INTERESTS, say)).toBe('Chess club');
  });
});
