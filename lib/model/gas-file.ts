/**
 * The one address of a compiled gas file: its name, which the compiler writes under
 * lib/compile/generated/ (read by loaders) and the data route copies to /data/{locale}/ (fetched by
 * the chart islands).
 */
import type { GasId } from '@/lib/model/gas';
import type { Locale } from '@/lib/model/locale';
import type { ProjectionRoundId } from '@/lib/model/projection-round';
import type { SubmissionId } from '@/lib/model/submission';
import type { Category, GasData, Sector } from '@/lib/model/gas-data';
import type { Measure, Period } from '@/lib/model/dimensions';

/**
 * Which series a gas file holds: an inventory submission, or a projection scenario of a round
 * (without `round`: the newest round, the default, whose files keep their round-less names).
 */
export type GasSource =
  | { period: 'inventory'; submission: SubmissionId }
  | { period: 'projections'; measure: Measure; round?: ProjectionRoundId };

/**
 * A gas's data travels as two files: its core (years, totals, sectors, bunkers), which every view
 * needs, and its categories and sub-categories by sector, fetched only by views that show them.
 */
export type GasFilePart = 'core' | 'categories';
export const GAS_FILE_PARTS: readonly GasFilePart[] = ['core', 'categories'];

/**
 * e.g. `inventory-2026-co2eq.json`, `inventory-2026-co2eq-categories.json`, `wem-co2eq.json` (newest
 * round), `projections-2019-wem-co2eq.json` (a round named).
 */
export function gasFileName(source: GasSource, gas: GasId, part: GasFilePart = 'core'): string {
  const stem =
    source.period === 'inventory'
      ? `inventory-${source.submission}-${gas}`
      : source.round
        ? `projections-${source.round}-${source.measure}-${gas}`
        : `${source.measure}-${gas}`;
  return part === 'core' ? `${stem}.json` : `${stem}-categories.json`;
}

/** The core file of a gas: everything but the sectors' categories. */
export type GasCore = Omit<GasData, 'sectors'> & { sectors: Omit<Sector, 'cats'>[] };
/** The categories file of a gas: each sector's categories (with their sub-categories), by sector id. */
export type GasCategories = Record<string, Category[]>;

/** The two files of a gas. */
export function splitGasData(gas: GasData): { core: GasCore; categories: GasCategories } {
  return {
    core: { ...gas, sectors: gas.sectors.map(({ cats: _cats, ...sector }) => sector) },
    categories: Object.fromEntries(gas.sectors.map((s) => [s.id, s.cats])),
  };
}

/**
 * The gas again from its files. Without the categories file every sector has no categories: only
 * views that need none (lib/charts/shown/datasets needsCategories) may be built from it.
 */
export function joinGasData(core: GasCore, categories?: GasCategories): GasData {
  return { ...core, sectors: core.sectors.map((s) => ({ ...s, cats: categories?.[s.id] ?? [] })) };
}

/** Folder of a source's compiled files under the generated folder, e.g. `en/inventory/2026`, `en/projections/2019/wem`. */
function compiledGasFolder(locale: Locale, source: GasSource): string {
  if (source.period === 'inventory') return `${locale}/inventory/${source.submission}`;
  return source.round
    ? `${locale}/projections/${source.round}/${source.measure}`
    : `${locale}/projections/${source.measure}`;
}

/**
 * Path under the generated folder of a gas file as compiled: the source's folder and the file's
 * public name, e.g. `en/inventory/2026/inventory-2026-co2eq-categories.json`.
 */
export function compiledGasPath(locale: Locale, source: GasSource, gas: GasId, part: GasFilePart): string {
  return `${compiledGasFolder(locale, source)}/${gasFileName(source, gas, part)}`;
}

/** Path under the generated folder of a source's list of gases, e.g. `en/projections/wem/gases.json`. */
export function compiledGasListPath(locale: Locale, source: GasSource): string {
  return `${compiledGasFolder(locale, source)}/gases.json`;
}

/** Name of a submission's "all data" workbook under /data/{locale}/all-data/, e.g. `ghg-estonia-2026-submission.xlsx`. */
export function allDataFileName(submission: SubmissionId): string {
  return `ghg-estonia-${submission}-submission.xlsx`;
}

/** Site path of a submission's "all data" workbook (before the base path), as the chart page links it. */
export function allDataPath(locale: Locale, submission: SubmissionId): string {
  return `/data/${locale}/all-data/${allDataFileName(submission)}`;
}

/**
 * Site path of a chart island's file (its data and messages, lib/page-data/chart-page.ts loadIslandFile)
 * before the base path, e.g. `/data/en/chart-projections.json`; `islandFileName` is its name.
 */
export const islandFileName = (period: Period) => `chart-${period}.json`;
export const islandDataPath = (locale: Locale, period: Period) => `/data/${locale}/${islandFileName(period)}`;
