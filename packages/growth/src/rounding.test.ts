import { describe, expect, it } from 'vitest';
import { roundLikeR } from './rounding.js';
import { percentileFromZ } from './percentile.js';

describe('roundLikeR', () => {
  // Each expected value is what R 4.2.2 answers: round(c(0.125, 0.135, -0.125, 2.675, 1.005), 2)
  it.each([
    [0.125, 0.12],
    [0.135, 0.14],
    [-0.125, -0.12],
    [2.675, 2.67],
    [1.005, 1],
  ])('round(%s, 2) = %s as in R', (x, rounded) => {
    expect(roundLikeR(x, 2)).toBe(rounded);
  });

  it('never answers −0', () => {
    expect(Object.is(roundLikeR(-0.001, 2), 0)).toBe(true);
  });
});

describe('percentileFromZ', () => {
  // Expected: R 4.2.2, round(100 * pnorm(z), 1)
  it.each([
    [-4, 0],
    [-3, 0.1],
    [-2.5, 0.6],
    [-2, 2.3],
    [-1.88, 3],
    [-1, 15.9],
    [-0.5, 30.9],
    [-0.01, 49.6],
    [0, 50],
    [0.004999, 50.2],
    [0.5, 69.1],
    [1, 84.1],
    [1.036, 85],
    [1.96, 97.5],
    [2, 97.7],
    [2.5, 99.4],
    [3, 99.9],
    [3.5, 100],
  ])('z %s is percentile %s', (z, percentile) => {
    expect(percentileFromZ(z)).toBe(percentile);
  });
});
