/**
 * Loaders for pages: read the JSON compiled by `npm run compile-data` from
 * lib/compile/generated/ (or GENERATED_DATA_DIR). Pages never parse YAML.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GasId } from '@/lib/model/gas';
import type { GasData, GasListEntry, Measure, Period, ProjectionHeadline, ProportionData } from '@/lib/model/types';
import type { Locale } from '@/lib/model/locale';

/** Folder of the compiled JSON. */
export function generatedDir(): string {
  return process.env.GENERATED_DATA_DIR ?? path.join(process.cwd(), 'lib', 'compile', 'generated');
}

// Parsed files by path: a build renders hundreds of pages from the same few files in one process.
const cache = new Map<string, unknown>();

function readJson<T>(relative: string): T | undefined {
  const file = path.join(generatedDir(), relative);
  if (cache.has(file)) return cache.get(file) as T;
  if (!existsSync(file)) return undefined;
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  cache.set(file, value);
  return value;
}

/** A compiled file (path under the generated folder), parsed once per process; throws when it was not compiled. */
export const requireJson = <T>(relative: string): T => {
  const value = readJson<T>(relative);
  if (value === undefined)
    throw new Error(`Compiled data ${relative} not found in ${generatedDir()}: run npm run compile-data`);
  return value;
};

const folder = (locale: Locale, period: Period, measure: Measure = 'wem') =>
  period === 'inventory' ? `${locale}/inventory` : `${locale}/projections/${measure}`;

/** One gas for a locale and period (measure for projections, default wem); undefined when there is no such file. */
export function loadGasData(locale: Locale, period: Period, gas: GasId, measure?: Measure): GasData | undefined {
  return readJson<GasData>(`${folder(locale, period, measure)}/${gas}.json`);
}

/** The gases available for a locale and period (measure for projections), in catalogue order. */
export function loadGasList(locale: Locale, period: Period, measure?: Measure): GasListEntry[] {
  return requireJson<GasListEntry[]>(`${folder(locale, period, measure)}/gases.json`);
}

/**
 * What a chart page of a period offers: the inventory gases and, on the projections page, the
 * gases of each measure (null while no projection series is published).
 */
export function loadChartGases(
  locale: Locale,
  period: Period,
): { gases: GasListEntry[]; projectionGases: Record<Measure, GasListEntry[]> | null } {
  const gases = loadGasList(locale, 'inventory');
  if (period !== 'projections') return { gases, projectionGases: null };
  const wem = loadGasList(locale, 'projections', 'wem');
  const wam = loadGasList(locale, 'projections', 'wam');
  return { gases, projectionGases: wem.length > 0 || wam.length > 0 ? { wem, wam } : null };
}

/** Sector shares of the total without LULUCF per year (pie chart). */
export function loadProportions(): ProportionData {
  return requireJson<ProportionData>('proportions.json');
}

/** Published headline figures about projections and targets, with sources. */
export function loadProjectionHeadlines(): ProjectionHeadline[] {
  return readJson<ProjectionHeadline[]>('projections/headlines.json') ?? [];
}
