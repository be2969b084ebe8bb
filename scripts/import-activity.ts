/**
 * Regenerates the activity files (lib/import/activity/activity-files.ts): the sector pages' inventory series
 * (categories from the newest submission, sub-categories from the 2020 submission), the published
 * headline tables, and the ESR, electricity and later-estimate series, from the extracts under
 * data/sources/. A later-estimate file with no year after the newest submission is removed.
 * Usage: npm run import-activity [-- --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importActivity } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(stepLines('import-activity', dataDir, importActivity(sources, dataDir)).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
