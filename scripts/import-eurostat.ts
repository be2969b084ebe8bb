/**
 * Writes the Eurostat series (renewables share, passenger cars, livestock, municipal recycling, real
 * GDP in 2020 € and the air-emission-accounts intensity) into data/sectors/ and
 * data/economic-indicators-ghg/ from the Eurostat extracts and the newest submission's total.
 * Usage: npm run import-eurostat [-- --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importEurostat } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(stepLines('import-eurostat', dataDir, importEurostat(sources, dataDir)).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
