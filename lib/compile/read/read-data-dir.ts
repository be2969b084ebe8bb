/**
 * Reads the gas, proportion, headline, compare, target and event files of a data directory with
 * display paths (read-tabbed.ts reads the tabbed sections; validators and the compile never touch
 * the file system).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MEASURES, type Measure } from '@/lib/model/dimensions';
import type { DataFile } from '@/lib/model/data-file';

export interface DataSet {
  /** data/past/{submission}/ (the SPEC's folder name), by submission folder. */
  inventory: Record<string, DataFile[]>;
  /** Gas files directly in data/past/, outside any submission folder (an issue). */
  looseInventory?: DataFile[];
  /** data/prognosis/{round}/{wem,wam}/ (the SPEC's folder name), by round folder. */
  projections: Record<string, Record<Measure, DataFile[]>>;
  /** data/prognosis/{round}/points.yml: rounds reported only as totals at points in time. */
  projectionPoints?: DataFile[];
  /** Gas files in data/prognosis/{wem,wam}/, outside any round folder (an issue). */
  looseProjections?: DataFile[];
  proportions?: DataFile;
  headlines?: DataFile;
  /** data/compare/emissions.yml and population.yml (the compare page). */
  compareEmissions?: DataFile;
  comparePopulation?: DataFile;
  targets?: DataFile;
  events?: DataFile;
}

/** Path shown in issues: relative to `root` when inside it, else absolute. */
export function displayPath(file: string, root = process.cwd()): string {
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

function readOne(file: string, root: string): DataFile | undefined {
  return existsSync(file) ? { file: displayPath(file, root), text: readFileSync(file, 'utf8') } : undefined;
}

function readYamlFiles(dir: string, root: string): DataFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => readOne(path.join(dir, name), root) as DataFile);
}

/** The gas files of each submission folder of data/past/ (folder name → files). */
function readSubmissionFolders(dir: string, root: string): Record<string, DataFile[]> {
  if (!existsSync(dir)) return {};
  const folders = readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
  return Object.fromEntries(folders.map((name) => [name, readYamlFiles(path.join(dir, name), root)]));
}

/** The gas files of each round folder of data/prognosis/ (a year), by scenario. */
function readRoundFolders(dir: string, root: string): Record<string, Record<Measure, DataFile[]>> {
  if (!existsSync(dir)) return {};
  const rounds = readdirSync(dir)
    .filter((name) => /^\d{4}$/.test(name) && statSync(path.join(dir, name)).isDirectory())
    .sort();
  return Object.fromEntries(
    rounds.map((round) => [
      round,
      Object.fromEntries(MEASURES.map((m) => [m, readYamlFiles(path.join(dir, round, m), root)])) as Record<
        Measure,
        DataFile[]
      >,
    ]),
  );
}

/** The points file of each round folder of data/prognosis/ that has one. */
function readPointFiles(dir: string, root: string): DataFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{4}$/.test(name))
    .sort()
    .flatMap((round) => readOne(path.join(dir, round, 'points.yml'), root) ?? []);
}

/** Reads every file the compiler needs from `dataDir` (missing folders give empty lists). */
export function readDataDir(dataDir: string, root = process.cwd()): DataSet {
  const dir = path.resolve(dataDir);
  const proportions = readOne(path.join(dir, 'proportions.yml'), root);
  const headlines = readOne(path.join(dir, 'projections', 'headlines.yml'), root);
  const optional = {
    compareEmissions: readOne(path.join(dir, 'compare', 'emissions.yml'), root),
    comparePopulation: readOne(path.join(dir, 'compare', 'population.yml'), root),
    targets: readOne(path.join(dir, 'targets.yml'), root),
    events: readOne(path.join(dir, 'events.yml'), root),
  };
  return {
    inventory: readSubmissionFolders(path.join(dir, 'past'), root),
    looseInventory: readYamlFiles(path.join(dir, 'past'), root),
    projections: readRoundFolders(path.join(dir, 'prognosis'), root),
    projectionPoints: readPointFiles(path.join(dir, 'prognosis'), root),
    looseProjections: MEASURES.flatMap((m) => readYamlFiles(path.join(dir, 'prognosis', m), root)),
    ...(proportions ? { proportions } : {}),
    ...(headlines ? { headlines } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, f]) => f !== undefined)),
  };
}
