/**
 * Rounds to `digits` decimals as R's `round(x, digits)` does since R 4.0.0 — the WHO's anthro
 * and anthroplus round their z-scores with it: of the two neighbours with `digits` decimals,
 * the one nearer to `x` as a double; when both are as near, the one whose last digit is even.
 * (So 0.125 → 0.12, 2.675 → 2.67 — 2.675 is stored as 2.67499…) Never answers −0.
 * @param x a finite number
 * @param digits decimals to keep, 0 or more
 */
export function roundLikeR(x: number, digits: number): number {
  const scale = 10 ** digits;
  const down = Math.floor(x * scale);
  const up = Math.ceil(x * scale);
  const low = down / scale;
  const high = up / scale;
  const belowGap = x - low;
  const aboveGap = high - x;
  const rounded =
    belowGap < aboveGap ? low : aboveGap < belowGap ? high : down % 2 === 0 ? low : high;
  return rounded === 0 ? 0 : rounded;
}
