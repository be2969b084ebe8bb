/**
 * Turns the EEA "GHG projections reported by Member States" layout into prognosis gas files, one
 * per scenario (wem, wam) and gas. Two inputs: the CSV (CountryCode, Year, SubmissionYear,
 * Category, Scenario, Gas, Reported Value[, Gapfilled]) and the published workbook
 * (GHG_projections_<year>_EEA_incl_pivots.xlsx, sheet `Totals`, same first columns, then a
 * calculated value and Gapfilled), read by lib/import/projections/eea-workbook.ts into the same rows.
 * The EEA's quality-checked Gapfilled value is used when present, else the Reported Value.
 * Rows whose Gas names a scope (ETS, ESD or ESR emissions) are never national totals: they are
 * read apart (eeaScopeSeries, esrProjections) and feed the ETS/ESR files. A category is read from
 * its code, never its name (the 2019 file names category `4.`, LULUCF, "Agriculture"). Each round
 * (SubmissionYear) is its own set of files, data/prognosis/{round}/{wem,wam}/{gas}.yml. Only
 * numbers present in the source are written; nothing is filled in.
 */
import { PROJECTION_GAS_IDS, type GasId } from '@/lib/model/gas';
import type { Measure } from '@/lib/model/dimensions';
import { parseCsvObjects } from '@/lib/import/csv';
import { CATEGORIES, SUB_CATEGORIES } from '@/lib/model/catalogue';
import { GAS_META, LEGEND_TEXT } from '@/lib/import/gas-meta';
import {
  buildGasRows,
  CO2E_GASES,
  hasNumber,
  requireRow,
  ROW_SECTORS,
  withGwp,
} from '@/lib/import/inventory/inventory';
import { formatGasYaml, type GasFileDraft, type RoundMeta, type Series } from '@/lib/import/write-gas-yaml';

export const EEA_COLUMNS = [
  'CountryCode',
  'Year',
  'SubmissionYear',
  'Category',
  'Scenario',
  'Gas',
  'Reported Value',
] as const;
const COLUMNS = EEA_COLUMNS;
/** One row of the EEA layout, cells as text keyed by column name (Gapfilled may be absent). */
export type EeaRow = Record<string, string>;

/** What part of the national total a row is: all of it, the EU ETS part or the effort-sharing part (ESD until 2020, ESR from 2021). */
export type EeaScope = 'national' | 'ets' | 'esd' | 'esr';

/**
 * Scope of an EEA Gas label: `Total ESD GHGs (ktCO2e)` is the effort-sharing part under the
 * Effort Sharing Decision (2019 round), `ESR emissions (ktCO2e)` under the Regulation, `ETS …` the
 * emissions-trading part, anything else the national total of the gas.
 */
export function eeaScope(label: string): EeaScope {
  if (/\bESD\b/i.test(label)) return 'esd';
  if (/\bESR\b|effort.?shar/i.test(label)) return 'esr';
  if (/\bETS\b|emissions? trading/i.test(label)) return 'ets';
  return 'national';
}

/** The value of a row: Gapfilled when it holds a number, else Reported Value; undefined when neither does. */
export function eeaValue(r: EeaRow): number | undefined {
  for (const key of ['Gapfilled', 'Reported Value']) {
    const text = (r[key] ?? '').trim();
    if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  }
  return undefined;
}

/** Rows of the EEA CSV; throws naming a missing column. */
export function parseEeaCsv(csv: string): EeaRow[] {
  return parseCsvObjects(csv, COLUMNS);
}

/** The rows of one country; throws when it has none. */
function countryRows(all: readonly EeaRow[], country: string): EeaRow[] {
  const rows = all.filter((r) => (r.CountryCode ?? '').trim().toUpperCase() === country);
  if (rows.length === 0) throw new Error(`The projections source has no rows for CountryCode ${country}`);
  return rows;
}

/** The rounds (SubmissionYear) of a country's rows, oldest first. */
export function eeaRounds(all: readonly EeaRow[], country = 'EE'): number[] {
  const years = countryRows(all, country).map((r) => Number(r.SubmissionYear));
  return [...new Set(years.filter(Number.isInteger))].sort((a, b) => a - b);
}

/** The round to read: the one asked for, else the newest in the rows. */
function chosenRound(rows: readonly EeaRow[], country: string, submission?: number): number {
  if (submission !== undefined) return submission;
  return Math.max(...eeaRounds(rows, country));
}

/** The EEA dataset reports every gas in kilotonnes of CO2 equivalent. */
export const PROJECTION_UNIT = 'kt CO2 eq';

type Special = 'withLulucf' | 'withoutLulucf' | 'bunkers' | 'navigation' | 'aviation';
type Key = { code: string } | { special: Special };

/** Gas id of an EEA gas label (`CO2`, `Total GHG emissions`, …); undefined for gases not published (PFCs, NF3, …). */
export function mapEeaGas(label: string): GasId | undefined {
  // ESD-, ESR- or ETS-scope rows are parts of the total, never the national figures of a gas.
  if (eeaScope(label) !== 'national') return undefined;
  const g = label.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact: Record<string, GasId> = { co2: 'co2', ch4: 'ch4', n2o: 'n2o', hfc: 'hfc', hfcs: 'hfc', sf6: 'sf6' };
  if (exact[g]) return exact[g];
  if (/^(pfcs?|nf3)\b/.test(g) || g.includes('unspecified')) return undefined;
  return /total|ghg|co2[ -]?e/.test(g) ? 'co2eq' : undefined;
}

/**
 * What an EEA category label refers to: a CRF code, a total or an international bunkers memo item.
 * Labels of every round: `Total excluding LULUCF` and `Total w.out LULUCF`, `1.A.3 Transport` and
 * `1.A.3.`, `International aviation` and `M.IB.Aviation`. Anything else (e.g. `M.Intl. aviation EU
 * ETS`, aviation inside the EU ETS) is undefined.
 */
export function mapEeaCategory(label: string): Key | undefined {
  const c = label.trim();
  const lower = c.toLowerCase();
  if (lower.includes('total') && lower.includes('lulucf')) {
    return /excl|without|w\/o|w\.\s*out/.test(lower) ? { special: 'withoutLulucf' } : { special: 'withLulucf' };
  }
  if (lower.includes('international') || lower.includes('bunker') || /^m\.ib\./.test(lower)) {
    if (lower.includes('aviation')) return { special: 'aviation' };
    if (lower.includes('navigation') || lower.includes('maritime')) return { special: 'navigation' };
    return { special: 'bunkers' };
  }
  const code = /^([1-5](?:\.[A-Za-z0-9]+)*)\.?(?:\s|$)/.exec(c);
  return code ? { code: (code[1] as string).toUpperCase() } : undefined;
}

const keyText = (key: Key) => ('code' in key ? key.code : key.special);

/** The values of one round: by scope, scenario, gas, category key and year. */
export interface EeaRoundValues {
  round: number;
  /** Years with a value, by `{scope}|{measure}|{gas}`. */
  years: Map<string, number[]>;
  /** The series of a scope, scenario (wem, wam, …), gas and category key over the given years. */
  series: (scope: EeaScope, measure: string, gas: GasId, key: string, years: readonly number[]) => Series;
  /** Category labels with values that no catalogue row or total takes, as in the source. */
  unplaced: string[];
}

const CATALOGUE_CODES = new Set([
  ...ROW_SECTORS.map((s) => s.crf),
  ...CATEGORIES.map((c) => c.crf.toUpperCase()),
  ...SUB_CATEGORIES.map((c) => c.crf.toUpperCase()),
]);

/** Gas of a row in any scope: the national gas, or co2eq for a scope's total GHG label. */
function rowGas(label: string): GasId | undefined {
  if (eeaScope(label) === 'national') return mapEeaGas(label);
  return /total|ghg|emissions|co2[ -]?e/i.test(label) ? 'co2eq' : undefined;
}

/** Every value of one round of a country; throws on two different values for the same cell. */
export function eeaRoundValues(all: readonly EeaRow[], country = 'EE', submission?: number): EeaRoundValues {
  const rows = countryRows(all, country);
  const round = chosenRound(rows, country, submission);
  const values = new Map<string, number>();
  const years = new Map<string, Set<number>>();
  const unplaced = new Set<string>();
  for (const r of rows) {
    if (Number(r.SubmissionYear) !== round) continue;
    const measure = (r.Scenario ?? '').trim().toLowerCase();
    const scope = eeaScope(r.Gas ?? '');
    const gas = rowGas(r.Gas ?? '');
    const key = mapEeaCategory(r.Category ?? '');
    const value = eeaValue(r);
    if (!gas || value === undefined) continue;
    if (!key || ('code' in key && !CATALOGUE_CODES.has(key.code))) {
      if (value !== 0) unplaced.add((r.Category ?? '').trim());
      if (!key) continue;
    }
    const year = Number(r.Year);
    if (!Number.isInteger(year)) throw new Error(`Year "${r.Year}" is not a year (${r.Category}, ${r.Gas})`);
    const id = `${scope}|${measure}|${gas}|${keyText(key)}|${year}`;
    const previous = values.get(id);
    if (previous !== undefined && previous !== value) {
      throw new Error(
        `Conflicting values for ${measure.toUpperCase()} ${r.Gas} ${r.Category} ${year}: ${previous} and ${value}`,
      );
    }
    values.set(id, value);
    const yearKey = `${scope}|${measure}|${gas}`;
    years.set(yearKey, (years.get(yearKey) ?? new Set()).add(year));
  }
  return {
    round,
    years: new Map([...years].map(([k, set]) => [k, [...set].sort((a, b) => a - b)])),
    series: (scope, measure, gas, key, ys) =>
      ys.map((y) => values.get(`${scope}|${measure}|${gas}|${key}|${y}`) ?? null),
    unplaced: [...unplaced].sort(),
  };
}

/**
 * Effort-sharing (ESR) totals by scenario (upper case) and year, kt CO2 eq, from the rows whose Gas
 * is an ESR label and whose Category is the total without LULUCF. ESD rows (the Effort Sharing
 * Decision of the 2019 round and before) are not ESR and are not returned.
 */
export function esrProjections(
  all: readonly EeaRow[],
  country = 'EE',
  submission?: number,
): Map<string, Map<number, number>> {
  const values = eeaRoundValues(all, country, submission);
  const out = new Map<string, Map<number, number>>();
  for (const [yearKey, ys] of values.years) {
    const [scope, measure] = yearKey.split('|') as [EeaScope, string];
    if (scope !== 'esr' || !yearKey.endsWith('|co2eq')) continue;
    const series = values.series('esr', measure, 'co2eq', 'withoutLulucf', ys);
    const map = new Map<number, number>();
    ys.forEach((y, i) => {
      const v = series[i];
      if (v !== null && v !== undefined) map.set(y, v);
    });
    if (map.size > 0) out.set(measure.toUpperCase(), map);
  }
  return out;
}

/** GWP basis of a round: the AR4 values until the 2020 reporting (MMR), the AR5 values from 2021 (Governance Regulation). */
export function roundGwp(round: number): string {
  return round <= 2020 ? 'AR4 GWP100' : 'AR5 GWP100';
}

/**
 * Where a round's file was taken from, when it is not the EEA's own download: the copy's address and
 * words for the source line.
 */
const ROUND_COPIES: Record<number, { url: string; en: string; et: string; ru: string }> = {
  2019: {
    url: 'https://github.com/environ-mate/app/blob/4ef80d751bed63bfcbb5c71f467bb2dcbb599de1/data/raw_data/ghg_emissions/GHG_projections_2019_EEA_csv.zip',
    en: 'file GHG_projections_2019_EEA.csv (EEA release of 29 Oct 2019), copy kept in the history of the environ-mate/app repository, commit 4ef80d7',
    et: 'fail GHG_projections_2019_EEA.csv (EEA 29.10.2019 väljalase), koopia repositooriumi environ-mate/app ajaloos, sissekanne 4ef80d7',
    ru: 'файл GHG_projections_2019_EEA.csv (выпуск ЕАОС от 29.10.2019), копия в истории репозитория environ-mate/app, коммит 4ef80d7',
  },
};
/** The EEA Datahub, where the rounds of the dataset are published. */
export const EEA_PROJECTIONS_URL = 'https://www.eea.europa.eu/en/datahub';
export const EEA_LICENCE = 'EEA standard re-use policy: free re-use with acknowledgement of the source';

/**
 * What the files of a round say about it. The EEA files do not mark which years are inventory: by
 * the reporting rules the projections start the year after the inventory year two years before the
 * round (2019 round: inventory to 2017, projections from 2018): the first year of the file from
 * then on, unless `projectionsYear` is given.
 */
export function eeaRoundMeta(
  round: number,
  years: readonly number[],
  options: { sourceUrl?: string; projectionsYear?: number } = {},
): RoundMeta {
  const projectionsYear = options.projectionsYear ?? years.find((y) => y >= round - 1) ?? round - 1;
  const copy = ROUND_COPIES[round];
  const first = years[0] ?? projectionsYear;
  const last = projectionsYear - 1;
  const span = first === last ? `${first}` : `${first}–${last}`;
  const inventory =
    first < projectionsYear
      ? {
          en: `; ${span} ${first === last ? 'is the inventory year' : 'are the inventory years'} reported with them`,
          et: `; ${span} on koos nendega esitatud inventuuri ${first === last ? 'aasta' : 'aastad'}`,
          ru: `; ${span} — ${first === last ? 'представленный' : 'представленные'} вместе с ними ${first === last ? 'год' : 'годы'} кадастра`,
        }
      : { en: '', et: '', ru: '' };
  return {
    round,
    projectionsYear,
    source: {
      en: `European Environment Agency, GHG projections reported by Member States (${round}), data reported by Estonia${copy ? `; ${copy.en}` : ''}`,
      et: `Euroopa Keskkonnaamet (EEA), liikmesriikide esitatud kasvuhoonegaaside prognoosid (${round}), Eesti esitatud andmed${copy ? `; ${copy.et}` : ''}`,
      ru: `Европейское агентство по окружающей среде (ЕАОС), прогнозы ПГ, представленные государствами-членами (${round}), данные, представленные Эстонией${copy ? `; ${copy.ru}` : ''}`,
    },
    sourceUrl: options.sourceUrl ?? copy?.url ?? EEA_PROJECTIONS_URL,
    licence: EEA_LICENCE,
    vintage: {
      en: `Projections reported in ${round}, ${roundGwp(round).replace(' GWP100', '')} GWPs${inventory.en}`,
      et: `${round}. aastal esitatud prognoosid, ${roundGwp(round).replace(' GWP100', '')} GWP-d${inventory.et}`,
      ru: `прогнозы, представленные в ${round} году, ПГП ${roundGwp(round).replace(' GWP100', '')}${inventory.ru}`,
    },
  };
}

/** Options of a round's files. */
export interface ProjectionOptions {
  country?: string;
  /** The round (SubmissionYear); the newest in the rows when absent. */
  submission?: number;
  sourceUrl?: string;
  projectionsYear?: number;
}

/** Draft gas files per scenario and gas from rows of the EEA layout (CSV or workbook), for one country and round. */
export function buildProjectionDraftsFromRows(
  all: readonly EeaRow[],
  options: ProjectionOptions = {},
): { round: number; drafts: Record<Measure, GasFileDraft[]>; unplaced: string[] } {
  return projectionDrafts(eeaRoundValues(all, (options.country ?? 'EE').toUpperCase(), options.submission), options);
}

/** Draft gas files per scenario and gas from the values of one round. */
export function projectionDrafts(
  values: EeaRoundValues,
  options: Pick<ProjectionOptions, 'sourceUrl' | 'projectionsYear'> = {},
): { round: number; drafts: Record<Measure, GasFileDraft[]>; unplaced: string[] } {
  const drafts: Record<Measure, GasFileDraft[]> = { wem: [], wam: [] };
  for (const measure of ['wem', 'wam'] as const) {
    for (const gas of PROJECTION_GAS_IDS) {
      const fileYears = values.years.get(`national|${measure}|${gas}`) ?? [];
      if (fileYears.length === 0) continue;
      const series = (key: string): Series => values.series('national', measure, gas, key, fileYears);
      const meta = eeaRoundMeta(values.round, fileYears, options);
      drafts[measure].push(buildDraft(gas, measure, fileYears, series, meta));
    }
  }
  return { round: values.round, drafts, unplaced: values.unplaced };
}

/** Sum of two series year by year; null where either has no number. */
const sumSeries = (a: Series, b: Series): Series =>
  a.map((v, i) => (v === null || b[i] === null || b[i] === undefined ? null : v + (b[i] as number)));

function buildDraft(
  gas: GasId,
  measure: Measure,
  years: number[],
  series: (key: string) => Series,
  meta: RoundMeta,
): GasFileDraft {
  const label = `${gas} (${measure.toUpperCase()})`;
  const [withLulucf, withoutLulucf] = [series('withLulucf'), series('withoutLulucf')];
  // The total with LULUCF is written only when the source has it: it is never computed.
  if (hasNumber(withLulucf)) requireRow(withoutLulucf, 'withoutLulucf', label);
  const total = hasNumber(withoutLulucf)
    ? { withoutLulucf, ...(hasNumber(withLulucf) ? { withLulucf } : {}) }
    : undefined;
  const [navigation, aviation] = [series('navigation'), series('aviation')];
  const reportedBunkers = series('bunkers');
  const bunkerSum = !hasNumber(reportedBunkers) && hasNumber(navigation) && hasNumber(aviation);
  const bunkers = [bunkerSum ? sumSeries(navigation, aviation) : reportedBunkers, navigation, aviation];
  if (bunkers.some(hasNumber))
    ['bunkers', 'navigation', 'aviation'].forEach((k, i) => requireRow(bunkers[i] as Series, k, label));
  // Every file of a round states its GWP basis; CO2-equivalent gases also carry it in their names.
  const gwp = roundGwp(meta.round);
  const co2e = CO2E_GASES.includes(gas);
  const name = co2e
    ? {
        en: withGwp(GAS_META[gas].name.en, gwp),
        et: withGwp(GAS_META[gas].name.et, gwp),
        ru: withGwp(GAS_META[gas].name.ru, gwp),
      }
    : GAS_META[gas].name;
  return {
    header: [
      `${GAS_META[gas].name.en}, ${measure.toUpperCase()} projections reported in ${meta.round}, generated by npm run import-projections; do not edit by hand.`,
      'Source: EEA, GHG projections reported by Member States (Gapfilled values); categories read from their codes.',
      ...(total && !total.withLulucf ? ['The source has no total with LULUCF, so none is written.'] : []),
      ...(bunkerSum
        ? ['The source has no bunkers total: memo bunkers total = international aviation + navigation as reported.']
        : []),
    ],
    id: gas,
    name,
    gwp,
    round: meta,
    unit: PROJECTION_UNIT,
    years,
    ...(total
      ? {
          legendText: {
            withoutLulucf: { ...LEGEND_TEXT.withoutLulucf },
            ...(total.withLulucf ? { withLulucf: { ...LEGEND_TEXT.withLulucf } } : {}),
          },
          total,
        }
      : {}),
    ...(bunkers.some(hasNumber)
      ? { bunkers: { total: bunkers[0] as Series, navigation: bunkers[1] as Series, aviation: bunkers[2] as Series } }
      : {}),
    rows: buildGasRows(({ code }) => series(code.toUpperCase()), label, false),
  };
}

/** YAML texts keyed by `{round}/{measure}/{gas}.yml` (under data/prognosis/), from the EEA CSV text. */
export function buildProjectionFiles(csv: string, options: ProjectionOptions = {}): Record<string, string> {
  return buildProjectionFilesFromRows(parseEeaCsv(csv), options);
}

/** YAML texts keyed by `{round}/{measure}/{gas}.yml` (under data/prognosis/), from rows of the EEA layout. */
export function buildProjectionFilesFromRows(
  rows: readonly EeaRow[],
  options: ProjectionOptions = {},
): Record<string, string> {
  const { round, drafts } = buildProjectionDraftsFromRows(rows, options);
  const files: Record<string, string> = {};
  for (const measure of ['wem', 'wam'] as const) {
    for (const draft of drafts[measure]) files[`${round}/${measure}/${draft.id}.yml`] = formatGasYaml(draft);
  }
  return files;
}
