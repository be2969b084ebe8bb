/**
 * What changed between two inventory submissions (the revisions view): for the series of the
 * chosen gas and level, over the years both submissions cover, the value in each and the
 * difference in the unit of the data and in percent of the value of the submission compared against.
 * The chart draws the differences; the table and the downloads carry all four rows per series.
 */
import type { GasData } from '@/lib/model/gas-data';
import type { FilterState } from '@/lib/url-state/filters';
import { buildView, type ChartView, type Series, type ViewOptions } from '@/lib/charts/shown/datasets';
import { decimalsFor } from '@/lib/charts/shown/summary';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { ExportTable } from '@/lib/export/table';
import { inSentence } from '@/lib/format/label-case';

interface RevisionRow {
  id: string;
  label: string;
  code?: string;
  colour: string;
  /** Values of the submission shown, one per common year (NaN where it has no such series). */
  shown: number[];
  /** Values of the submission compared against. */
  against: number[];
  /** shown − against. */
  difference: number[];
  /** (shown − against) ÷ |against| × 100; NaN where against is 0 or missing. */
  percent: number[];
}

export interface Revisions {
  /** The differences, one line per series, for the chart. */
  view: ChartView;
  rows: RevisionRow[];
  years: number[];
  /** The largest absolute difference of any series in any year; undefined when nothing differs. */
  largest?: { label: string; year: number; shown: number; against: number; difference: number };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The revisions between `shown` and `against` for the filters (view mode aside) and included years. */
export function buildRevisions(
  shown: GasData,
  against: GasData,
  f: FilterState,
  excludedYears: readonly number[],
  opts: ViewOptions,
): Revisions {
  const absolute: FilterState = { ...f, view: 'absolute' };
  const a = buildView(shown, absolute, excludedYears, opts);
  const b = buildView(against, absolute, excludedYears, opts);
  const years = a.years.filter((y) => b.years.includes(y));
  const valuesOf = (view: ChartView, s: Series | undefined) =>
    years.map((y) => (s ? (s.data[view.years.indexOf(y)] ?? Number.NaN) : Number.NaN));
  const ids = [
    ...a.series.map((s) => s.id),
    ...b.series.map((s) => s.id).filter((id) => !a.series.some((s) => s.id === id)),
  ];
  const rows: RevisionRow[] = ids.map((id) => {
    const sa = a.series.find((s) => s.id === id);
    const sb = b.series.find((s) => s.id === id);
    const base = (sa ?? sb)!;
    const shownValues = valuesOf(a, sa);
    const againstValues = valuesOf(b, sb);
    const difference = shownValues.map((v, i) => round6(v - againstValues[i]!));
    return {
      id,
      label: base.label,
      ...(base.code ? { code: base.code } : {}),
      colour: base.colour,
      shown: shownValues,
      against: againstValues,
      difference,
      percent: difference.map((d, i) => {
        const old = againstValues[i]!;
        return old === 0 || !Number.isFinite(old) ? Number.NaN : round6((d / Math.abs(old)) * 100);
      }),
    };
  });
  let largest: Revisions['largest'];
  for (const r of rows) {
    r.difference.forEach((d, i) => {
      if (Number.isFinite(d) && d !== 0 && (!largest || Math.abs(d) > Math.abs(largest.difference)))
        largest = { label: r.label, year: years[i]!, shown: r.shown[i]!, against: r.against[i]!, difference: d };
    });
  }
  const view: ChartView = {
    unit: a.unit,
    years,
    series: rows
      .filter((r) => r.difference.some(Number.isFinite))
      .map((r) => ({
        id: r.id,
        kind: 'line',
        label: r.label,
        ...(r.code ? { code: r.code } : {}),
        colour: r.colour,
        data: r.difference.map((d) => (Number.isFinite(d) ? d : 0)),
      })),
  };
  return { view, rows, years, ...(largest ? { largest } : {}) };
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
  const { year, shown, against, difference } = largest;
  // After a colon Estonian and Russian write the label in lower case ("kokku koos LULUCF-iga").
  const label = inSentence(largest.label, locale);
  if (locale === 'et')
    return `Suurim ümberarvutus: ${label} ${year}. aastal, ${n(shown)} ${unit} ${submissions.shown}. aasta esituses ja ${n(against)} ${unit} ${submissions.against}. aasta esituses (vahe ${n(difference, true)} ${unit}).`;
  if (locale === 'ru')
    return `Наибольший пересчёт: ${label} в ${year} году, ${n(shown)} ${unit} в представлении ${submissions.shown} года против ${n(against)} ${unit} в представлении ${submissions.against} года (разница ${n(difference, true)} ${unit}).`;
  return `The largest revision: ${label} in ${year}, ${n(shown)} ${unit} in the ${submissions.shown} submission against ${n(against)} ${unit} in the ${submissions.against} submission (a difference of ${n(difference, true)} ${unit}).`;
}

/** Labels of the four rows per series of the revisions table. */
interface RevisionLabels {
  /** e.g. "2026 submission". */
  shown: string;
  against: string;
  difference: string;
  percent: string;
}

/** The revisions table: per series, its value in each submission, the difference and the difference in %. */
export function revisionsToTable(
  rows: readonly RevisionRow[],
  years: number[],
  unit: string,
  headings: ExportTable['headings'],
  labels: RevisionLabels,
): ExportTable {
  return {
    headings,
    unit,
    years,
    rows: rows.flatMap((r) => [
      { id: `${r.id}-shown`, label: `${r.label}: ${labels.shown}`, code: r.code, values: r.shown },
      { id: `${r.id}-against`, label: `${r.label}: ${labels.against}`, code: r.code, values: r.against },
      {
        id: `${r.id}-difference`,
        label: `${r.label}: ${labels.difference}`,
        code: r.code,
        colour: r.colour,
        values: r.difference,
      },
      { id: `${r.id}-percent`, label: `${r.label}: ${labels.percent}`, code: r.code, unit: '%', values: r.percent },
    ]),
  };
}
