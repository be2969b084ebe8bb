/**
 * Regenerates every generated file under data/ from the extracts under data/sources/: the inventory
 * of every submission and the pie, the activity files, the headlines and the GDP files. Reads
 * nothing outside the sources folder.
 * Usage: npm run import-all [-- --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importAll } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(stepLines('import-all', dataDir, importAll(sources, dataDir)).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
