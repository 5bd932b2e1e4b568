/**
 * The vendored WHO tables are the files decision 052 names: each one's sha256, its row count,
 * its source, and the ages or lengths it covers. A changed byte fails here — re-vendor with
 * scripts/vendor-who-tables.mjs and update decision 052 instead of editing a table.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHO_TABLE_FILES, whoTable, type WhoTableName } from '../src/tables.js';

const ANTHRO_COMMIT = 'b776d8a12b1c97369c748b561159fd2ec4f4db58';
const ANTHROPLUS_COMMIT = '799a7deaf7dff57f2abef5781f74b243f0aa6194';

/** name → sha256 of tables/<name>.json, rows (both sexes), first and last x, source commit */
const EXPECTED: Record<
  WhoTableName,
  { sha256: string; rows: number; first: number; last: number; commit: string }
> = {
  weianthro: {
    sha256: '5f8e8c4db4f550461317263508751e4c7934e8b7513efcc917853141f983a5d2',
    rows: 3654,
    first: 0,
    last: 1826,
    commit: ANTHRO_COMMIT,
  },
  lenanthro: {
    sha256: '815bb60511362c1e11b98e596be66e503070e7014c58fd27a879f2c6c0401ddf',
    rows: 3654,
    first: 0,
    last: 1826,
    commit: ANTHRO_COMMIT,
  },
  hcanthro: {
    sha256: 'c74d5cc914b559d134678fd945d9132b8df57557f719061a2714d863d7d94bdf',
    rows: 3654,
    first: 0,
    last: 1826,
    commit: ANTHRO_COMMIT,
  },
  bmianthro: {
    sha256: 'd6f4105fd8174650fa03656aafa1cc238bfaced0cf2a39be8cdfc5e1f7d0d2d0',
    rows: 3654,
    first: 0,
    last: 1826,
    commit: ANTHRO_COMMIT,
  },
  wflanthro: {
    sha256: '70b4974a2c685099b7e87153801f15e5ad120e08ff0aed457a862edc28ab0239',
    rows: 1302,
    first: 45,
    last: 110,
    commit: ANTHRO_COMMIT,
  },
  wfhanthro: {
    sha256: 'ffc25d2990d44a759a864a388675a74da00e8382e73a14ab5a9d1c42102f4d9d',
    rows: 1102,
    first: 65,
    last: 120,
    commit: ANTHRO_COMMIT,
  },
  hfawho2007: {
    sha256: '0b0603453734aa91c09c8d9276e93c307e5635d6843a2b420cbcfbf0222f55cd',
    rows: 340,
    first: 60,
    last: 229,
    commit: ANTHROPLUS_COMMIT,
  },
  bfawho2007: {
    sha256: '9596ba6a4e8587af3d38826fdcb1fd26ebf224888f15e888d249ce3c27c7f71d',
    rows: 340,
    first: 60,
    last: 229,
    commit: ANTHROPLUS_COMMIT,
  },
  wfawho2007: {
    sha256: '902debc8ef9d5c244298420c897a5bad24436297ed8e02e75a84cee2c4c0646b',
    rows: 124,
    first: 60,
    last: 121,
    commit: ANTHROPLUS_COMMIT,
  },
};

describe('the vendored WHO tables', () => {
  it('are the nine files decision 052 names', () => {
    expect(Object.keys(WHO_TABLE_FILES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED) as [WhoTableName, (typeof EXPECTED)[WhoTableName]][])(
    '%s: checksum, rows, range and source',
    (name, expected) => {
      const bytes = readFileSync(new URL(`../tables/${name}.json`, import.meta.url));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(expected.sha256);
      const file = WHO_TABLE_FILES[name];
      expect(file.rows).toHaveLength(expected.rows);
      expect(file.table).toBe(name);
      expect(file.columns.slice(2)).toEqual(['l', 'm', 's']);
      expect(file.source.commit).toBe(expected.commit);
      expect(file.source.path).toBe(`data-raw/growthstandards/${name}.txt`);
      const table = whoTable(name);
      expect([table.first, table.last]).toEqual([expected.first, expected.last]);
      const lastIndex = Math.round((table.last - table.first) / table.step);
      for (const sex of ['male', 'female'] as const) {
        expect(table.lmsAt(sex, 0)).toBeDefined();
        expect(table.lmsAt(sex, lastIndex)).toBeDefined();
        expect(table.lmsAt(sex, lastIndex + 1)).toBeUndefined();
      }
    },
  );

  it('reads rows by sex and step: the first and last rows of weight-for-age', () => {
    const table = whoTable('weianthro');
    expect(table.lmsAt('male', 0)).toEqual({ l: 0.3487, m: 3.3464, s: 0.14602 });
    expect(table.lmsAt('female', 1826)).toEqual({ l: -0.3518, m: 18.2179, s: 0.14821 });
    expect(whoTable('wflanthro').lmsAt('male', 1)).toEqual({ l: -0.3521, m: 2.4577, s: 0.09176 });
  });
});
