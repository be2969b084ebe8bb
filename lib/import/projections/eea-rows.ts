/**
 * Reads the EEA "GHG projections reported by Member States" layout: the CSV (CountryCode, Year,
 * SubmissionYear, Category, Scenario, Gas, Reported Value[, Gapfilled]) or the rows of the published
 * workbook's `Totals` sheet (lib/import/projections/eea-workbook.ts), into the values of one round by
 * scope, scenario, gas, category and year. The EEA's quality-checked Gapfilled value is used when
 * present, else the Reported Value. Rows whose Gas names a scope (ETS, ESD or ESR emissions) are
 * never national totals. A category is read from its code, never its name (the 2019 file names
 * category `4.`, LULUCF, "Agriculture").
 */
import type { GasId } from '@/lib/model/gas';
import { parseCsvObjects } from '@/lib/import/csv';
import { CATEGORIES, SUB_CATEGORIES } from '@/lib/model/catalogue';
import { ROW_SECTORS } from '@/lib/import/inventory/inventory';
import type { Series } from '@/lib/import/write-gas-yaml';

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
