/**
 * Every activity file that `npm run import-activity` writes, built from the inventory submissions
 * and the public extracts: the inventory series of the sector pages (lib/import/activity/activity-series.ts),
 * the published headline tables, and the series that are not the inventory (ESR, electricity, later
 * estimates). Pure: submissions and CSV texts in, file texts out.
 */
import type { LocalText } from '@/lib/model/locale';
import { SERIES_SPECS } from '@/lib/import/activity/activity-series';
import type { SeriesSpec } from '@/lib/import/activity/series-spec';
import { buildActivityYaml } from '@/lib/import/activity/build-activity-yaml';
import { formatContextFile, t, type ContextFile } from '@/lib/import/activity/context-file';
import { crfSeries, crfYears, type CrfRecord } from '@/lib/import/inventory/crf-csv';
import { electricityMapsFile, emberIntensityFile } from '@/lib/import/activity/electricity-series';
import { emberGenerationFiles } from '@/lib/import/activity/ember-generation';
import { landAreasFile, landMatrixFile } from '@/lib/import/activity/land-use';
import { milkDairyFiles } from '@/lib/import/activity/milk-dairy';
import { esrHistoryFile, esrProjectionsFile, readEsr } from '@/lib/import/activity/esr-series';
import { buildHeadlineTable, HEADLINE_TABLES } from '@/lib/import/projections/headline-tables';
import { readHeadlineRecords } from '@/lib/import/projections/headlines';
import {
  LATER_ANCHORS_PATH,
  LATER_ESTIMATES_PATH,
  laterAnchorsFile,
  laterEstimatesFile,
} from '@/lib/import/activity/later-estimates';
import { submissionTotalsFile } from '@/lib/import/activity/submission-totals';
import type { SubmissionImport } from '@/lib/import/inventory/submissions';

/** The extracts the activity files are built from, relative to data/sources/. */
export const ACTIVITY_SOURCES = {
  headlines: 'projections-headlines-estonia/estonia_projection_headlines.csv',
  esrEmissions: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_esr_emissions_2005-2024.csv',
  esrProjections: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_ghg_projections_2025_esr_totals.csv',
  esrLegal: 'eea-ghg-projections-2025-esr-estonia/estonia_esr_legal_inputs.csv',
  emberIntensity: 'ember-electricity-estonia/estonia_ember_eu_power_2020_carbon_intensity.csv',
  emberYearly: 'ember-yearly-2025-12-estonia/estonia_ember_yearly_generation_twh_2000-2024.csv',
  landAreas: 'crt-land-matrix-estonia/estonia_crt_land_area_by_category_kha.csv',
  landMatrix: 'crt-land-matrix-estonia/estonia_crt_table4.1_land_transition_matrix_kha.csv',
  milk: 'eurostat-milk-dairy-cows-2023-estonia/estonia_eurostat_apro_mk_farm_1987-2022.csv',
  dairyCows: 'eurostat-milk-dairy-cows-2023-estonia/estonia_eurostat_tag00014_dairy_cows_2011-2022.csv',
  gridIntensity: 'co2js-grid-intensity-estonia/estonia_co2js_grid_intensity.csv',
  gcb: 'gcb2024-fossil-co2-estonia/estonia_gcb2024_territorial_fossil_co2_2000-2023.csv',
  eurostat: 'eurostat-env-air-gge-2026-anchors-estonia/estonia_env_air_gge_totx4_memo_2005_2024.csv',
} as const;
type ActivityExtracts = Record<keyof typeof ACTIVITY_SOURCES, string>;

/** The texts of the extracts, each read by `readText` from its path relative to data/sources/. */
export function readActivityExtracts(readText: (relative: string) => string): ActivityExtracts {
  return Object.fromEntries(
    Object.entries(ACTIVITY_SOURCES).map(([key, relative]) => [key, readText(relative)]),
  ) as ActivityExtracts;
}

const HEADLINES_SOURCE_TEXT = t(
  'Published headline figures (news and official briefings), see the source column',
  'avaldatud põhinäitajad (uudised ja ametlikud ülevaated), vt allika veergu',
  'опубликованные основные показатели (новости и официальные обзоры), см. столбец источника',
);
const GWP_BASIS: Record<string, LocalText> = {
  'AR5 GWP100': t(
    'CO2 equivalents with the 100-year GWPs of the IPCC Fifth Assessment Report (AR5: CH4 = 28, N2O = 265)',
    'CO2 ekvivalendid IPCC viienda hindamisaruande 100 aasta GWP-dega (AR5: CH4 = 28, N2O = 265)',
    'CO2-эквиваленты по 100-летним ПГП Пятого оценочного доклада МГЭИК (ДО5: CH4 = 28, N2O = 265)',
  ),
  'AR4 GWP100': t(
    'CO2 equivalents with the 100-year GWPs of the IPCC Fourth Assessment Report (AR4: CH4 = 25, N2O = 298), as in the 2020 submission; not directly comparable with the AR5 figures of the newer submissions',
    'CO2 ekvivalendid IPCC neljanda hindamisaruande 100 aasta GWP-dega (AR4: CH4 = 25, N2O = 298), nagu 2020. aasta esituses; ei ole uuemate esituste AR5 näitajatega otse võrreldav',
    'CO2-эквиваленты по 100-летним ПГП Четвёртого оценочного доклада МГЭИК (ДО4: CH4 = 25, N2O = 298), как в представлении 2020 года; напрямую не сопоставимы с показателями более новых представлений (по ДО5)',
  ),
};
const SUB_CATEGORY_REASON = t(
  'sub-categories come from the 2020 submission, the newest that has them: the compilation of the newer CRT submissions has nothing finer than categories',
  'alamkategooriad on 2020. aasta esitusest, viimasest, milles need on: uuemate CRT-esituste koondis ei ulatu kategooriatest detailsemaks',
  'подкатегории взяты из представления 2020 года, последнего, в котором они есть: свод данных более новых представлений ОТД (CRT) не детализирована глубже категорий',
);

/** A generated file: its path under the data folder and its text. */
export interface GeneratedFile {
  path: string;
  text: string;
}
interface ActivityBuild {
  files: GeneratedFile[];
  /** Paths of files with nothing to show (e.g. no later estimate), to be removed when present. */
  absent: string[];
  /** Specs whose series the submission lacks. */
  problems: string[];
}

/** The submission a spec is built from: the newest, or the 2020 submission for sub-categories. */
function submissionFor(spec: SeriesSpec, submissions: readonly SubmissionImport[]): SubmissionImport {
  const sorted = [...submissions].sort((a, b) => a.submission - b.submission);
  const found = spec.submission === 'newest' ? sorted[sorted.length - 1] : sorted.find((s) => s.submission === 2020);
  if (!found) throw new Error(`${spec.file}: no ${spec.submission} submission among the extracts`);
  return found;
}

/** Source, GWP basis and vintage of an inventory activity file, naming its submission. */
function seriesMeta(
  spec: SeriesSpec,
  s: SubmissionImport,
): { unit: string; source: LocalText; basis?: LocalText; vintage?: LocalText } {
  const meta = s.origin.meta;
  const basis = s.origin.gwp ? GWP_BASIS[s.origin.gwp] : undefined;
  const source = meta?.source ?? t(s.origin.source, s.origin.source, s.origin.source);
  const vintage =
    meta && spec.submission === 2020
      ? t(
          `${meta.vintage.en}; ${SUB_CATEGORY_REASON.en}`,
          `${meta.vintage.et}; ${SUB_CATEGORY_REASON.et}`,
          `${meta.vintage.ru ?? meta.vintage.en}; ${SUB_CATEGORY_REASON.ru}`,
        )
      : meta?.vintage;
  return { unit: 'kt CO2 eq', source, ...(basis ? { basis } : {}), ...(vintage ? { vintage } : {}) };
}

/** The text of one inventory activity file, or the series its submission lacks. */
function inventoryFile(spec: SeriesSpec, s: SubmissionImport) {
  const years = crfYears(s.records);
  const known = new Set(s.records.map((r) => `${r.code}|${r.name}|${r.gas}`));
  const has = (row: { code?: string; name?: string; gas: string }) =>
    [...known].some((k) => {
      const [code, name, gas] = k.split('|');
      return gas === row.gas && (row.code ?? code) === code && (row.name ?? name) === name;
    });
  return buildActivityYaml(
    spec,
    (row) => (has(row) ? crfSeries(s.records, { code: row.code, name: row.name, gas: row.gas }, years) : undefined),
    years,
    seriesMeta(spec, s),
  );
}

/** CO2 without LULUCF of a submission, kt by year. */
function co2WithoutLulucf(records: readonly CrfRecord[]): Map<number, number> {
  const years = crfYears(records);
  const co2 = crfSeries(records, { name: 'Total GHG emissions without LULUCF', gas: 'CO2' }, years);
  return new Map(years.flatMap((y, i) => (typeof co2[i] === 'number' ? [[y, co2[i]] as const] : [])));
}

/** Every activity file from the submissions (oldest first or in any order) and the extracts. */
export function buildActivityFiles(
  submissions: readonly SubmissionImport[],
  extracts: ActivityExtracts,
): ActivityBuild {
  const files: GeneratedFile[] = [];
  const problems: string[] = [];
  for (const spec of SERIES_SPECS) {
    const built = inventoryFile(spec, submissionFor(spec, submissions));
    if (built.ok) files.push({ path: `sectors/${spec.file}`, text: built.text });
    else problems.push(`${spec.file}: no series in the source for ${built.missing.join(', ')}`);
  }
  const headlines = readHeadlineRecords(extracts.headlines);
  for (const spec of HEADLINE_TABLES)
    files.push({ path: `sectors/${spec.file}`, text: buildHeadlineTable(spec, headlines, HEADLINES_SOURCE_TEXT) });
  const esr = readEsr({
    emissions: extracts.esrEmissions,
    projections: extracts.esrProjections,
    legal: extracts.esrLegal,
  });
  const newest = [...submissions].sort((a, b) => b.submission - a.submission)[0];
  if (!newest) throw new Error('No inventory submission to build the activity files from');
  const inventory = { submission: newest.submission, co2Kt: co2WithoutLulucf(newest.records) };
  const lastInventoryYear = Math.max(...crfYears(newest.records));
  const later: [string, ContextFile | undefined][] = [
    [LATER_ESTIMATES_PATH, laterEstimatesFile(extracts.gcb, inventory)],
    [LATER_ANCHORS_PATH, laterAnchorsFile(extracts.eurostat, esr, lastInventoryYear)],
  ];
  const context: ContextFile[] = [
    esrHistoryFile(esr),
    esrProjectionsFile(esr),
    emberIntensityFile(extracts.emberIntensity),
    electricityMapsFile(extracts.gridIntensity),
    ...emberGenerationFiles(extracts.emberYearly),
    landAreasFile(extracts.landAreas),
    landMatrixFile(extracts.landMatrix),
    ...milkDairyFiles(extracts.milk, extracts.dairyCows),
    submissionTotalsFile(submissions),
    ...later.flatMap(([, f]) => (f ? [f] : [])),
  ];
  for (const f of context) files.push({ path: f.path, text: formatContextFile(f) });
  return { files, absent: later.filter(([, f]) => !f).map(([p]) => p), problems };
}
