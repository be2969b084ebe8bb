/**
 * How the outlook changed (the outlook view): each projection round's figure for the same year side
 * by side, the national total without LULUCF, with the inventory where the year has passed. Each
 * round keeps its own GWP basis and is one bar per year, never joined to another round or filled in
 * between its points; the sentence says by how much the outlook for the first common year moved.
 */
import type { ChartView } from '@/lib/charts/shown/datasets';
import { formatNumber } from '@/lib/format/number';
import type { ExportTable } from '@/lib/export/table';
import type { GasData } from '@/lib/model/gas-data';
import type { Locale } from '@/lib/model/locale';
import type { PointRound } from '@/lib/model/projection-round';

/** One row of the comparison: a round (or the inventory) and its value in each year (NaN: none). */
export interface OutlookRow {
  id: string;
  /** The round's year, or the inventory submission's. */
  source: string;
  kind: 'round' | 'inventory';
  /** The GWP basis as the page's language writes it. */
  gwp: string;
  values: number[];
}

interface Outlook {
  years: number[];
  /** Oldest round first, then the newer, then the inventory (only when it reports one of the years). */
  rows: OutlookRow[];
}

/** The value of a gas's total without LULUCF in a year (NaN when it has no such year). */
function totalAt(gas: GasData | undefined, year: number): number {
  const i = gas?.years.findIndex((y) => y.year === year) ?? -1;
  const v = i < 0 ? undefined : gas?.totals?.withoutLulucf[i];
  return typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN;
}

/**
 * The older round (a gas file with years) against a newer round of points in the years both give,
 * in one scenario, and the newest inventory in those years where it reports them.
 */
export function buildOutlook(
  older: { id: string; gwp: string; gas: GasData },
  newer: PointRound,
  measure: 'wem' | 'wam',
  latest?: { id: string; gwp: string; gas: GasData },
): Outlook {
  const points = newer.points.withoutLulucf;
  const years = points.years.filter((y) => Number.isFinite(totalAt(older.gas, y)));
  const rows: OutlookRow[] = [
    {
      id: `round-${older.id}`,
      source: older.id,
      kind: 'round',
      gwp: older.gwp,
      values: years.map((y) => totalAt(older.gas, y)),
    },
    {
      id: `round-${newer.id}`,
      source: newer.id,
      kind: 'round',
      gwp: newer.gwp,
      values: years.map((y) => points[measure][points.years.indexOf(y)] ?? Number.NaN),
    },
  ];
  const reported = latest ? years.map((y) => totalAt(latest.gas, y)) : [];
  if (latest && reported.some(Number.isFinite))
    rows.push({ id: 'inventory', source: latest.id, kind: 'inventory', gwp: latest.gwp, values: reported });
  return { years, rows };
}

/** The fall (or rise) of the outlook for the first common year between the two rounds. */
function outlookChange(o: Outlook) {
  const [older, newer] = o.rows;
  const year = o.years[0];
  if (!older || !newer || year === undefined) return undefined;
  const from = older.values[0]!;
  const to = newer.values[0]!;
  const kt = to - from;
  return { year, from, to, kt, percent: (kt / Math.abs(from)) * 100, older, newer };
}

const COLOURS: Record<OutlookRow['kind'], string[]> = { round: ['#9e9e9e', '#1f5fa8'], inventory: ['#c2185b'] };

/** The chart: one bar per row and year, from zero, side by side; `label` names a row (its round and basis). */
export function outlookToView(o: Outlook, unit: string, label: (row: OutlookRow) => string): ChartView {
  const slots = o.years.flatMap((year) => o.rows.map((row, r) => ({ year, row, r })));
  return {
    unit,
    years: o.years,
    labels: slots.map(({ year, row }) => `${year} · ${row.kind === 'inventory' ? label(row) : row.source}`),
    series: o.rows.map((row, r) => {
      const at = (i: number) => {
        const s = slots[i]!;
        return s.r === r ? (row.values[o.years.indexOf(s.year)] ?? Number.NaN) : Number.NaN;
      };
      return {
        id: row.id,
        kind: 'bar' as const,
        label: label(row),
        colour: (row.kind === 'inventory' ? COLOURS.inventory[0] : COLOURS.round[Math.min(r, 1)])!,
        data: slots.map((_, i) => at(i)),
        ranges: slots.map((_, i) => (Number.isFinite(at(i)) ? ([0, at(i)] as [number, number]) : null)),
      };
    }),
  };
}

/** The table: one row per round (and the inventory), one column per year. */
export function outlookToTable(
  o: Outlook,
  unit: string,
  headings: ExportTable['headings'],
  label: (row: OutlookRow) => string,
): ExportTable {
  return {
    headings,
    unit,
    years: o.years,
    rows: o.rows.map((row) => ({ id: row.id, label: label(row), values: row.values })),
  };
}

/** The sentence: by how much, in the unit and in %, the outlook for the first common year moved between the rounds. */
export function describeOutlook(o: Outlook, unit: string, locale: Locale): string {
  const c = outlookChange(o);
  if (!c || !Number.isFinite(c.from) || !Number.isFinite(c.to)) return '';
  const n = (v: number) => formatNumber(Math.abs(v), locale, { decimals: 0 });
  const pct = formatNumber(Math.abs(c.percent), locale, { decimals: 0 });
  const down = c.kt < 0;
  const { year, from, to, older, newer } = c;
  if (locale === 'et')
    return `${year}. aasta heide oli ${older.source}. aastal esitatud prognoosis ${n(from)} ${unit} (${older.gwp}) ja ${newer.source}. aastal esitatud prognoosis ${n(to)} ${unit} (${newer.gwp}): ${n(c.kt)} ${unit} ehk ${pct} % ${down ? 'väiksem' : 'suurem'}.`;
  if (locale === 'ru')
    return `Прогноз выбросов на ${year} год ${down ? 'снизился' : 'вырос'} на ${n(c.kt)} ${unit} (${pct} %): с ${n(from)} ${unit} в прогнозах, представленных в ${older.source} году (${older.gwp}), до ${n(to)} ${unit} в прогнозах, представленных в ${newer.source} году (${newer.gwp}).`;
  return `Between the projections reported in ${older.source} and in ${newer.source}, the outlook for ${year} ${down ? 'fell' : 'rose'} by ${n(c.kt)} ${unit} (${pct} %): from ${n(from)} ${unit} (${older.gwp}) to ${n(to)} ${unit} (${newer.gwp}).`;
}
