/**
 * Regenerates the activity data files of the sector pages (data/sectors/**.yml listed in
 * lib/data/activity-series.ts) from the UNFCCC CRF extract.
 * Usage: npx tsx scripts/build-activity-files.ts [-- --source <csv> --data-dir <dir>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crfSeries, crfYears, parseCrfCsv } from '../lib/import/crf-csv';
import { argValue, findSource } from '../lib/import/cli-args';
import { SERIES_SPECS } from '../lib/data/activity-series';
import { buildActivityYaml } from '../lib/data/build-activity-yaml';
import { buildHeadlineTable, HEADLINE_TABLES, type HeadlineRecord } from '../lib/data/headline-tables';
import { parseCsvObjects } from '../lib/import/csv';

const DEFAULT_SOURCE = 'unfccc-di-crf2020-estonia/estonia_unfccc_di_crf2020_1990-2018.csv';
const HEADLINES_SOURCE = 'projections-headlines-estonia/estonia_projection_headlines.csv';
const HEADLINES_TEXT = {
  en: 'Published headline figures (news and official briefings), see the source column; collected in data-sources/projections-headlines-estonia',
  et: 'Avaldatud põhinäitajad (uudised ja ametlikud ülevaated), vt allika veergu; kogutud kaustas data-sources/projections-headlines-estonia',
};
const SOURCE_TEXT = {
  en: "Estonia's national GHG inventory submission 2020 to the UNFCCC (CRF), via the UNFCCC GHG Data Interface",
  et: 'Eesti 2020. aasta kasvuhoonegaaside inventuuri esitus UNFCCC-le (CRF), UNFCCC GHG Data Interface kaudu',
};

function main(): void {
  const source = path.resolve(argValue(process.argv, '--source') ?? process.env.CRF_CSV ?? findSource(DEFAULT_SOURCE));
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const records = parseCrfCsv(readFileSync(source, 'utf8'));
  const years = crfYears(records);
  const known = new Set(records.map((r) => `${r.code}|${r.name}|${r.gas}`));
  const problems: string[] = [];
  for (const spec of SERIES_SPECS) {
    const built = buildActivityYaml(
      spec,
      (row) => {
        const exists = [...known].some((k) => {
          const [code, name, gas] = k.split('|');
          return gas === row.gas && (row.code === undefined || code === row.code) && (row.name === undefined || name === row.name);
        });
        return exists ? crfSeries(records, { code: row.code, name: row.name, gas: row.gas }, years) : undefined;
      },
      years,
      { unit: 'kt CO2 eq', source: SOURCE_TEXT },
    );
    if (!built.ok) {
      problems.push(`${spec.file}: no series in the source for ${built.missing.join(', ')}`);
      continue;
    }
    const file = path.join(dataDir, 'sectors', spec.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, built.text);
  }
  const headlinesPath = path.resolve(argValue(process.argv, '--headlines') ?? findSource(HEADLINES_SOURCE));
  const headlineColumns = ['kind', 'year', 'scenario', 'scope', 'value', 'unit', 'base', 'source_title', 'published'] as const;
  const headlines = parseCsvObjects(readFileSync(headlinesPath, 'utf8'), headlineColumns) as unknown as HeadlineRecord[];
  for (const spec of HEADLINE_TABLES) {
    const file = path.join(dataDir, 'sectors', spec.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, buildHeadlineTable(spec, headlines, HEADLINES_TEXT));
  }
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`Wrote ${SERIES_SPECS.length + HEADLINE_TABLES.length} activity files under ${path.join(dataDir, 'sectors')} from ${records.length} records`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
