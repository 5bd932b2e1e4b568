import { describe, expect, it } from 'vitest';
import { publicFirstName } from './names.js';

describe('publicFirstName (what another family sees of a kid’s name)', () => {
  it.each([
    ['Mia Rose Smith', 'Mia'],
    ['Mia', 'Mia'],
    ['  Leo   Park ', 'Leo'],
    ['Anne-Marie Dupont', 'Anne-Marie'],
    ["D'Arcy Lane", "D'Arcy"],
    ['Mary Kate Olsen', 'Mary'],
    ['Zoë\u00a0Brown', 'Zoë'],
    ['Ada\tLovelace', 'Ada'],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(publicFirstName(name)).toBe(expected);
  });
});
