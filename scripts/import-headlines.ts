/**
 * Regenerates data/projections/headlines.yml from the published headline figures.
 * Usage: npm run import-headlines [-- --source <csv> --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importHeadlines } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const source = argValue(process.argv, '--source');
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(
    stepLines('import-headlines', dataDir, importHeadlines(sources, dataDir, source && path.resolve(source))).join(
      '\n',
    ),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
