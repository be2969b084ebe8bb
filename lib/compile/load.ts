/**
 * Loaders for pages: read the JSON compiled by `npm run compile-data` from
 * lib/compile/generated/ (or GENERATED_DATA_DIR). Pages never parse YAML.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GasId } from '../model/gas';
import type { GasData, GasListEntry, Measure, Period, ProjectionHeadline, ProportionData } from '../model/types';
import type { Locale } from '@/lib/model/locale';
import { compareDataPath, type CompareData } from '../model/compare';
import { eventsPath, targetsPath, type Target, type TimelineEvent } from '../model/targets';

/** Folder of the compiled JSON. */
export function generatedDir(): string {
  return process.env.GENERATED_DATA_DIR ?? path.join(process.cwd(), 'lib', 'compile', 'generated');
}

function readJson<T>(relative: string): T | undefined {
  const file = path.join(generatedDir(), relative);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function requireJson<T>(relative: string): T {
  const value = readJson<T>(relative);
  if (value === undefined)
    throw new Error(`Compiled data ${relative} not found in ${generatedDir()}: run npm run compile-data`);
  return value;
}

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

/** The compare page's data for a locale (emissions and population by area, with their sources). */
export function loadCompareData(locale: Locale): CompareData {
  return requireJson<CompareData>(compareDataPath(locale));
}

/** Estonia's published targets, texts in the locale (empty without data/targets.yml). */
export function loadTargets(locale: Locale): Target[] {
  return readJson<Target[]>(targetsPath(locale)) ?? [];
}

/** Dated events behind the changes, texts in the locale (empty without data/events.yml). */
export function loadEvents(locale: Locale): TimelineEvent[] {
  return readJson<TimelineEvent[]>(eventsPath(locale)) ?? [];
}
