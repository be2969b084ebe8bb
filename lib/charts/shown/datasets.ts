/**
 * Compiled gas data + filter state + year inclusion → the series the chart and the
 * table show. The same view feeds the Chart.js datasets, the HTML table and the exports,
 * so what is drawn and what is downloaded cannot drift apart.
 */
import type { Category, GasData, Sector } from '@/lib/model/gas-data';
import type { FilterState, Selection } from '@/lib/url-state/filters';
import { colourAt } from '@/lib/charts/colours/palette';
import type { Locale } from '@/lib/model/locale';

export interface Series {
  id: string;
  kind: 'bar' | 'line';
  label: string;
  /** CRF code of a sector, category or sub-category series. */
  code?: string;
  colour: string;
  dashed?: boolean;
  /** One value per included year (per x-axis label when the view has labels). */
  data: number[];
  /**
   * Floating bars (the drivers waterfall): [start, end] per x position, null where the series has
   * no bar; `data` then holds end − start.
   */
  ranges?: Array<[number, number] | null>;
}
export interface ChartView {
  unit: string;
  years: number[];
  series: Series[];
  /** A fixed value-axis range (e.g. 0–100 for shares) instead of the data's with headroom. */
  range?: { min: number; max: number };
  /** Labels of the x axis when they are not the years (the drivers waterfall: its steps). */
  labels?: string[];
}
export interface FilterOption {
  id: string;
  label: string;
  code: string;
}
export interface ViewOptions {
  locale: Locale;
  /** Label of the derived series "rest of {category}". */
  restOf: (categoryName: string) => string;
}

const TOTAL_COLOURS = { withoutLulucf: '#1a1a1a', withLulucf: '#6b6b6b' };
const picked = (selection: Selection, id: string) => selection === null || selection.includes(id);
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The name of an entry in the page's locale, as compiled into the gas data (the id when absent). */
const nameOf = (entry: { id: string; name?: string }) => entry.name ?? entry.id;

/** Names of the sectors, categories and sub-categories of a gas by id (the id for one the gas does not have). */
export function entryNames(gas: GasData | undefined) {
  const sectors = new Map<string, string>();
  const cats = new Map<string, string>();
  const subs = new Map<string, string>();
  for (const s of gas?.sectors ?? []) {
    sectors.set(s.id, nameOf(s));
    for (const c of s.cats) {
      cats.set(c.id, nameOf(c));
      for (const sc of c.subCats) subs.set(sc.id, nameOf(sc));
    }
  }
  return {
    sector: (id: string) => sectors.get(id) ?? id,
    cat: (id: string) => cats.get(id) ?? id,
    sub: (id: string) => subs.get(id) ?? id,
  };
}

/**
 * Whether the filters need the gas's categories: the category and sub-category levels and a
 * selection among them. Otherwise a view is built from the sectors and totals alone (the gas's core
 * file), unless its module says it needs them (lib/views/registry viewNeedsCategories).
 */
export function needsCategories(f: FilterState): boolean {
  return f.level === 'cat' || f.level === 'subCat' || f.cat !== null || f.sub !== null;
}

function selectedSectors(gas: GasData, f: FilterState): Sector[] {
  return gas.sectors.filter((s) => picked(f.sector, s.id));
}
function selectedCategories(gas: GasData, f: FilterState): Category[] {
  return selectedSectors(gas, f).flatMap((s) => s.cats.filter((c) => picked(f.cat, c.id)));
}

/** Checkbox options for the sector, category and sub-category filters of a gas. */
export function filterOptions(gas: GasData, f: FilterState) {
  const sectors: FilterOption[] = gas.sectors.map((s) => ({ id: s.id, label: nameOf(s), code: s.crf ?? '' }));
  const cats: FilterOption[] = selectedSectors(gas, f).flatMap((s) =>
    s.cats.map((c) => ({ id: c.id, label: nameOf(c), code: c.crf ?? '' })),
  );
  const subs: FilterOption[] = selectedCategories(gas, f).flatMap((c) =>
    c.subCats.map((s) => ({ id: s.id, label: nameOf(s), code: s.crf ?? '' })),
  );
  return { sectors, cats, subs };
}

/** Values of the included years only; a year the source gives no number for (null) stays a gap (NaN), not 0. */
function pick(data: readonly number[], indexes: readonly number[]): number[] {
  return indexes.map((i) => data[i] ?? Number.NaN);
}

interface RawSeries {
  id: string;
  label: string;
  code?: string;
  colourIndex: number;
  data: readonly number[];
}

/** What a parent's children leave unexplained, per year (rounded to 6 decimals against float noise). */
function remainder(parent: readonly number[], children: readonly { data: readonly number[] }[]): number[] {
  return parent.map((v, i) => round6(v - children.reduce((sum, c) => sum + (c.data[i] ?? 0), 0)));
}
const matters = (rest: readonly number[]) => rest.some((v) => Math.abs(v) >= 0.0005);

function categoryBars(c: Category, f: FilterState, opts: ViewOptions): RawSeries[] {
  const code = c.crf;
  if (f.level === 'cat' || c.subCats.length === 0)
    return [{ id: c.id, label: nameOf(c), code, colourIndex: 0, data: c.data }];
  const out: RawSeries[] = c.subCats
    .filter((s) => picked(f.sub, s.id))
    .map((s) => ({ id: s.id, label: nameOf(s), code: s.crf, colourIndex: 0, data: s.data }));
  const rest = remainder(c.data, c.subCats);
  if (c.subCats.every((s) => picked(f.sub, s.id)) && matters(rest)) {
    out.push({ id: `rest-${c.id}`, label: opts.restOf(nameOf(c)), code, colourIndex: 0, data: rest });
  }
  return out;
}

/**
 * Bars of the view. Below the sector level, a parent whose children do not add up to it
 * (items the source reports only at the parent level) gets a derived "rest of {parent}"
 * series while all its children are shown, so stacks still equal the parent totals.
 */
function rawBars(gas: GasData, f: FilterState, opts: ViewOptions): RawSeries[] {
  if (f.level === 'total') return [];
  if (f.level === 'sector') {
    return selectedSectors(gas, f).map((s) => ({
      id: s.id,
      label: nameOf(s),
      code: s.crf,
      colourIndex: s.colour ?? 0,
      data: s.data,
    }));
  }
  const out: RawSeries[] = [];
  for (const sector of selectedSectors(gas, f)) {
    // A sector the source gives only as a total is the sector itself, not a rest of it (audit L5).
    if (sector.cats.length === 0) {
      out.push({ id: sector.id, label: nameOf(sector), code: sector.crf, colourIndex: 0, data: sector.data });
      continue;
    }
    for (const c of sector.cats.filter((c) => picked(f.cat, c.id))) out.push(...categoryBars(c, f, opts));
    const rest = remainder(sector.data, sector.cats);
    if (sector.cats.every((c) => picked(f.cat, c.id)) && matters(rest)) {
      out.push({
        id: `rest-${sector.id}`,
        label: opts.restOf(nameOf(sector)),
        code: sector.crf,
        colourIndex: 0,
        data: rest,
      });
    }
  }
  return out.map((s, i) => ({ ...s, colourIndex: i }));
}

/** Whether the view shows the national total lines: always on the total level, on the sector level when no sector is left out. */
function showsTotals(gas: GasData, f: FilterState): boolean {
  return Boolean(gas.totals) && (f.level === 'total' || (f.level === 'sector' && f.sector === null));
}

/** Builds the series of the current view for the included years. */
export function buildView(
  gas: GasData,
  f: FilterState,
  excludedYears: readonly number[],
  opts: ViewOptions,
): ChartView {
  const indexes = gas.years.map((y, i) => (excludedYears.includes(y.year) ? -1 : i)).filter((i) => i >= 0);
  const years = indexes.map((i) => gas.years[i]!.year);
  const series: Series[] = rawBars(gas, f, opts).map((s) => ({
    id: s.id,
    kind: 'bar',
    label: s.label,
    code: s.code,
    colour: colourAt(s.colourIndex),
    data: pick(s.data, indexes),
  }));
  if (gas.totals && showsTotals(gas, f)) {
    for (const key of ['withoutLulucf', 'withLulucf'] as const) {
      const data = gas.totals[key];
      if (!data) continue;
      series.push({
        id: `total-${key}`,
        kind: 'line',
        label: gas.legendText?.[key] ?? key,
        colour: TOTAL_COLOURS[key],
        dashed: key === 'withLulucf',
        data: pick(data, indexes),
      });
    }
  }
  return { unit: gas.unit, years, series };
}
