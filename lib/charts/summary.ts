/**
 * The one-sentence summary under the chart, generated from the data in the page's
 * language, e.g. "In 2018 total emissions without LULUCF were 19 974 kt CO2 eq, 50 % less
 * than in 1990." It compares the last and the first included year of the national total
 * without LULUCF (or, for a gas without totals, the sum of its sectors other than LULUCF),
 * and says which of the two it describes, whatever the chart shows.
 */
import type { GasData } from '@/lib/model/gas-data';
import type { Drivers } from '@/lib/charts/drivers';
import type { Revisions } from '@/lib/charts/revisions';
import { formatNumber, MINUS_SIGN } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';

interface SummaryFacts {
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

const decimalsFor = (v: number) => (Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 1 ? 1 : 3);

/** The sentence in the page's language; `decimals` fixes the digits of the values (else by their size). */
export function describeSummary(facts: SummaryFacts, unit: string, locale: Locale, decimals?: number): string {
  const digits = (v: number) => decimals ?? decimalsFor(v);
  const value = `${formatNumber(facts.value, locale, { decimals: digits(facts.value), minus: 'sign' })} ${unit}`;
  const base =
    facts.baseValue === undefined
      ? ''
      : ` (${formatNumber(facts.baseValue, locale, { decimals: digits(facts.baseValue), minus: 'sign' })} ${unit})`;
  const pct = facts.changePercent === undefined ? undefined : Math.round(Math.abs(facts.changePercent));
  const up = (facts.changePercent ?? 0) > 0;
  if (locale === 'et') {
    const what = facts.basis === 'total' ? 'koguheide ilma LULUCF-ita' : 'heide kõigist sektoritest peale LULUCF-i';
    const head = facts.projected
      ? `${facts.year}. aastaks on prognoositud ${what} ${value}`
      : `${facts.year}. aastal oli ${what} ${value}`;
    if (facts.baseYear === undefined || pct === undefined) return `${head}.`;
    if (pct === 0) return `${head}, sama palju kui ${facts.baseYear}. aastal${base}.`;
    return `${head}, ${formatNumber(pct, locale, { decimals: 0, minus: 'sign' })} % ${up ? 'rohkem' : 'vähem'} kui ${facts.baseYear}. aastal${base}.`;
  }
  if (locale === 'ru') {
    const what = facts.basis === 'total' ? 'общие выбросы без ЗИЗЛХ' : 'выбросы всех секторов, кроме ЗИЗЛХ,';
    const head = facts.projected
      ? `По прогнозу, в ${facts.year} году ${what} составят ${value}`
      : `В ${facts.year} году ${what} составили ${value}`;
    if (facts.baseYear === undefined || pct === undefined) return `${head}.`;
    if (pct === 0) return `${head}, примерно столько же, сколько в ${facts.baseYear} году${base}.`;
    return `${head}, на ${formatNumber(pct, locale, { decimals: 0, minus: 'sign' })} % ${up ? 'больше' : 'меньше'}, чем в ${facts.baseYear} году${base}.`;
  }
  const what = facts.basis === 'total' ? 'total emissions without LULUCF' : 'emissions from all sectors except LULUCF';
  const head = facts.projected
    ? `In ${facts.year} ${what} are projected at ${value}`
    : `In ${facts.year} ${what} were ${value}`;
  if (facts.baseYear === undefined || pct === undefined) return `${head}.`;
  if (pct === 0) return `${head}, about the same as in ${facts.baseYear}${base}.`;
  return `${head}, ${formatNumber(pct, locale, { decimals: 0, minus: 'sign' })} % ${up ? 'more' : 'less'} than in ${facts.baseYear}${base}.`;
}

/** Facts and sentence in one call; empty string when no year is included. */
export function summarise(gas: GasData, locale: Locale, excludedYears: readonly number[] = []): string {
  const facts = summaryFacts(gas, excludedYears);
  return facts ? describeSummary(facts, gas.unit, locale) : '';
}

/** The sentence of the change view: the same total as the absolute sentence, as % of the first year shown. */
export function describeChange(facts: SummaryFacts, locale: Locale): string {
  if (facts.baseYear === undefined || facts.changePercent === undefined) return '';
  const pct = formatNumber(Math.round(Math.abs(facts.changePercent)), locale, { decimals: 0, minus: 'sign' });
  const up = facts.changePercent > 0;
  const same = Math.round(Math.abs(facts.changePercent)) === 0;
  if (locale === 'et') {
    const what = facts.basis === 'total' ? 'koguheide ilma LULUCF-ita' : 'heide kõigist sektoritest peale LULUCF-i';
    if (same) return `${facts.year}. aastal oli ${what} sama suur kui ${facts.baseYear}. aastal (muutus 0 %).`;
    return `${facts.year}. aastal oli ${what} ${pct} % ${up ? 'suurem' : 'väiksem'} kui ${facts.baseYear}. aastal (muutus ${up ? '+' : MINUS_SIGN}${pct} %).`;
  }
  if (locale === 'ru') {
    const what = facts.basis === 'total' ? 'общие выбросы без ЗИЗЛХ были' : 'выбросы всех секторов, кроме ЗИЗЛХ, были';
    if (same) return `В ${facts.year} году ${what} на уровне ${facts.baseYear} года (изменение 0 %).`;
    return `В ${facts.year} году ${what} на ${pct} % ${up ? 'выше' : 'ниже'} уровня ${facts.baseYear} года (изменение ${up ? '+' : MINUS_SIGN}${pct} %).`;
  }
  const what = facts.basis === 'total' ? 'total emissions without LULUCF' : 'emissions from all sectors except LULUCF';
  if (same) return `In ${facts.year} ${what} were at their ${facts.baseYear} level (change 0 %).`;
  return `In ${facts.year} ${what} were ${pct} % ${up ? 'above' : 'below'} their ${facts.baseYear} level (change ${up ? '+' : MINUS_SIGN}${pct} %).`;
}

/** The sentence of the share view: the largest share in the last year shown. */
export function describeLargestShare(
  view: { years: readonly number[]; series: ReadonlyArray<{ label: string; data: readonly number[] }> },
  locale: Locale,
): string {
  const last = view.years.length - 1;
  if (last < 0) return '';
  let best: { label: string; value: number } | undefined;
  for (const s of view.series) {
    const v = s.data[last] ?? 0;
    if (v > 0 && (!best || v > best.value)) best = { label: s.label, value: v };
  }
  if (!best) return '';
  const pct = formatNumber(best.value, locale, { decimals: best.value < 10 ? 1 : 0, minus: 'sign' });
  const year = view.years[last]!;
  if (locale === 'et') return `${year}. aastal oli näidatud brutoheitest suurim osakaal: „${best.label}“, ${pct} %.`;
  if (locale === 'ru') return `В ${year} году наибольшая доля показанных валовых выбросов: «${best.label}», ${pct} %.`;
  return `In ${year} the largest share of the gross emissions shown was ${best.label}: ${pct} %.`;
}

/** The sentence of the revisions view: the largest difference between the two submissions. */
export function describeLargestRevision(
  largest: Revisions['largest'],
  unit: string,
  submissions: { shown: string; against: string },
  locale: Locale,
): string {
  const n = (v: number, sign = false) =>
    `${sign && v > 0 ? '+' : ''}${formatNumber(v, locale, { decimals: decimalsFor(v), minus: 'sign' })}`;
  if (!largest) {
    if (locale === 'et')
      return `${submissions.shown}. ja ${submissions.against}. aasta esituse näidatud arvud on ühistel aastatel samad.`;
    if (locale === 'ru')
      return `Представления ${submissions.shown} и ${submissions.against} годов дают одинаковые цифры за общие годы.`;
    return `The ${submissions.shown} and ${submissions.against} submissions give the same figures for the years they share.`;
  }
  const { label, year, shown, against, difference } = largest;
  if (locale === 'et')
    return `Suurim ümberarvutus: ${label} ${year}. aastal, ${n(shown)} ${unit} ${submissions.shown}. aasta esituses ja ${n(against)} ${unit} ${submissions.against}. aasta esituses (vahe ${n(difference, true)} ${unit}).`;
  if (locale === 'ru')
    return `Наибольший пересчёт: ${label} в ${year} году, ${n(shown)} ${unit} в представлении ${submissions.shown} года против ${n(against)} ${unit} в представлении ${submissions.against} года (разница ${n(difference, true)} ${unit}).`;
  return `The largest revision: ${label} in ${year}, ${n(shown)} ${unit} in the ${submissions.shown} submission against ${n(against)} ${unit} in the ${submissions.against} submission (a difference of ${n(difference, true)} ${unit}).`;
}

/** The summary sentence of a view mode: absolute as `summarise`, change and share about what they show. */
export function summariseMode(
  gas: GasData,
  mode: 'absolute' | 'change' | 'share',
  view: { years: readonly number[]; series: ReadonlyArray<{ label: string; data: readonly number[] }> },
  locale: Locale,
  excludedYears: readonly number[] = [],
): string {
  if (mode === 'share') return describeLargestShare(view, locale);
  if (mode === 'change') {
    const facts = summaryFacts(gas, excludedYears);
    return facts ? describeChange(facts, locale) || describeSummary(facts, gas.unit, locale) : '';
  }
  return summarise(gas, locale, excludedYears);
}

/** The per-person sentence: the total without LULUCF (or the sectors but LULUCF) per person in the last and first year shown. */
export function describePerCapita(
  view: { unit: string; years: readonly number[]; series: ReadonlyArray<{ id: string; data: readonly number[] }> },
  locale: Locale,
): string {
  const total = view.series.find((s) => s.id === 'total-withoutLulucf');
  const parts = view.series.filter((s) => !s.id.startsWith('total-') && s.id !== 'lulucf');
  const valueAt = (i: number) => (total ? (total.data[i] ?? 0) : parts.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  const last = view.years.length - 1;
  if (last < 0 || (!total && parts.length === 0)) return '';
  const facts: SummaryFacts = { basis: total ? 'total' : 'sectors', year: view.years[last]!, value: valueAt(last) };
  if (last > 0) {
    const base = valueAt(0);
    Object.assign(facts, {
      baseYear: view.years[0],
      baseValue: base,
      changePercent: base === 0 ? undefined : ((facts.value - base) / Math.abs(base)) * 100,
    });
  }
  // Two decimals (7.46 t) for values below 100; whole numbers above (107 mg).
  const largest = Math.max(Math.abs(facts.value), Math.abs(facts.baseValue ?? 0));
  return describeSummary(facts, view.unit, locale, largest >= 100 ? 0 : 2);
}

/** The sentence of the drivers view: how the total changed between the two years and the largest contributor. */
export function describeLargestDriver(drivers: Drivers, unit: string, locale: Locale): string {
  const n = (v: number, sign = false) =>
    `${sign && v > 0 ? '+' : ''}${formatNumber(v, locale, { decimals: decimalsFor(v), minus: 'sign' })} ${unit}`;
  const { fromYear, toYear, start, end, largest } = drivers;
  if (locale === 'et') {
    const head = `${fromYear}. aastal oli näidatud heide ${n(start)}, ${toYear}. aastal ${n(end)} (muutus ${n(end - start, true)})`;
    return largest ? `${head}; suurim panus: ${largest.label}, ${n(largest.change, true)}.` : `${head}.`;
  }
  if (locale === 'ru') {
    const head = `С ${fromYear} по ${toYear} год показанные выбросы изменились с ${n(start)} до ${n(end)} (${n(end - start, true)})`;
    return largest ? `${head}; наибольший вклад: ${largest.label}, ${n(largest.change, true)}.` : `${head}.`;
  }
  const head = `From ${fromYear} to ${toYear} the emissions shown went from ${n(start)} to ${n(end)} (${n(end - start, true)})`;
  return largest ? `${head}; the largest contributor was ${largest.label}: ${n(largest.change, true)}.` : `${head}.`;
}
