/** The middle value (mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Renders rows as a Markdown table (pads columns so it also reads well in a terminal). */
export function table(header: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (alignRight[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits: number) => value.toFixed(digits);
/** value / reference as "0.039×", "1.00×" or "25.0×" (about three significant digits). */
export const ratio = (value: number, reference: number) => {
  const r = value / reference;
  return `${r >= 10 ? r.toFixed(1) : r >= 1 ? r.toFixed(2) : r.toPrecision(2)}×`;
};
export const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The `p`-th percentile (0–100) of ascending `sorted` values, nearest rank; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
