/**
 * Regenerates data/past/{gas}.yml and data/proportions.yml from an inventory submission: the
 * UNFCCC DI extract (CSV) or a CRT submission in the PRIMAP2 interchange format (CSV with its
 * YAML metadata beside it, e.g. EST_CRTAI2026_V1.0.csv and EST_CRTAI2026_V1.0.yaml).
 * Usage: npm run import-data [-- --source <csv> --data-dir <dir> --area EST]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCrfCsv, type CrfRecord } from '../lib/import/crf-csv';
import { buildInventoryFiles, type InventoryOrigin } from '../lib/import/inventory';
import { isPrimap2Header, readPrimap2 } from '../lib/import/primap2';
import { buildProportionsYaml } from '../lib/import/proportions';
import { argValue, findSource } from '../lib/tools/cli-args';

const DEFAULT_SOURCE = 'unfccc-di-crf2020-estonia/estonia_unfccc_di_crf2020_1990-2018.csv';

function readSource(source: string): { records: CrfRecord[]; origin?: InventoryOrigin } {
  const text = readFileSync(source, 'utf8');
  if (!isPrimap2Header(text.split(/\r?\n/, 1)[0] ?? '')) return { records: parseCrfCsv(text) };
  const base = source.replace(/\.csv$/i, '');
  const yamlPath = [`${base}.yaml`, `${base}.yml`].find((p) => existsSync(p));
  const area = argValue(process.argv, '--area') ?? 'EST';
  const read = readPrimap2(text, yamlPath ? readFileSync(yamlPath, 'utf8') : undefined, area, path.basename(source));
  if (!yamlPath) console.warn(`No YAML metadata beside ${source}; reading the CSV alone`);
  if (read.unplaced.length) {
    console.log(
      `Categories (${read.terminology}) the catalogue cannot place, not imported: ${read.unplaced.join(', ')}`,
    );
  }
  if (read.otherEntities.length)
    console.log(`Entities without a gas on the site, not imported: ${read.otherEntities.join(', ')}`);
  const source_ = `${read.description} (${path.basename(source)}, PRIMAP2 interchange format, categories ${read.terminology}${read.gwp ? `, ${read.gwp}` : ''}).`;
  return { records: read.records, origin: { source: source_, ...(read.gwp ? { gwp: read.gwp } : {}) } };
}

function main(): void {
  const source = path.resolve(argValue(process.argv, '--source') ?? process.env.CRF_CSV ?? findSource(DEFAULT_SOURCE));
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const { records, origin } = readSource(source);
  const files = buildInventoryFiles(records, origin);
  const proportions = buildProportionsYaml(records);
  mkdirSync(path.join(dataDir, 'past'), { recursive: true });
  for (const [gas, text] of Object.entries(files)) writeFileSync(path.join(dataDir, 'past', `${gas}.yml`), text);
  writeFileSync(path.join(dataDir, 'proportions.yml'), proportions);
  console.log(
    `Wrote ${Object.keys(files).length} gas files and proportions.yml to ${dataDir} from ${records.length} records`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
