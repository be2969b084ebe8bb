/**
 * The one-sentence summary under the chart, generated from the data in the page's
 * language, e.g. "In 2018 total emissions without LULUCF were 19 974 kt CO2 eq, 50 % less
 * than in 1990." It compares the last and the first included year of the national total
 * without LULUCF (or, for a gas without totals, the sum of its sectors other than LULUCF),
 * and says which of the two it describes, whatever the chart shows.
 */
import type { GasData } from '@/lib/model/gas-data';
import { formatNumber } from '@/lib/format/number';
import { comparedWith } from '@/lib/format/direction-words';
import type { Locale } from '@/lib/model/locale';

export interface SummaryFacts {
  /** The national total without LULUCF, or the sum of the sectors other than LULUCF. */
  basis: 'total' | 'sectors';
  year: number;
  value: number;
  baseYear?: number;
  /** The value of the base year. */
  baseValue?: number;
  /** Change against the base year in percent (undefined when the base value is 0). */
  changePercent?: number;
  /** `year` is a projected year (a projection file's year from its first projected year on). */
  projected?: boolean;
}

function totalSeries(gas: GasData): number[] {
  if (gas.totals) return gas.totals.withoutLulucf;
  return gas.years.map((_, i) =>
    gas.sectors.filter((s) => s.id !== 'lulucf').reduce((sum, s) => sum + (s.data[i] ?? 0), 0),
  );
}

/** The numbers behind the sentence; undefined when no year is included. */
export function summaryFacts(gas: GasData, excludedYears: readonly number[] = []): SummaryFacts | undefined {
  const series = totalSeries(gas);
  const idx = gas.years.map((y, i) => (excludedYears.includes(y.year) ? -1 : i)).filter((i) => i >= 0);
  const last = idx.at(-1);
  const first = idx[0];
  if (last === undefined || first === undefined) return undefined;
  const value = series[last] ?? 0;
  const basis = gas.totals ? 'total' : 'sectors';
  const year = gas.years[last]!.year;
  const projected = gas.projectionsYear !== undefined && year >= gas.projectionsYear ? { projected: true } : {};
  if (first === last) return { basis, year, value, ...projected };
  const base = series[first] ?? 0;
  return {
    basis,
    year,
    ...projected,
    value,
    baseYear: gas.years[first]!.year,
    baseValue: base,
    changePercent: base === 0 ? undefined : ((value - base) / Math.abs(base)) * 100,
  };
}

/** Digits of a value in a sentence: none from 100 up, one from 1, else three. */
export const decimalsFor = (v: number) => (Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 1 ? 1 : 3);

/** The sentence in the page's language; `decimals` fixes the digits of the values (else by their size). */
export function describeSummary(facts: SummaryFacts, unit: string, locale: Locale, decimals?: number): string {
  const digits = (v: number) => decimals ?? decimalsFor(v);
  const value = `${formatNumber(facts.value, locale, { decimals: digits(facts.value), minus: 'sign' })} ${unit}`;
  const base =
    facts.baseValue === undefined
      ? ''
      : ` (${formatNumber(facts.baseValue, locale, { decimals: digits(facts.baseValue), minus: 'sign' })} ${unit})`;
  const compared =
    facts.baseYear === undefined || facts.changePercent === undefined
      ? ''
      : `, ${comparedWith(facts.changePercent, facts.baseYear, locale)}${base}`;
  if (locale === 'et') {
    const what = facts.basis === 'total' ? 'koguheide ilma LULUCF-ita' : 'heide kõigist sektoritest peale LULUCF-i';
    const head = facts.projected
      ? `${facts.year}. aastaks on prognoositud ${what} ${value}`
      : `${facts.year}. aastal oli ${what} ${value}`;
    return `${head}${compared}.`;
  }
  if (locale === 'ru') {
    const what = facts.basis === 'total' ? 'общие выбросы без ЗИЗЛХ' : 'выбросы всех секторов, кроме ЗИЗЛХ,';
    const head = facts.projected
      ? `По прогнозу, в ${facts.year} году ${what} составят ${value}`
      : `В ${facts.year} году ${what} составили ${value}`;
    return `${head}${compared}.`;
  }
  const what = facts.basis === 'total' ? 'total emissions without LULUCF' : 'emissions from all sectors except LULUCF';
  const head = facts.projected
    ? `In ${facts.year} ${what} are projected at ${value}`
    : `In ${facts.year} ${what} were ${value}`;
  return `${head}${compared}.`;
}

/** Facts and sentence in one call; empty string when no year is included. */
export function summarise(gas: GasData, locale: Locale, excludedYears: readonly number[] = []): string {
  const facts = summaryFacts(gas, excludedYears);
  return facts ? describeSummary(facts, gas.unit, locale) : '';
}
