// Vendors the WHO's LMS tables into packages/growth/tables/ — run once per upstream release, by
// hand; the app never runs it. Reads the tables from local git copies of the WHO's own
// repositories (github.com/WorldHealthOrganization/anthro and …/anthroplus):
//
//   node packages/growth/scripts/vendor-who-tables.mjs --anthro <git dir> --anthroplus <git dir>
//
// Each data-raw/growthstandards/*.txt (tab-separated, CRLF) becomes one JSON file: a header
// naming the source (repository, commit, path, package version, the source file's sha256)
// and the rows `[sex, age or length/height, l, m, s]` in the source's order, numbers as
// written there. The position column of the length- and BMI-for-age tables (`loh`: L below
// 731 days, H from 731) and the constant one of the weight-for-length/height tables (`lorh`)
// are checked here and left out: the code applies the same rule (decision 052).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';

const { values } = parseArgs({
  options: { anthro: { type: 'string' }, anthroplus: { type: 'string' } },
});
if (!values.anthro || !values.anthroplus) {
  throw new Error('usage: vendor-who-tables.mjs --anthro <git dir> --anthroplus <git dir>');
}

const STANDARDS_2006 = 'WHO Child Growth Standards (2006)';
const REFERENCE_2007 = 'WHO Growth Reference 2007 (5–19 years)';

/** table name → where it comes from and what it holds */
const TABLES = [
  ['weianthro', 'anthro', STANDARDS_2006, 'weight-for-age', 'age', 'days', 'kg', null],
  ['lenanthro', 'anthro', STANDARDS_2006, 'length/height-for-age', 'age', 'days', 'cm', 'loh'],
  ['hcanthro', 'anthro', STANDARDS_2006, 'head-circumference-for-age', 'age', 'days', 'cm', null],
  ['bmianthro', 'anthro', STANDARDS_2006, 'BMI-for-age', 'age', 'days', 'kg/m²', 'loh'],
  ['wflanthro', 'anthro', STANDARDS_2006, 'weight-for-length', 'length', 'cm', 'kg', 'lorh'],
  ['wfhanthro', 'anthro', STANDARDS_2006, 'weight-for-height', 'height', 'cm', 'kg', 'lorh'],
  ['hfawho2007', 'anthroplus', REFERENCE_2007, 'height-for-age', 'age', 'months', 'cm', null],
  ['bfawho2007', 'anthroplus', REFERENCE_2007, 'BMI-for-age', 'age', 'months', 'kg/m²', null],
  ['wfawho2007', 'anthroplus', REFERENCE_2007, 'weight-for-age', 'age', 'months', 'kg', null],
];

function git(gitDir, ...args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
}

const repos = {};
for (const name of ['anthro', 'anthroplus']) {
  const gitDir = values[name];
  const commit = git(gitDir, 'rev-parse', 'HEAD').trim();
  const description = git(gitDir, 'show', `${commit}:DESCRIPTION`);
  const version = /^Version:\s*(\S+)/m.exec(description)?.[1];
  const license = /^License:\s*(.+)$/m.exec(description)?.[1]?.trim();
  repos[name] = { gitDir, commit, version, license };
}

for (const [table, repo, standard, indicator, xName, xUnit, unit, positionColumn] of TABLES) {
  const { gitDir, commit, version, license } = repos[repo];
  const path = `data-raw/growthstandards/${table}.txt`;
  const text = git(gitDir, 'show', `${commit}:${path}`);
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0].split('\t');
  const expected = ['sex', xName, 'l', 'm', 's', ...(positionColumn ? [positionColumn] : [])];
  if (header.join() !== expected.join()) {
    throw new Error(`${path}: columns ${header.join()} are not ${expected.join()}`);
  }
  const rows = lines.slice(1).map((line, index) => {
    const cells = line.split('\t');
    const numbers = cells.slice(0, 5).map(Number);
    if (cells.length !== header.length || !numbers.every(Number.isFinite)) {
      throw new Error(`${path}: row ${index + 2} is not ${header.length} cells of numbers`);
    }
    if (positionColumn === 'loh') {
      const position = numbers[1] < 731 ? 'L' : 'H';
      if (cells[5] !== position)
        throw new Error(`${path}: row ${index + 2}: loh is not ${position}`);
    } else if (positionColumn === 'lorh') {
      const position = table === 'wflanthro' ? 'L' : 'H';
      if (cells[5] !== position)
        throw new Error(`${path}: row ${index + 2}: lorh is not ${position}`);
    }
    return numbers;
  });
  const document = {
    table,
    standard,
    indicator,
    columns: ['sex', xName, 'l', 'm', 's'],
    sex: { 1: 'male', 2: 'female' },
    [`${xName}Unit`]: xUnit,
    unit,
    source: {
      repository: `https://github.com/WorldHealthOrganization/${repo}`,
      commit,
      path,
      package: `${repo} ${version}`,
      license: `${license} (the package's DESCRIPTION; its LICENSE.md is the GPL-3 text)`,
      sha256: createHash('sha256').update(text).digest('hex'),
      copyright: 'World Health Organization',
    },
    rows: [],
  };
  document.rows = rows;
  // Written as the repository's Prettier writes JSON, so `npm run format:check` holds and the
  // checksum in test/tables.test.ts is of the file as kept.
  const file = new URL(`../tables/${table}.json`, import.meta.url);
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await format(JSON.stringify(document), options));
  process.stdout.write(
    `${table}: ${rows.length} rows from ${repo}@${commit.slice(0, 7)}:${path}\n`,
  );
}
