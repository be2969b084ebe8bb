/**
 * What drove the change between two years (the drivers view): a waterfall from the first year's
 * total to the last year's, one step per part's change. The parts are the sectors (energy split
 * into energy without transport and transport, 1.A.3) on the total level and on the sector level
 * with every sector shown; the categories of the chosen sectors when a sector filter is set or on
 * the category level; the sub-categories on the sub-category level. The totals are the sums of the
 * parts, so the steps add up from one to the other: with every sector shown that is the national
 * total with LULUCF, since LULUCF's change is one of the steps.
 */
import type { GasData } from '@/lib/model/gas-data';
import type { Level } from '@/lib/model/dimensions';
import type { FilterState } from '@/lib/url-state/filters';
import { buildView, type ChartView, type Series, type ViewOptions } from '@/lib/charts/shown/datasets';
import { decimalsFor } from '@/lib/charts/shown/summary';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { ExportTable } from '@/lib/export/table';
import { inSentence } from '@/lib/format/label-case';

interface DriverStep {
  id: string;
  label: string;
  code?: string;
  from: number;
  to: number;
  /** to − from. */
  change: number;
  /** The change in % of |from|; NaN when `from` is 0. */
  percent: number;
}

interface Drivers {
  fromYear: number;
  toYear: number;
  /** The sum of the parts in each year. */
  start: number;
  end: number;
  steps: DriverStep[];
  /** The level of the parts: sectors on the total level, categories within a chosen sector. */
  level: Level;
  /** Whether the totals are the national total with LULUCF (every sector shown). */
  nationalTotal: boolean;
  /** The step with the largest absolute change; undefined when nothing changed. */
  largest?: DriverStep;
}

interface DriverLabels {
  /** Name of the energy sector less its transport category, e.g. "Energy without transport". */
  energyWithoutTransport: string;
}

const ENERGY = 'energy';
const TRANSPORT = 'transport';
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The level whose series are the waterfall's parts. */
function partsFilter(f: FilterState): FilterState {
  const level = f.level === 'total' ? 'sector' : f.level === 'sector' && f.sector !== null ? 'cat' : f.level;
  return { ...f, level, sector: f.level === 'total' ? null : f.sector, view: 'absolute' };
}

/** Energy as two parts, without transport and transport, when the gas reports transport under energy. */
function splitEnergy(gas: GasData, s: Series, yearIndexes: number[], labels: DriverLabels): Series[] {
  const energy = gas.sectors.find((x) => x.id === ENERGY);
  const transport = energy?.cats.find((c) => c.id === TRANSPORT);
  if (!energy || !transport) return [s];
  const t = yearIndexes.map((i) => transport.data[i] ?? 0);
  return [
    {
      ...s,
      id: `${ENERGY}-without-${TRANSPORT}`,
      label: labels.energyWithoutTransport,
      code: `${energy.crf ?? ''} − ${transport.crf ?? ''}`,
      data: s.data.map((v, n) => round6(v - t[n]!)),
    },
    { ...s, id: TRANSPORT, label: transport.name ?? TRANSPORT, code: transport.crf, data: t },
  ];
}

/** The waterfall of the filters between two years of the gas (both must be among its years). */
export function buildDrivers(
  gas: GasData,
  f: FilterState,
  years: { from: number; to: number },
  opts: ViewOptions & DriverLabels,
): Drivers {
  const yearIndexes = [years.from, years.to].map((y) => gas.years.findIndex((x) => x.year === y));
  const excluded = gas.years.map((y) => y.year).filter((y) => y !== years.from && y !== years.to);
  const parts = partsFilter(f);
  const view = buildView(gas, parts, excluded, opts);
  const bars = view.series.filter((s) => s.kind === 'bar');
  const split =
    parts.level === 'sector'
      ? bars.flatMap((s) => (s.id === ENERGY ? splitEnergy(gas, s, yearIndexes, opts) : [s]))
      : bars;
  const steps: DriverStep[] = split.map((s) => {
    // A part without a number in the source (a gap) counts as nothing in the steps, as in the inventory's totals.
    const from = Number.isFinite(s.data[0]) ? s.data[0]! : 0;
    const to = Number.isFinite(s.data[1]) ? s.data[1]! : 0;
    const change = round6(to - from);
    return {
      id: s.id,
      label: s.label,
      ...(s.code ? { code: s.code } : {}),
      from,
      to,
      change,
      percent: from === 0 ? Number.NaN : round6((change / Math.abs(from)) * 100),
    };
  });
  let largest: DriverStep | undefined;
  for (const s of steps) if (s.change !== 0 && (!largest || Math.abs(s.change) > Math.abs(largest.change))) largest = s;
  return {
    fromYear: years.from,
    toYear: years.to,
    start: round6(steps.reduce((sum, s) => sum + s.from, 0)),
    end: round6(steps.reduce((sum, s) => sum + s.to, 0)),
    steps,
    level: parts.level,
    nationalTotal: parts.level === 'sector' && parts.sector === null,
    ...(largest ? { largest } : {}),
  };
}

interface WaterfallLabels {
  /** Label of the first and last bar, e.g. (year) => `${year} total`. */
  total: (year: number) => string;
  /** Series names of the legend. */
  totals: string;
  increase: string;
  decrease: string;
}

/** Colours of the waterfall: the totals grey, increases red, decreases green (arrows tell them apart as well). */
export const WATERFALL_COLOURS = { total: '#5f5f5f', increase: '#c0392b', decrease: '#2e7d32' };
const UP = '▲';
const DOWN = '▼';

/**
 * The waterfall as a chart view of floating bars: the first total, one step per part (▲ before an
 * increase, ▼ before a decrease), the last total. Three series (totals, increases, decreases), each
 * with a bar only at its own positions.
 */
export function driversToView(d: Drivers, unit: string, labels: WaterfallLabels): ChartView {
  if (d.steps.length === 0) return { unit, years: [d.fromYear, d.toYear], series: [] };
  const n = d.steps.length + 2;
  const empty = () => ({ ranges: Array<[number, number] | null>(n).fill(null), data: Array<number>(n).fill(0) });
  const total = empty();
  const up = empty();
  const down = empty();
  total.ranges[0] = [0, d.start];
  total.data[0] = d.start;
  total.ranges[n - 1] = [0, d.end];
  total.data[n - 1] = d.end;
  let level = d.start;
  d.steps.forEach((s, i) => {
    const next = round6(level + s.change);
    const target = s.change > 0 ? up : s.change < 0 ? down : undefined;
    if (target) {
      target.ranges[i + 1] = [level, next];
      target.data[i + 1] = s.change;
    }
    level = next;
  });
  const arrow = (s: DriverStep) => (s.change > 0 ? `${UP} ` : s.change < 0 ? `${DOWN} ` : '');
  return {
    unit,
    years: [d.fromYear, d.toYear],
    labels: [labels.total(d.fromYear), ...d.steps.map((s) => `${arrow(s)}${s.label}`), labels.total(d.toYear)],
    series: [
      { id: 'drivers-total', kind: 'bar', label: labels.totals, colour: WATERFALL_COLOURS.total, ...total },
      {
        id: 'drivers-increase',
        kind: 'bar',
        label: `${UP} ${labels.increase}`,
        colour: WATERFALL_COLOURS.increase,
        ...up,
      },
      {
        id: 'drivers-decrease',
        kind: 'bar',
        label: `${DOWN} ${labels.decrease}`,
        colour: WATERFALL_COLOURS.decrease,
        ...down,
      },
    ],
  };
}

/**
 * The sentence of the drivers view: how the total changed between the two years and the largest
 * contributor; told as projected when the later year is at or after `projectedFrom`.
 */
export function describeLargestDriver(drivers: Drivers, unit: string, locale: Locale, projectedFrom?: number): string {
  const n = (v: number, sign = false) =>
    `${sign && v > 0 ? '+' : ''}${formatNumber(v, locale, { decimals: decimalsFor(v), minus: 'sign' })} ${unit}`;
  const { fromYear, toYear, start, end, largest } = drivers;
  const projected = projectedFrom !== undefined && toYear >= projectedFrom;
  const bothProjected = projected && fromYear >= projectedFrom;
  const change = n(end - start, true);
  if (locale === 'et') {
    const moved = `${end - start < 0 ? 'vähenes' : 'suurenes'} ${n(Math.abs(end - start))}`;
    const head = !projected
      ? `${fromYear}. aastal oli näidatud heide ${n(start)}, ${toYear}. aastal ${n(end)} (${moved})`
      : bothProjected
        ? `${fromYear}. aastaks prognoositakse näidatud heiteks ${n(start)} ja ${toYear}. aastaks ${n(end)} (${moved})`
        : `${fromYear}. aastal oli näidatud heide ${n(start)}, ${toYear}. aastaks prognoositakse ${n(end)} (${moved})`;
    const most = projected ? 'prognoositav suurim panus' : 'suurim panus';
    return largest ? `${head}; ${most}: ${inSentence(largest.label, locale)}, ${n(largest.change, true)}.` : `${head}.`;
  }
  if (locale === 'ru') {
    const head = projected
      ? `По прогнозу, с ${fromYear} по ${toYear} год показанные выбросы изменятся с ${n(start)} до ${n(end)} (${change})`
      : `С ${fromYear} по ${toYear} год показанные выбросы изменились с ${n(start)} до ${n(end)} (${change})`;
    return largest
      ? `${head}; наибольший вклад: ${inSentence(largest.label, locale)}, ${n(largest.change, true)}.`
      : `${head}.`;
  }
  const head = projected
    ? `From ${fromYear} to ${toYear} the emissions shown are projected to go from ${n(start)} to ${n(end)} (${change})`
    : `From ${fromYear} to ${toYear} the emissions shown went from ${n(start)} to ${n(end)} (${change})`;
  const most = projected ? 'the largest contributor is projected to be' : 'the largest contributor was';
  return largest ? `${head}; ${most} ${largest.label}: ${n(largest.change, true)}.` : `${head}.`;
}

/** Headings of the drivers table's columns, e.g. { from: '1990', to: '2024', change: 'change', percent: 'change (%)' }. */
interface DriverColumns {
  from: string;
  to: string;
  change: string;
  percent: string;
}

/**
 * The drivers table: the total, one row per part and the total again, each with its value in both
 * years, the change in the unit of the data and in % of the first year's value.
 */
export function driversToTable(
  d: Drivers,
  unit: string,
  headings: ExportTable['headings'],
  columns: DriverColumns,
  totalLabel: string,
): ExportTable {
  const percent = (from: number, change: number) => (from === 0 ? Number.NaN : (change / Math.abs(from)) * 100);
  const change = d.end - d.start;
  return {
    headings,
    unit,
    years: [],
    columns: [columns.from, columns.to, columns.change, columns.percent],
    rows: [
      ...d.steps.map((s) => ({ id: s.id, label: s.label, code: s.code, values: [s.from, s.to, s.change, s.percent] })),
      {
        id: 'total',
        label: totalLabel,
        values: [d.start, d.end, Math.round(change * 1e6) / 1e6, Math.round(percent(d.start, change) * 1e6) / 1e6],
      },
    ],
  };
}
