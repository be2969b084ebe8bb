/**
 * Regenerates data/past/{gas}.yml and data/proportions.yml from the UNFCCC CRF
 * extract. Usage: npm run import-data [-- --source <csv> --data-dir <dir>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCrfCsv } from '../lib/import/crf-csv';
import { buildInventoryFiles } from '../lib/import/inventory';
import { buildProportionsYaml } from '../lib/import/proportions';
import { argValue, findSource } from '../lib/import/cli-args';

const DEFAULT_SOURCE = 'unfccc-di-crf2020-estonia/estonia_unfccc_di_crf2020_1990-2018.csv';

function main(): void {
  const source = path.resolve(argValue(process.argv, '--source') ?? process.env.CRF_CSV ?? findSource(DEFAULT_SOURCE));
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const records = parseCrfCsv(readFileSync(source, 'utf8'));
  const files = buildInventoryFiles(records);
  const proportions = buildProportionsYaml(records);
  mkdirSync(path.join(dataDir, 'past'), { recursive: true });
  for (const [gas, text] of Object.entries(files)) writeFileSync(path.join(dataDir, 'past', `${gas}.yml`), text);
  writeFileSync(path.join(dataDir, 'proportions.yml'), proportions);
  console.log(`Wrote ${Object.keys(files).length} gas files and proportions.yml to ${dataDir} from ${records.length} records`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
