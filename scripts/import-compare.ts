/**
 * Regenerates data/compare/emissions.yml and data/compare/population.yml from the extracts in
 * data/sources/ (read nothing outside the repository).
 * Usage: npm run import-compare [-- --source <sector totals csv> --population <csv>[,<csv>] --data-dir <dir>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue } from '../lib/tools/cli-args';
import { buildEmissionsYaml, buildPopulationYaml } from '../lib/import/compare';

const SOURCES = path.join('data', 'sources');
const DEFAULT_EMISSIONS = path.join(
  SOURCES,
  'neighbours-crt2026-sector-totals',
  'neighbours_sector_totals_kt_1990-2024.csv',
);
const DEFAULT_POPULATION = [
  path.join(SOURCES, 'worldbank-population', 'estonia_population_1960-2024.csv'),
  path.join(SOURCES, 'worldbank-population', 'neighbours_eu_population_1960-2024.csv'),
];

try {
  const emissions = path.resolve(argValue(process.argv, '--source') ?? DEFAULT_EMISSIONS);
  const population = (argValue(process.argv, '--population')?.split(',') ?? DEFAULT_POPULATION).map((p) =>
    path.resolve(p),
  );
  const dir = path.join(
    path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data'),
    'compare',
  );
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'emissions.yml'), buildEmissionsYaml(readFileSync(emissions, 'utf8')));
  writeFileSync(path.join(dir, 'population.yml'), buildPopulationYaml(population.map((p) => readFileSync(p, 'utf8'))));
  console.log(`Wrote ${dir}/emissions.yml and population.yml from ${emissions} and ${population.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
