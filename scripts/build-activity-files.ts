/**
 * Regenerates the activity data files of the sector pages (data/sectors/**.yml listed in
 * lib/import/activity-series.ts) from the UNFCCC CRF extract, and the files of series that are not
 * the inventory (ESR, electricity, later estimates; lib/import/{esr-series,electricity-series,later-estimates}.ts) from their
 * public extracts.
 * Usage: npx tsx scripts/build-activity-files.ts [-- --source <csv> --data-dir <dir> --sources <data-sources dir>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crfSeries, crfYears, parseCrfCsv } from '../lib/import/crf-csv';
import { argValue, findSource } from '../lib/tools/cli-args';
import { SERIES_SPECS } from '../lib/import/activity-series';
import { buildActivityYaml } from '../lib/import/build-activity-yaml';
import { buildHeadlineTable, HEADLINE_TABLES, type HeadlineRecord } from '../lib/import/headline-tables';
import { parseCsvObjects } from '../lib/import/csv';
import { formatContextFile, type ContextFile } from '../lib/import/context-file';
import { esrHistoryFile, esrProjectionsFile, readEsr } from '../lib/import/esr-series';
import { electricityMapsFile, electricityMixFile, emberIntensityFile } from '../lib/import/electricity-series';
import { laterAnchorsFile, laterEstimatesFile } from '../lib/import/later-estimates';

/** The extracts of the context series, relative to the data-sources folder. */
const CONTEXT_SOURCES = {
  esrEmissions: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_esr_emissions_2005-2024.csv',
  esrProjections: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_ghg_projections_2025_esr_totals.csv',
  esrLegal: 'eea-ghg-projections-2025-esr-estonia/estonia_esr_legal_inputs.csv',
  emberIntensity: 'ember-electricity-estonia/estonia_ember_eu_power_2020_carbon_intensity.csv',
  electricityMix: 'ember-electricity-estonia/estonia_owid_electricity_mix_bp_ember_2022-04.csv',
  gridIntensity: 'co2js-grid-intensity-estonia/estonia_co2js_grid_intensity.csv',
  gcb: 'gcb2024-fossil-co2-estonia/estonia_gcb2024_territorial_fossil_co2_2000-2023.csv',
  eurostat: 'eurostat-env-air-gge-2026-anchors-estonia/estonia_env_air_gge_totx4_memo_2005_2024.csv',
} as const;

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
          return (
            gas === row.gas &&
            (row.code === undefined || code === row.code) &&
            (row.name === undefined || name === row.name)
          );
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
  const headlineColumns = [
    'kind',
    'year',
    'scenario',
    'scope',
    'value',
    'unit',
    'base',
    'source_title',
    'published',
  ] as const;
  const headlines = parseCsvObjects(
    readFileSync(headlinesPath, 'utf8'),
    headlineColumns,
  ) as unknown as HeadlineRecord[];
  for (const spec of HEADLINE_TABLES) {
    const file = path.join(dataDir, 'sectors', spec.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, buildHeadlineTable(spec, headlines, HEADLINES_TEXT));
  }
  const sources = argValue(process.argv, '--sources');
  const read = (key: keyof typeof CONTEXT_SOURCES) =>
    readFileSync(sources ? path.join(sources, CONTEXT_SOURCES[key]) : findSource(CONTEXT_SOURCES[key]), 'utf8');
  const esr = readEsr({
    emissions: read('esrEmissions'),
    projections: read('esrProjections'),
    legal: read('esrLegal'),
  });
  const co2 = crfSeries(records, { name: 'Total GHG emissions without LULUCF', gas: 'CO2' }, years);
  const inventoryCo2 = new Map(
    years.flatMap((y, i) => (co2[i] === null || co2[i] === undefined ? [] : [[y, co2[i] as number] as const])),
  );
  const context: ContextFile[] = [
    esrHistoryFile(esr),
    esrProjectionsFile(esr),
    emberIntensityFile(read('emberIntensity')),
    electricityMapsFile(read('gridIntensity')),
    electricityMixFile(read('electricityMix')),
    laterEstimatesFile(read('gcb'), inventoryCo2),
    laterAnchorsFile(read('eurostat'), esr),
  ];
  for (const f of context) {
    const file = path.join(dataDir, f.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, formatContextFile(f));
  }
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(
    `Wrote ${SERIES_SPECS.length + HEADLINE_TABLES.length + context.length} activity files under ${dataDir} from ${records.length} records and the context extracts`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
