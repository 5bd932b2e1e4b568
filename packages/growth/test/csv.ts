import { readFileSync } from 'node:fs';

/**
 * Reads one of this folder's CSV fixtures: `#` lines are its provenance header, then a header
 * row and plain comma-separated rows (no quoting: the fixtures hold none). Empty cells and
 * `NA` (R's missing value) read as null; everything else as text.
 */
export function readFixture(name: string): Record<string, string | null>[] {
  const lines = readFileSync(new URL(name, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines.map((line) => line.split(','));
  if (!header) throw new Error(`${name}: no header`);
  return rows.map((cells) =>
    Object.fromEntries(
      header.map((column, index) => {
        const cell = cells[index] ?? '';
        return [column, cell === '' || cell === 'NA' ? null : cell];
      }),
    ),
  );
}

/** A fixture cell as a number, or null when it is empty. */
export function numberOrNull(cell: string | null | undefined): number | null {
  return cell == null ? null : Number(cell);
}
