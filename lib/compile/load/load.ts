/**
 * Loaders for pages: read the JSON compiled by `npm run compile-data` from
 * lib/compile/generated/ (or GENERATED_DATA_DIR). Pages never parse YAML.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GasId } from '@/lib/model/gas';
import {
  compiledGasListPath,
  compiledGasPath,
  joinGasData,
  type GasCategories,
  type GasCore,
  type GasFilePart,
  type GasSource,
} from '@/lib/model/gas-file';
import { newestSubmission, submissionsPath, type SubmissionId, type SubmissionInfo } from '@/lib/model/submission';
import { projectionRoundsPath, type ProjectionRoundInfo } from '@/lib/model/projection-round';
import { projectionPointsPath, type PointRound } from '@/lib/model/projection-round';
import type { GasData, GasListEntry } from '@/lib/model/gas-data';
import type { Measure, Period } from '@/lib/model/dimensions';
import { HEADLINES_PATH, type ProjectionHeadline } from '@/lib/model/headline-terms';
import { PROPORTIONS_PATH, type ProportionData } from '@/lib/model/proportions';
import type { Locale } from '@/lib/model/locale';
import { compareDataPath, HOME_AREA, type CompareData } from '@/lib/model/compare';
import type { ChartPopulation } from '@/lib/model/population';
import { eventsPath, targetsPath, type Target, type TimelineEvent } from '@/lib/model/targets';

/** Folder of the compiled JSON. */
function generatedDir(): string {
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

/** The inventory submissions of a locale, newest first (the first is the site's default). */
export function loadSubmissions(locale: Locale): SubmissionInfo[] {
  return requireJson<SubmissionInfo[]>(submissionsPath(locale));
}

/** The newest inventory submission: what every page shows unless a reader picks another. */
export function newestSubmissionId(locale: Locale = 'en'): SubmissionId {
  const newest = newestSubmission(loadSubmissions(locale));
  if (!newest) throw new Error(`No inventory submission compiled in ${generatedDir()}`);
  return newest.id;
}

/** The projection rounds of a locale, newest first (the first is the default); empty when none is published. */
export function loadProjectionRounds(locale: Locale): ProjectionRoundInfo[] {
  return readJson<ProjectionRoundInfo[]>(projectionRoundsPath(locale)) ?? [];
}

/** The rounds reported only as totals at points in time, newest first (none: empty). */
export function loadPointRounds(locale: Locale): PointRound[] {
  return readJson<PointRound[]>(projectionPointsPath(locale)) ?? [];
}

/** The gas files of the newest inventory submission. */
export function newestInventory(locale: Locale = 'en'): GasSource {
  return { period: 'inventory', submission: newestSubmissionId(locale) };
}

/** One gas of a source (an inventory submission or a projection scenario), its two files joined; undefined when there is no such gas. */
export function loadGasData(locale: Locale, source: GasSource, gas: GasId): GasData | undefined {
  const core = readJson<GasCore>(compiledGasPath(locale, source, gas, 'core'));
  return core && joinGasData(core, requireJson<GasCategories>(compiledGasPath(locale, source, gas, 'categories')));
}

/** One file of a gas as compiled, byte for byte (what the data route publishes); undefined when there is no such file. */
export function loadGasFileText(locale: Locale, source: GasSource, gas: GasId, part: GasFilePart): string | undefined {
  const file = path.join(generatedDir(), compiledGasPath(locale, source, gas, part));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The gases of a source, in catalogue order. */
export function loadGasList(locale: Locale, source: GasSource): GasListEntry[] {
  return requireJson<GasListEntry[]>(compiledGasListPath(locale, source));
}

/** A projection round as a chart page offers it: with the gases of each scenario. */
type ChartRound = ProjectionRoundInfo & { gases: Record<Measure, GasListEntry[]> };

/** What a chart page offers: its submissions, the gases of each, and the projection rounds with their gases. */
interface ChartGases {
  submissions: SubmissionInfo[];
  /** Gases of each inventory submission. */
  gases: Record<string, GasListEntry[]>;
  /** The projection rounds on the projections page, newest first; null on the inventory page or while none is published. */
  rounds: ChartRound[] | null;
}

/**
 * What a chart page of a period offers: the inventory submissions (on the projections page only the
 * newest, drawn beside the projection) with their gases and, on the projections page, the projection
 * rounds with the gases of each scenario (null while none is published). The newest round's files
 * keep their names without the round.
 */
export function loadChartGases(locale: Locale, period: Period): ChartGases {
  const all = loadSubmissions(locale);
  const submissions = period === 'projections' ? all.slice(0, 1) : all;
  const gases = Object.fromEntries(
    submissions.map((s) => [s.id, loadGasList(locale, { period: 'inventory', submission: s.id })]),
  );
  const list = period === 'projections' ? loadProjectionRounds(locale) : [];
  if (list.length === 0) return { submissions, gases, rounds: null };
  const rounds = list.map((r, i) => {
    const listOf = (measure: Measure) =>
      r.measures.includes(measure)
        ? loadGasList(
            locale,
            i === 0 ? { period: 'projections', measure } : { period: 'projections', measure, round: r.id },
          )
        : [];
    return { ...r, gases: { wem: listOf('wem'), wam: listOf('wam') } };
  });
  return { submissions, gases, rounds };
}

/** Sector shares of the total without LULUCF per year (pie chart). */
export function loadProportions(): ProportionData {
  return requireJson<ProportionData>(PROPORTIONS_PATH);
}

/** Published headline figures about projections and targets, with sources. */
export function loadProjectionHeadlines(): ProjectionHeadline[] {
  return readJson<ProjectionHeadline[]>(HEADLINES_PATH) ?? [];
}

/** The compare page's data for a locale (emissions and population by area, with their sources). */
export function loadCompareData(locale: Locale): CompareData {
  return requireJson<CompareData>(compareDataPath(locale));
}

/**
 * Estonia's population for the chart pages' per-person view: the years and persons of the compare
 * data's population file with its source, in the locale; null when that file was not compiled.
 */
export function loadChartPopulation(locale: Locale): ChartPopulation | null {
  const data = readJson<CompareData>(compareDataPath(locale));
  const firstYear = data?.years[0];
  if (!data || firstYear === undefined) return null;
  const { source, licence, vintage } = data.populationNote;
  return { firstYear, values: data.population[HOME_AREA], source, licence, vintage };
}

/** Estonia's published targets, texts in the locale (empty without data/targets.yml). */
export function loadTargets(locale: Locale): Target[] {
  return readJson<Target[]>(targetsPath(locale)) ?? [];
}

/** Dated events behind the changes, texts in the locale (empty without data/events.yml). */
export function loadEvents(locale: Locale): TimelineEvent[] {
  return readJson<TimelineEvent[]>(eventsPath(locale)) ?? [];
}
