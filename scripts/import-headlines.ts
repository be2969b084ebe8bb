/**
 * Regenerates data/projections/headlines.yml from the published headline figures.
 * Usage: npm run import-headlines [-- --source <csv> --data-dir <dir>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, findSource } from '../lib/tools/cli-args';
import { buildHeadlinesYaml } from '../lib/import/headlines';

const DEFAULT_SOURCE = 'projections-headlines-estonia/estonia_projection_headlines.csv';

try {
  const source = path.resolve(argValue(process.argv, '--source') ?? findSource(DEFAULT_SOURCE));
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const yaml = buildHeadlinesYaml(readFileSync(source, 'utf8'));
  mkdirSync(path.join(dataDir, 'projections'), { recursive: true });
  writeFileSync(path.join(dataDir, 'projections', 'headlines.yml'), yaml);
  console.log(`Wrote ${path.join(dataDir, 'projections', 'headlines.yml')} from ${source}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
