import { describe, expect, it } from 'vitest';
import { looksLikeStreetAddress } from './area.js';

describe('looksLikeStreetAddress', () => {
  it.each([
    '12 Baker Street',
    'Baker Street',
    'Flat 3',
    'LS6 2AB',
    'Garden Lane, Leeds',
    'Oak Rd.',
    '5th Avenue',
    'rue de la Paix',
    'Calle Mayor',
    'Hauptstraße',
    'Berliner Str.',
  ])('refuses “%s”', (area) => {
    expect(looksLikeStreetAddress(area)).toBe(true);
  });

  it.each([
    'Headingley',
    'Camden',
    'St Albans',
    'Earls Court',
    'Leicester Square',
    'Broadway',
    'Streetly',
    'Roadside',
    'Drivers Hill',
    'Saint-Germain',
  ])('accepts “%s”', (area) => {
    expect(looksLikeStreetAddress(area)).toBe(false);
  });
});
