/**
 * Turns the EEA "GHG projections reported by Member States" layout into prognosis gas files, one
 * per scenario (wem, wam) and gas. Two inputs: the CSV (CountryCode, Year, SubmissionYear,
 * Category, Scenario, Gas, Reported Value[, Gapfilled]) and the published workbook
 * (GHG_projections_<year>_EEA_incl_pivots.xlsx, sheet `Totals`, same first columns, then a
 * calculated value and Gapfilled), read by lib/import/eea-workbook.ts into the same rows.
 * The EEA's quality-checked Gapfilled value is used when present, else the Reported Value.
 * Rows whose Gas names a scope (ESR or ETS emissions) are never national totals: they are
 * returned apart (esrProjections) and feed the ETS/ESR files. Only numbers present in the
 * source are written; nothing is filled in.
 */
import { PROJECTION_GAS_IDS, type GasId } from '@/lib/model/gas';
import type { Measure } from '@/lib/model/types';
import { parseCsvObjects } from '@/lib/import/csv';
import { GAS_META, LEGEND_TEXT } from '@/lib/import/gas-meta';
import { buildGasRows, hasNumber, requireRow } from '@/lib/import/inventory';
import { formatGasYaml, type GasFileDraft, type Series } from '@/lib/import/write-gas-yaml';

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

/** Scope of an EEA Gas label: `ESR emissions (ktCO2e)` is effort sharing, `ETS …` emissions trading, else the national inventory. */
export function eeaScope(label: string): 'esr' | 'ets' | 'national' {
  if (/\bESR\b|\bESD\b|effort.?shar/i.test(label)) return 'esr';
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

function countryRows(
  all: readonly EeaRow[],
  country: string,
): { rows: EeaRow[]; chosen: (submission?: number) => number } {
  const rows = all.filter((r) => (r.CountryCode ?? '').trim().toUpperCase() === country);
  if (rows.length === 0) throw new Error(`The projections source has no rows for CountryCode ${country}`);
  const submissions = rows.map((r) => Number(r.SubmissionYear)).filter(Number.isFinite);
  return { rows, chosen: (submission) => submission ?? Math.max(...submissions) };
}

/**
 * Effort-sharing (ESR) totals by scenario (upper case) and year, kt CO2 eq, from the rows whose Gas
 * is an ESR label and whose Category is the total without LULUCF.
 */
export function esrProjections(
  all: readonly EeaRow[],
  country = 'EE',
  submission?: number,
): Map<string, Map<number, number>> {
  const { rows, chosen } = countryRows(all, country);
  const year = chosen(submission);
  const out = new Map<string, Map<number, number>>();
  for (const r of rows) {
    if (Number(r.SubmissionYear) !== year || eeaScope(r.Gas ?? '') !== 'esr') continue;
    const key = mapEeaCategory(r.Category ?? '');
    const value = eeaValue(r);
    if (!key || !('special' in key) || key.special !== 'withoutLulucf' || value === undefined) continue;
    const scenario = (r.Scenario ?? '').trim().toUpperCase();
    const map = out.get(scenario) ?? new Map<number, number>();
    map.set(Number(r.Year), value);
    out.set(scenario, map);
  }
  return out;
}
/** The EEA dataset reports every gas in kilotonnes of CO2 equivalent. */
export const PROJECTION_UNIT = 'kt CO2 eq';

type Key = { code: string } | { special: 'withLulucf' | 'withoutLulucf' | 'bunkers' | 'navigation' | 'aviation' };

/** Gas id of an EEA gas label (`CO2`, `Total GHG emissions`, …); undefined for gases not published (PFCs, NF3, …). */
export function mapEeaGas(label: string): GasId | undefined {
  // ESR- or ETS-scope rows are parts of the total, never the national figures of a gas.
  if (eeaScope(label) !== 'national') return undefined;
  const g = label.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact: Record<string, GasId> = { co2: 'co2', ch4: 'ch4', n2o: 'n2o', hfc: 'hfc', hfcs: 'hfc', sf6: 'sf6' };
  if (exact[g]) return exact[g];
  if (/^(pfcs?|nf3)\b/.test(g) || g.includes('unspecified')) return undefined;
  return /total|ghg|co2[ -]?e/.test(g) ? 'co2eq' : undefined;
}

/** What an EEA category label refers to: a CRF code, a total or a bunkers memo item. */
export function mapEeaCategory(label: string): Key | undefined {
  const c = label.trim();
  const lower = c.toLowerCase();
  if (lower.includes('total') && lower.includes('lulucf')) {
    return /excl|without|w\/o/.test(lower) ? { special: 'withoutLulucf' } : { special: 'withLulucf' };
  }
  if (lower.includes('international') || lower.includes('bunker')) {
    if (lower.includes('aviation')) return { special: 'aviation' };
    if (lower.includes('navigation') || lower.includes('maritime')) return { special: 'navigation' };
    return { special: 'bunkers' };
  }
  const code = /^([1-5](?:\.[A-Za-z0-9]+)*)\.?(?:\s|$)/.exec(c);
  return code ? { code: (code[1] as string).toUpperCase() } : undefined;
}

const keyText = (key: Key) => ('code' in key ? key.code : key.special);

/** Draft gas files per scenario and gas from the CSV text, for one country and submission. */
export function buildProjectionDrafts(
  csv: string,
  country = 'EE',
  submission?: number,
): Record<Measure, GasFileDraft[]> {
  return buildProjectionDraftsFromRows(parseEeaCsv(csv), country, submission);
}

/** Draft gas files per scenario and gas from rows of the EEA layout (CSV or workbook). */
export function buildProjectionDraftsFromRows(
  all: readonly EeaRow[],
  country = 'EE',
  submission?: number,
): Record<Measure, GasFileDraft[]> {
  const { rows, chosen: choose } = countryRows(all, country);
  const chosen = choose(submission);
  const values = new Map<string, number>();
  const years = new Map<string, Set<number>>();
  for (const r of rows) {
    const measure = (r.Scenario ?? '').trim().toLowerCase();
    const gas = mapEeaGas(r.Gas ?? '');
    const key = mapEeaCategory(r.Category ?? '');
    const value = eeaValue(r);
    if (Number(r.SubmissionYear) !== chosen || (measure !== 'wem' && measure !== 'wam') || !gas || !key) continue;
    if (value === undefined) continue;
    const year = Number(r.Year);
    if (!Number.isInteger(year)) throw new Error(`Year "${r.Year}" is not a year (${r.Category}, ${r.Gas})`);
    const id = `${measure}|${gas}|${keyText(key)}|${year}`;
    const previous = values.get(id);
    if (previous !== undefined && previous !== value) {
      throw new Error(
        `Conflicting values for ${measure.toUpperCase()} ${r.Gas} ${r.Category} ${year}: ${previous} and ${value}`,
      );
    }
    values.set(id, value);
    const yearKey = `${measure}|${gas}`;
    years.set(yearKey, (years.get(yearKey) ?? new Set()).add(year));
  }
  const result: Record<Measure, GasFileDraft[]> = { wem: [], wam: [] };
  for (const measure of ['wem', 'wam'] as const) {
    for (const gas of PROJECTION_GAS_IDS) {
      const fileYears = [...(years.get(`${measure}|${gas}`) ?? [])].sort((a, b) => a - b);
      if (fileYears.length === 0) continue;
      const series = (key: string): Series => fileYears.map((y) => values.get(`${measure}|${gas}|${key}|${y}`) ?? null);
      result[measure].push(buildDraft(gas, measure, fileYears, series, chosen));
    }
  }
  return result;
}

function buildDraft(
  gas: GasId,
  measure: Measure,
  years: number[],
  series: (key: string) => Series,
  submission: number,
): GasFileDraft {
  const label = `${gas} (${measure.toUpperCase()})`;
  const pair = (a: string, b: string) => {
    const [x, y] = [series(a), series(b)];
    if (hasNumber(x) !== hasNumber(y)) requireRow(hasNumber(x) ? y : x, hasNumber(x) ? b : a, label);
    return hasNumber(x) ? [x, y] : undefined;
  };
  const totals = pair('withLulucf', 'withoutLulucf');
  const bunkers = [series('bunkers'), series('navigation'), series('aviation')];
  if (bunkers.some(hasNumber))
    ['bunkers', 'navigation', 'aviation'].forEach((k, i) => requireRow(bunkers[i] as Series, k, label));
  return {
    header: [
      `${GAS_META[gas].name.en}, ${measure.toUpperCase()} projections (submission ${submission}), generated by scripts/import-projections.ts.`,
      'Source: EEA, GHG projections reported by Member States.',
    ],
    id: gas,
    name: GAS_META[gas].name,
    unit: PROJECTION_UNIT,
    years,
    ...(totals
      ? { legendText: { withLulucf: { ...LEGEND_TEXT.withLulucf }, withoutLulucf: { ...LEGEND_TEXT.withoutLulucf } } }
      : {}),
    ...(totals ? { total: { withLulucf: totals[0] as Series, withoutLulucf: totals[1] as Series } } : {}),
    ...(bunkers.some(hasNumber)
      ? { bunkers: { total: bunkers[0] as Series, navigation: bunkers[1] as Series, aviation: bunkers[2] as Series } }
      : {}),
    rows: buildGasRows(({ code }) => series(code.toUpperCase()), label, false),
  };
}

/** YAML texts keyed by `{measure}/{gas}.yml`. */
export function buildProjectionFiles(csv: string, country = 'EE', submission?: number): Record<string, string> {
  return buildProjectionFilesFromRows(parseEeaCsv(csv), country, submission);
}

/** YAML texts keyed by `{measure}/{gas}.yml`, from rows of the EEA layout. */
export function buildProjectionFilesFromRows(
  rows: readonly EeaRow[],
  country = 'EE',
  submission?: number,
): Record<string, string> {
  const drafts = buildProjectionDraftsFromRows(rows, country, submission);
  const files: Record<string, string> = {};
  for (const measure of ['wem', 'wam'] as const) {
    for (const draft of drafts[measure]) files[`${measure}/${draft.id}.yml`] = formatGasYaml(draft);
  }
  return files;
}
