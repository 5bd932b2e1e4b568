import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.js';
import { passwordStrengthHint, PASSWORD_STRENGTH } from './password-strength.js';

describe('isStrongPassword (spec §5 Register)', () => {
  it.each([
    ['Sunny-Day7', true],
    ['Aa1!aaaa', true],
    ['Ünïcode-Pass9', true],
    ['Aa1!aaa', false], // 7 characters
    ['sunny-day7', false], // no uppercase
    ['SUNNY-DAY7', false], // no lowercase
    ['Sunny-Dayy', false], // no digit
    ['SunnyDay77', false], // no symbol
    ['', false],
  ])('%j → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('passwordStrengthHint (spec §5 Register)', () => {
  it.each([
    ['', PASSWORD_STRENGTH.weak],
    ['Ab1!', PASSWORD_STRENGTH.weak],
    ['abcdefgh', PASSWORD_STRENGTH.addUppercase],
    ['abcdefg1!', PASSWORD_STRENGTH.addUppercase],
    ['Abcdefgh', PASSWORD_STRENGTH.addNumber],
    ['Abcdefg!', PASSWORD_STRENGTH.addNumber],
    ['Abcdefg1', PASSWORD_STRENGTH.addSpecial],
    ['Abcdefg1!', PASSWORD_STRENGTH.strong],
  ])('%j → %s', (password, hint) => {
    expect(passwordStrengthHint(password)).toBe(hint);
  });

  it('uses the spec texts', () => {
    expect(Object.values(PASSWORD_STRENGTH)).toEqual([
      'Weak (min 8 chars)',
      'Medium (add uppercase)',
      'Medium (add number)',
      'Medium (add special char)',
      'Strong',
    ]);
  });
});

describe('the hint and the rule agree (two modules, the same character classes)', () => {
  it.each([
    'Sunny-Day7',
    'Aa1!aaaa',
    'Ünïcode-Pass9',
    'Aa1!aaa',
    'sunny-day7',
    'Sunny-Dayy',
    'SunnyDay77',
    'abcdefg1!',
    'Abcdefg1',
    'Abcdefg!',
    'Abcdefgh',
    '',
  ])('%j: "Strong" exactly when the rule holds (with a lowercase letter)', (password) => {
    const strong = passwordStrengthHint(password) === PASSWORD_STRENGTH.strong;
    expect(strong && /[a-z]/.test(password)).toBe(isStrongPassword(password));
  });
});
