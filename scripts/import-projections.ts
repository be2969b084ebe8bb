/**
 * Regenerates data/prognosis/{round}/{wem,wam}/{gas}.yml from the EEA "GHG projections reported by
 * Member States". Without --source: every EEA projections CSV under data/sources/ (each round it
 * holds). With --source: one file, the CSV or the published workbook (.xlsx, sheet Totals), of any
 * round. A round's folder is one import (files it no longer writes are removed). Effort-sharing
 * (ESR) rows are never national totals: when present they replace the projections of
 * data/sectors/ets_esr/total_projections.yml (history and limit from the EEA/legal extracts).
 * Usage: npm run import-projections [-- --source <file.csv|file.xlsx> [--country EE] [--submission 2025]
 *        [--source-url <address>] [--projections-year <first projected year>]] [--data-dir data] [--sources <dir>]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, findSource, SOURCES_DIR } from '@/lib/tools/cli-args';
import { stepLines } from '@/lib/tools/step-lines';
import { formatContextFile } from '@/lib/import/activity/context-file';
import { esrProjectionsFile, readEsr } from '@/lib/import/activity/esr-series';
import { buildProjectionDraftsFromRows } from '@/lib/import/projections/eea-projections';
import { esrProjections, parseEeaCsv, type EeaRow } from '@/lib/import/projections/eea-rows';
import { readEeaWorkbook } from '@/lib/import/projections/eea-workbook';
import { importProjections } from '@/lib/import/import-steps';
import { formatGasYaml } from '@/lib/import/write-gas-yaml';
import { staleRoundFiles } from '@/lib/import/projections/projection-rounds';

const ESR_SOURCES = {
  emissions: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_esr_emissions_2005-2024.csv',
  projections: 'eea-ghg-projections-2025-esr-estonia/estonia_eea_ghg_projections_2025_esr_totals.csv',
  legal: 'eea-ghg-projections-2025-esr-estonia/estonia_esr_legal_inputs.csv',
};

/** The round of the effort-sharing projections extract (ESR_SOURCES.projections). */
const ESR_ROUND = 2025;

const numberArg = (name: string) => {
  const text = argValue(process.argv, name);
  if (text === undefined) return undefined;
  if (!/^\d{4}$/.test(text)) throw new Error(`${name} must be a year, e.g. 2025 (got "${text}")`);
  return Number(text);
};

function write(dataDir: string, rel: string, text: string): void {
  const out = path.join(dataDir, rel);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
}

/** One file given with --source: its national series of one round, and its ESR rows into the ETS/ESR file. */
async function importOne(source: string, dataDir: string, sources: string | undefined): Promise<void> {
  const country = (argValue(process.argv, '--country') ?? 'EE').toUpperCase();
  const file = path.resolve(source);
  const rows: EeaRow[] = /\.xlsx$/i.test(file)
    ? await readEeaWorkbook(readFileSync(file))
    : parseEeaCsv(readFileSync(file, 'utf8'));
  const { round, drafts, unplaced } = buildProjectionDraftsFromRows(rows, {
    country,
    submission: numberArg('--submission'),
    sourceUrl: argValue(process.argv, '--source-url'),
    projectionsYear: numberArg('--projections-year'),
  });
  const files = (['wem', 'wam'] as const).flatMap((m) =>
    drafts[m].map((d) => ({ path: `prognosis/${round}/${m}/${d.id}.yml`, text: formatGasYaml(d) })),
  );
  const esr = esrProjections(rows, country, round);
  if (files.length === 0 && esr.size === 0)
    throw new Error(`No WEM/WAM series and no ESR rows for ${country} in ${source}`);
  if (unplaced.length > 0)
    console.log(`Categories with values not in the catalogue, not written: ${unplaced.join(', ')}`);
  if (files.length > 0) {
    for (const rel of staleRoundFiles(
      dataDir,
      [round],
      files.map((f) => f.path),
    )) {
      console.log(`Removed ${rel}`);
      rmSync(path.join(dataDir, rel));
    }
    for (const f of files) write(dataDir, f.path, f.text);
    console.log(`Wrote ${files.map((f) => f.path).join(', ')} under ${dataDir}`);
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
    // The 2025 round's rows are the extract's; a later round's are added beside them, named by round.
    const built =
      round === ESR_ROUND
        ? esrProjectionsFile({ ...base, scenarios: esr })
        : esrProjectionsFile(base, { round, scenarios: esr });
    write(dataDir, built.path, formatContextFile(built));
    console.log(`Wrote ${path.join(dataDir, built.path)} from the ESR rows (${[...esr.keys()].join(', ')})`);
  }
}

async function main(): Promise<void> {
  const source = argValue(process.argv, '--source');
  const dataDir = path.resolve(argValue(process.argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const sources = argValue(process.argv, '--sources');
  if (source) return importOne(source, dataDir, sources);
  console.log(stepLines('import-projections', dataDir, importProjections(sources ?? SOURCES_DIR, dataDir)).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
