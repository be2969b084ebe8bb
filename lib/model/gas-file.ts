/**
 * The one address of a compiled gas file: its name under /data/{locale}/ (fetched by the chart
 * islands, written by the data route) and its path under lib/compile/generated/ (read by loaders).
 */
import type { GasId } from '@/lib/model/gas';
import type { Locale } from '@/lib/model/locale';
import type { SubmissionId } from '@/lib/model/submission';
import type { Measure } from '@/lib/model/types';

/** Which series a gas file holds: an inventory submission or a projection scenario. */
export type GasSource = { period: 'inventory'; submission: SubmissionId } | { period: 'projections'; measure: Measure };

/** e.g. `inventory-2026-co2eq.json`, `wem-co2eq.json`. */
export function gasFileName(source: GasSource, gas: GasId): string {
  return source.period === 'inventory' ? `inventory-${source.submission}-${gas}.json` : `${source.measure}-${gas}.json`;
}

/** Folder of a source's compiled files under the generated folder, e.g. `en/inventory/2026`. */
export function compiledGasFolder(locale: Locale, source: GasSource): string {
  return source.period === 'inventory'
    ? `${locale}/inventory/${source.submission}`
    : `${locale}/projections/${source.measure}`;
}

/** Name of a submission's "all data" workbook under /data/{locale}/all-data/, e.g. `ghg-estonia-2026-submission.xlsx`. */
export function allDataFileName(submission: SubmissionId): string {
  return `ghg-estonia-${submission}-submission.xlsx`;
}
