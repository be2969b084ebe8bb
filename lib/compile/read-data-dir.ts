/**
 * The only data-pipeline module that reads the file system: collects the gas,
 * proportion, headline, compare, target and event files of a data directory with display paths.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DataFile, Measure } from '@/lib/model/types';

export interface DataSet {
  /** data/past/{submission}/ (the SPEC's folder name), by submission folder. */
  inventory: Record<string, DataFile[]>;
  /** Gas files directly in data/past/, outside any submission folder (an issue). */
  looseInventory?: DataFile[];
  /** data/prognosis/{wem,wam}/ (the SPEC's folder name). */
  projections: Record<Measure, DataFile[]>;
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
    projections: {
      wem: readYamlFiles(path.join(dir, 'prognosis', 'wem'), root),
      wam: readYamlFiles(path.join(dir, 'prognosis', 'wam'), root),
    },
    ...(proportions ? { proportions } : {}),
    ...(headlines ? { headlines } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, f]) => f !== undefined)),
  };
}
