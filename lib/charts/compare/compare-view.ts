/**
 * The compare page's view: per area, the chosen sector's emissions as a total (kt), per person
 * (t CO2 eq: the year's emissions summed first, then divided by the same year's population) or as
 * an index (1990 = 100, undefined when 1990 is not a positive emission). The chart, table, sentence
 * and downloads all read this one view.
 */
import {
  COMPARE_SECTORS,
  HOME_AREA,
  type AreaId,
  type CompareData,
  type CompareSector,
  type YearValues,
} from '@/lib/model/compare';
import type { CompareState, CompareView, SectorChoice } from '@/lib/url-state/compare';
import { PALETTE } from '@/lib/charts/colours/palette';

export interface CompareSeries {
  id: AreaId;
  label: string;
  colour: string;
  data: YearValues;
}
export interface CompareChartView {
  unit: string;
  years: number[];
  series: CompareSeries[];
  /** Shown areas without a defined index (1990 value zero or negative). */
  noIndex: AreaId[];
  /** Decimals for the table and the sentence. */
  decimals: number;
}

/** Estonia stands out in near-black; the others take the palette's first colours. */
export const AREA_COLOURS: Readonly<Record<AreaId, string>> = {
  est: '#1a1a1a',
  lva: PALETTE[0]!,
  ltu: PALETTE[1]!,
  fin: PALETTE[2]!,
  swe: PALETTE[3]!,
  pol: PALETTE[5]!,
  eu27: PALETTE[6]!,
};

const WITHOUT_LULUCF: readonly CompareSector[] = COMPARE_SECTORS.filter((s) => s !== 'lulucf');

/** kt CO2 eq of one area and sector choice per year; `all` sums every sector but LULUCF (null where none has a value). */
export function sectorValues(data: CompareData, area: AreaId, sector: SectorChoice): YearValues {
  const sectors = data.emissions[area];
  const parts = sector === 'all' ? WITHOUT_LULUCF : [sector];
  return data.years.map((_, i) => {
    const present = parts.map((s) => sectors[s][i]).filter((v): v is number => v !== null && v !== undefined);
    return present.length > 0 ? present.reduce((a, b) => a + b, 0) : null;
  });
}

/** t CO2 eq per person: kt × 1000 ÷ persons of the same year. */
export function perPerson(kt: YearValues, population: YearValues): YearValues {
  return kt.map((v, i) => {
    const p = population[i];
    return v === null || p === null || p === undefined || p <= 0 ? null : (v * 1000) / p;
  });
}

/** Index with the first year = 100; undefined (null) when the first value is missing, zero or negative. */
export function indexed(values: YearValues): YearValues | null {
  const base = values[0];
  if (base === null || base === undefined || base <= 0) return null;
  return values.map((v) => (v === null ? null : (v / base) * 100));
}

const DECIMALS: Record<CompareView, number> = { total: 0, 'per-capita': 2, index: 1 };

/** The view of a page state; `unit` names the unit of each view in the page's language. */
export function buildCompareView(
  data: CompareData,
  state: CompareState,
  units: Record<CompareView, string>,
): CompareChartView {
  const series: CompareSeries[] = [];
  const noIndex: AreaId[] = [];
  for (const area of data.areas) {
    if (!state.areas.includes(area.id)) continue;
    const kt = sectorValues(data, area.id, state.sector);
    let values: YearValues | null = kt;
    if (state.view === 'per-capita') values = perPerson(kt, data.population[area.id]);
    if (state.view === 'index') values = indexed(kt);
    if (values === null) noIndex.push(area.id);
    else series.push({ id: area.id, label: area.name, colour: AREA_COLOURS[area.id], data: values });
  }
  return { unit: units[state.view], years: data.years, series, noIndex, decimals: DECIMALS[state.view] };
}

export interface HomeRank {
  year: number;
  value: number;
  /** 1 = highest value among the shown series with a value that year. */
  rank: number;
  count: number;
}

/** Estonia's latest value in the view and its rank among the shown areas with a value that year. */
export function homeRank(view: CompareChartView): HomeRank | undefined {
  const home = view.series.find((s) => s.id === HOME_AREA);
  if (!home) return undefined;
  let i = home.data.length - 1;
  while (i >= 0 && home.data[i] === null) i -= 1;
  const value = home.data[i];
  if (value === null || value === undefined) return undefined;
  const others = view.series.map((s) => s.data[i]).filter((v): v is number => v !== null && v !== undefined);
  return { year: view.years[i]!, value, rank: 1 + others.filter((v) => v > value).length, count: others.length };
}

/** The areas shown whose series ends before the last year (the EU27 in 2023). */
export function shortSeries(view: CompareChartView): Array<{ id: AreaId; label: string; last: number }> {
  return view.series.flatMap((s) => {
    let i = s.data.length - 1;
    while (i >= 0 && s.data[i] === null) i -= 1;
    return i >= 0 && i < s.data.length - 1 ? [{ id: s.id, label: s.label, last: view.years[i]! }] : [];
  });
}
