/**
 * Regenerates data/prognosis/{wem,wam}/{gas}.yml from the EEA "GHG projections reported by Member
 * States", either the CSV or the published workbook (.xlsx, sheet Totals). Existing yml files in
 * those folders are replaced when the source has national series. Effort-sharing (ESR) rows are
 * never national totals: when present they replace the projections of
 * data/sectors/ets_esr/total_projections.yml (history and limit from the EEA/legal extracts).
 * Usage: npm run import-projections -- --source <file.csv|file.xlsx> [--country EE] [--submission 2025] [--data-dir data] [--sources <data-sources dir>]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, findSource } from '@/lib/tools/cli-args';
import { formatContextFile } from '@/lib/import/context-file';
import { esrProjectionsFile, readEsr } from '@/lib/import/esr-series';
import { buildProjectionFilesFromRows, esrProjections, parseEeaCsv, type EeaRow } from '@/lib/import/eea-projections';
import { readEeaWorkbook } from '@/lib/import/eea-workbook';

const ESR_SOURCES = {
  emissions: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_esr_emissions_2005-2024.csv',
  projections: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_ghg_projections_2025_esr_totals.csv',
  legal: 'eea-ghg-projections-2025-esr-estonia/estonia_esr_legal_inputs.csv',
};

async function main(): Promise<void> {
  const source = argValue(process.argv, '--source');
  if (!source)
    throw new Error('Pass the EEA projections file: npm run import-projections -- --source <file.csv|file.xlsx>');
  const country = (argValue(process.argv, '--country') ?? 'EE').toUpperCase();
  const submissionArg = argValue(process.argv, '--submission');
  const submission = submissionArg ? Number(submissionArg) : undefined;
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const sources = argValue(process.argv, '--sources');
  const file = path.resolve(source);
  const rows: EeaRow[] = /\.xlsx$/i.test(file)
    ? await readEeaWorkbook(readFileSync(file))
    : parseEeaCsv(readFileSync(file, 'utf8'));
  const files = buildProjectionFilesFromRows(rows, country, submission);
  const esr = esrProjections(rows, country, submission);
  if (Object.keys(files).length === 0 && esr.size === 0)
    throw new Error(`No WEM/WAM series and no ESR rows for ${country} in ${source}`);
  if (Object.keys(files).length > 0) {
    for (const measure of ['wem', 'wam']) {
      const dir = path.join(dataDir, 'prognosis', measure);
      mkdirSync(dir, { recursive: true });
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.yml'))) rmSync(path.join(dir, name));
    }
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dataDir, 'prognosis', name), text);
    console.log(`Wrote ${Object.keys(files).join(', ')} to ${path.join(dataDir, 'prognosis')}`);
  } else {
    console.log(`No national WEM/WAM series for ${country} in ${source}; data/prognosis is unchanged`);
  }
  if (esr.size > 0) {
    if (!esr.has('WEM')) throw new Error(`The ESR rows of ${source} have no WEM scenario`);
    const read = (rel: string) => readFileSync(sources ? path.join(sources, rel) : findSource(rel), 'utf8');
    const base = readEsr({
      emissions: read(ESR_SOURCES.emissions),
      projections: read(ESR_SOURCES.projections),
      legal: read(ESR_SOURCES.legal),
    });
    const built = esrProjectionsFile({ ...base, scenarios: esr });
    const out = path.join(dataDir, built.path);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, formatContextFile(built));
    console.log(`Wrote ${out} from the ESR rows (${[...esr.keys()].join(', ')})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
