/**
 * Regenerates data/compare/emissions.yml and data/compare/population.yml from the extracts in
 * data/sources/ (reads nothing outside the repository).
 * Usage: npm run import-compare [-- --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importCompare } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(stepLines('import-compare', dataDir, importCompare(sources, dataDir)).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
