/**
 * The WHO's LMS tables, vendored once in `../tables/` (decision 052; tables/README.md names each
 * file's source: repository, commit, path, licence). Each file is read into one lookup per sex
 * on first use: the L, M and S columns as arrays indexed by the row's step from the table's
 * first row (a day, a month or 0.1 cm).
 */
import type { GrowthSex } from '@nestling/shared';
import bfawho2007 from '../tables/bfawho2007.json' with { type: 'json' };
import bmianthro from '../tables/bmianthro.json' with { type: 'json' };
import hcanthro from '../tables/hcanthro.json' with { type: 'json' };
import hfawho2007 from '../tables/hfawho2007.json' with { type: 'json' };
import lenanthro from '../tables/lenanthro.json' with { type: 'json' };
import weianthro from '../tables/weianthro.json' with { type: 'json' };
import wfawho2007 from '../tables/wfawho2007.json' with { type: 'json' };
import wfhanthro from '../tables/wfhanthro.json' with { type: 'json' };
import wflanthro from '../tables/wflanthro.json' with { type: 'json' };

/** The WHO's Box-Cox power (L), median (M) and coefficient of variation (S) at one point. */
export interface Lms {
  l: number;
  m: number;
  s: number;
}

/** A vendored file as stored: a header naming its source, and rows `[sex, x, l, m, s]`. */
export interface WhoTableFile {
  table: string;
  standard: string;
  indicator: string;
  columns: string[];
  source: { repository: string; commit: string; path: string; package: string; sha256: string };
  rows: number[][];
}

/**
 * The tables by the names the WHO's packages give them: anthro's `growthstandards_<name>`
 * (data-raw/growthstandards/<name>.txt) and anthroplus's `<name>` files.
 */
export const WHO_TABLE_FILES = {
  weianthro,
  lenanthro,
  hcanthro,
  bmianthro,
  wflanthro,
  wfhanthro,
  hfawho2007,
  bfawho2007,
  wfawho2007,
} satisfies Record<string, WhoTableFile>;
export type WhoTableName = keyof typeof WHO_TABLE_FILES;

/** How far apart a table's rows are, in the unit of its x (days, months or cm). */
const STEPS: Record<WhoTableName, number> = {
  weianthro: 1,
  lenanthro: 1,
  hcanthro: 1,
  bmianthro: 1,
  wflanthro: 0.1,
  wfhanthro: 0.1,
  hfawho2007: 1,
  bfawho2007: 1,
  wfawho2007: 1,
};

/** One table, ready for lookups. `x` runs from `first` to `last` by `step`. */
export interface WhoTable {
  name: WhoTableName;
  /** x of the first row: day 0, month 60 or 45/65 cm */
  first: number;
  /** x of the last row */
  last: number;
  step: number;
  /**
   * The LMS of row `index` (0 = first) for a sex, or undefined past the table. Rows of the
   * 0.1 cm tables are indexed by `round(x × 10) − round(first × 10)`.
   */
  lmsAt(sex: GrowthSex, index: number): Lms | undefined;
}

const SEX_CODES: Record<number, GrowthSex> = { 1: 'male', 2: 'female' };

/**
 * Reads a vendored file into a {@link WhoTable}.
 * @throws Error when the rows are not the expected shape: five numbers each, sex 1 or 2, both
 * sexes over the same x, one step apart, in order (the vendoring script writes them so)
 */
function readTable(name: WhoTableName): WhoTable {
  const { rows } = WHO_TABLE_FILES[name] as WhoTableFile;
  const step = STEPS[name];
  const scale = Math.round(1 / step);
  const columns = {
    male: { l: [] as number[], m: [] as number[], s: [] as number[] },
    female: { l: [] as number[], m: [] as number[], s: [] as number[] },
  };
  const first = rows[0]?.[1];
  if (first === undefined) throw new Error(`${name}: no rows`);
  for (const row of rows) {
    const [sexCode, x, l, m, s] = row as [number, number, number, number, number];
    const sex = SEX_CODES[sexCode];
    const column = sex && columns[sex];
    const expectedIndex = column?.l.length;
    if (
      row.length !== 5 ||
      !column ||
      !row.every(Number.isFinite) ||
      Math.round(x * scale) - Math.round(first * scale) !== expectedIndex
    ) {
      throw new Error(`${name}: row ${JSON.stringify(row)} is out of shape or out of order`);
    }
    column.l.push(l);
    column.m.push(m);
    column.s.push(s);
  }
  if (columns.male.l.length !== columns.female.l.length) {
    throw new Error(`${name}: the sexes have different row counts`);
  }
  const arrays = {
    male: {
      l: Float64Array.from(columns.male.l),
      m: Float64Array.from(columns.male.m),
      s: Float64Array.from(columns.male.s),
    },
    female: {
      l: Float64Array.from(columns.female.l),
      m: Float64Array.from(columns.female.m),
      s: Float64Array.from(columns.female.s),
    },
  };
  const count = columns.male.l.length;
  return {
    name,
    first,
    last: (Math.round(first * scale) + count - 1) / scale,
    step,
    lmsAt(sex, index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
      const column = arrays[sex];
      return { l: column.l[index]!, m: column.m[index]!, s: column.s[index]! };
    },
  };
}

const tables = new Map<WhoTableName, WhoTable>();

/**
 * The named WHO table, read from its vendored file on first use and kept.
 * @param name anthro's or anthroplus's name of the table (see {@link WHO_TABLE_FILES})
 */
export function whoTable(name: WhoTableName): WhoTable {
  let table = tables.get(name);
  if (!table) {
    table = readTable(name);
    tables.set(name, table);
  }
  return table;
}
