/**
 * Writes the "GHG emissions and GDP" chart and table files into data/economic-indicators-ghg/
 * from the newest inventory submission (total without LULUCF) and the two GDP extracts.
 * Usage: npm run import-gdp [-- --sources <dir> --data-dir <dir>]
 */
import path from 'node:path';
import { importGdp } from '@/lib/import/import-steps';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';

try {
  const sources = argValue(process.argv, '--sources') ?? SOURCES_DIR;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  console.log(stepLines('import-gdp', dataDir, importGdp(sources, dataDir)).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
