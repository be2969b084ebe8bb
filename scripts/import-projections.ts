/**
 * Regenerates data/prognosis/{wem,wam}/{gas}.yml from the EEA "GHG projections
 * reported by Member States" CSV. Existing yml files in those folders are replaced.
 * Usage: npm run import-projections -- --source <csv> [--country EE] [--submission 2023] [--data-dir data]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue } from '../lib/import/cli-args';
import { buildProjectionFiles } from '../lib/import/eea-projections';

try {
  const source = argValue(process.argv, '--source');
  if (!source) throw new Error('Pass the EEA projections CSV: npm run import-projections -- --source <file.csv>');
  const country = (argValue(process.argv, '--country') ?? 'EE').toUpperCase();
  const submission = argValue(process.argv, '--submission');
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const files = buildProjectionFiles(readFileSync(path.resolve(source), 'utf8'), country, submission ? Number(submission) : undefined);
  if (Object.keys(files).length === 0) throw new Error(`No WEM/WAM series for ${country} in ${source}`);
  for (const measure of ['wem', 'wam']) {
    const dir = path.join(dataDir, 'prognosis', measure);
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.yml'))) rmSync(path.join(dir, name));
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dataDir, 'prognosis', name), text);
  console.log(`Wrote ${Object.keys(files).join(', ')} to ${path.join(dataDir, 'prognosis')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
