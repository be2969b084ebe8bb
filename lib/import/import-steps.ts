/**
 * The import steps behind the npm scripts: each reads its extracts under a sources folder
 * (data/sources/) and writes its generated files under a data folder, and returns the paths it
 * wrote (relative to the data folder). `importAll` runs every step, which together write every
 * generated file under data/ (`npm run import-all`), the projection rounds included.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACTIVITY_SOURCES,
  buildActivityFiles,
  readActivityExtracts,
  type GeneratedFile,
} from '@/lib/import/activity/activity-files';
import { crfSeries, crfYears } from '@/lib/import/inventory/crf-csv';
import { buildEconomicFiles } from '@/lib/import/economic/economic-files';
import { buildEurostatFiles, readEurostatExtracts } from '@/lib/import/eurostat/eurostat-files';
import { buildEmissionsYaml, buildPopulationYaml } from '@/lib/import/compare';
import { buildHeadlinesYaml } from '@/lib/import/projections/headlines';
import { readOwidGrapher, readWorldBankSeries } from '@/lib/import/economic/read-gdp';
import { PROJECTION_ACTIVITY_PATHS } from '@/lib/import/projections/projection-activity';
import {
  buildRoundFiles,
  readProjectionSources,
  staleRoundFiles,
  type ProjectionSource,
} from '@/lib/import/projections/projection-rounds';
import { readSubmissions, type SubmissionImport } from '@/lib/import/inventory/submissions';
import { buildNecprPoints, NECPR_SOURCES } from '@/lib/import/projections/necpr-points';
import { writeInventory } from '@/lib/import/inventory/write-inventory';

const HEADLINES_SOURCE = ACTIVITY_SOURCES.headlines;
const GDP_SOURCES = {
  realPerCapita: 'worldbank-real-gdp-owid-estonia/estonia_gdp_per_capita_constant_2015usd_1990-2023.csv',
  population: 'worldbank-population/estonia_population_1960-2024.csv',
  nominal: 'worldbank-gdp-datasets-estonia/estonia_gdp_current_usd.csv',
} as const;

/** What a step did: paths written and removed (relative to the data folder), lines worth printing. */
export interface StepResult {
  written: string[];
  removed: string[];
  notes: string[];
}

const read = (sourcesDir: string, relative: string) => {
  const file = path.join(sourcesDir, relative);
  if (!existsSync(file)) throw new Error(`Source file ${file} not found`);
  return readFileSync(file, 'utf8');
};

function writeFiles(dataDir: string, files: readonly GeneratedFile[], absent: readonly string[] = []): StepResult {
  for (const f of files) {
    const file = path.join(dataDir, f.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, f.text);
  }
  const removed = absent.filter((p) => existsSync(path.join(dataDir, p)));
  for (const p of removed) rmSync(path.join(dataDir, p));
  return { written: files.map((f) => f.path), removed, notes: [] };
}

/** data/past/{submission}/{gas}.yml of every submission and data/proportions.yml of the newest. */
function importInventory(
  sourcesDir: string,
  dataDir: string,
  submissions: readonly SubmissionImport[] = readSubmissions(sourcesDir),
): StepResult {
  const notes = submissions.flatMap((s) => s.notes.map((n) => `${s.submission}: ${n}`));
  return { written: writeInventory(dataDir, submissions), removed: [], notes };
}

/** The activity files of the sector pages, ETS/ESR, electricity and later estimates. */
export function importActivity(
  sourcesDir: string,
  dataDir: string,
  submissions: readonly SubmissionImport[] = readSubmissions(sourcesDir),
): StepResult {
  const built = buildActivityFiles(
    submissions,
    readActivityExtracts((rel) => read(sourcesDir, rel)),
  );
  if (built.problems.length) throw new Error(built.problems.join('\n'));
  return writeFiles(dataDir, built.files, built.absent);
}

/** data/projections/headlines.yml from the published headline figures. */
export function importHeadlines(sourcesDir: string, dataDir: string, source?: string): StepResult {
  const csv = source ? readFileSync(source, 'utf8') : read(sourcesDir, HEADLINES_SOURCE);
  return writeFiles(dataDir, [{ path: 'projections/headlines.yml', text: buildHeadlinesYaml(csv) }]);
}

/** The newest submission's total without LULUCF (kt CO2 eq by year), its year and GWP basis. */
function newestTotals(sourcesDir: string, submissions: readonly SubmissionImport[]) {
  const newest = [...submissions].sort((a, b) => b.submission - a.submission)[0];
  if (!newest) throw new Error(`No inventory submission under ${sourcesDir}`);
  if (!newest.origin.gwp) throw new Error(`Submission ${newest.submission} states no GWP basis`);
  const years = crfYears(newest.records);
  const totals = crfSeries(
    newest.records,
    { name: 'Total GHG emissions without LULUCF', gas: 'GHG_total_CO2e' },
    years,
  );
  const emissionsKt = new Map(
    years.flatMap((y, i) => (typeof totals[i] === 'number' ? [[y, totals[i]] as const] : [])),
  );
  return { emissionsKt, submission: newest.submission, gwp: newest.origin.gwp };
}

/** data/economic-indicators-ghg/*.yml from the newest submission's total without LULUCF and the GDP extracts. */
export function importGdp(
  sourcesDir: string,
  dataDir: string,
  submissions: readonly SubmissionImport[] = readSubmissions(sourcesDir),
): StepResult {
  const { emissionsKt, submission, gwp } = newestTotals(sourcesDir, submissions);
  const files = buildEconomicFiles({
    emissionsKt,
    inventory: { submission, gwp },
    gdpPerCapita: readOwidGrapher(read(sourcesDir, GDP_SOURCES.realPerCapita), 'GDP per capita (constant 2015 US$)'),
    population: readWorldBankSeries(read(sourcesDir, GDP_SOURCES.population)),
    nominalGdp: readWorldBankSeries(read(sourcesDir, GDP_SOURCES.nominal)),
  });
  return writeFiles(
    dataDir,
    Object.entries(files).map(([name, text]) => ({ path: `economic-indicators-ghg/${name}`, text })),
  );
}

/** The Eurostat series of the sector pages and the economic indicators, beside the newest submission's total. */
export function importEurostat(
  sourcesDir: string,
  dataDir: string,
  submissions: readonly SubmissionImport[] = readSubmissions(sourcesDir),
): StepResult {
  const extracts = readEurostatExtracts((rel) => read(sourcesDir, rel));
  return writeFiles(dataDir, buildEurostatFiles(extracts, newestTotals(sourcesDir, submissions)));
}

/** Extracts of the compare page, relative to the sources folder. */
const COMPARE_SOURCES = {
  emissions: 'neighbours-crt2026-sector-totals/neighbours_sector_totals_kt_1990-2024.csv',
  population: [
    'worldbank-population/estonia_population_1960-2024.csv',
    'worldbank-population/neighbours_eu_population_1960-2024.csv',
  ],
} as const;

/** data/compare/{emissions,population}.yml from the neighbours' sector totals and the population extracts. */
export function importCompare(sourcesDir: string, dataDir: string): StepResult {
  return writeFiles(dataDir, [
    { path: 'compare/emissions.yml', text: buildEmissionsYaml(read(sourcesDir, COMPARE_SOURCES.emissions)) },
    {
      path: 'compare/population.yml',
      text: buildPopulationYaml(COMPARE_SOURCES.population.map((rel) => read(sourcesDir, rel))),
    },
  ]);
}

/**
 * data/prognosis/{round}/{wem,wam}/{gas}.yml of every EEA projections CSV under the sources folder,
 * the sector-page files of the newest round, and data/prognosis/{round}/points.yml of the round
 * reported only as totals at points in time (NECPR Annex I).
 */
export function importProjections(
  sourcesDir: string,
  dataDir: string,
  sources: readonly ProjectionSource[] = readProjectionSources(sourcesDir),
  submissions: readonly SubmissionImport[] = readSubmissions(sourcesDir),
): StepResult {
  const built = buildRoundFiles(sources);
  const points = buildNecprPoints(
    {
      totals: read(sourcesDir, NECPR_SOURCES.totals),
      lulucf: read(sourcesDir, NECPR_SOURCES.lulucf),
      neutrality: read(sourcesDir, NECPR_SOURCES.neutrality),
    },
    submissions,
  );
  const files = [...built.files, { path: points.path, text: points.text }, points.table];
  const written = new Set(files.map((f) => f.path));
  const absent = [
    ...staleRoundFiles(dataDir, built.rounds, [...written]),
    ...PROJECTION_ACTIVITY_PATHS.filter((p) => !written.has(p)),
  ];
  return { ...writeFiles(dataDir, files, absent), notes: [...built.notes, ...points.notes] };
}

/** Every import step, reading the submissions once: every generated file under the data folder. */
export function importAll(sourcesDir: string, dataDir: string): StepResult {
  const submissions = readSubmissions(sourcesDir);
  const steps = [
    importInventory(sourcesDir, dataDir, submissions),
    importActivity(sourcesDir, dataDir, submissions),
    importHeadlines(sourcesDir, dataDir),
    importGdp(sourcesDir, dataDir, submissions),
    importEurostat(sourcesDir, dataDir, submissions),
    importCompare(sourcesDir, dataDir),
    importProjections(sourcesDir, dataDir, readProjectionSources(sourcesDir), submissions),
  ];
  return {
    written: steps.flatMap((s) => s.written),
    removed: steps.flatMap((s) => s.removed),
    notes: steps.flatMap((s) => s.notes),
  };
}
