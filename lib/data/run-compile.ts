/** Shared steps of the check-data and compile-data scripts: where to read and write, and the report. */
import path from 'node:path';
import { argValue } from '../import/cli-args';
import { compileData, type CompileOutput } from './compile';
import { formatIssue, sortIssues } from './issues';
import { readDataDir } from './read-data-dir';
import { compileSectors } from './compile-sectors';
import { readSectorFiles } from './read-sectors';

export interface CompileOptions {
  dataDir: string;
  outDir: string;
}

/** Data and output folders from `--data-dir`/`--out-dir`, else DATA_DIR (or GAS_DATA_DIR)/GENERATED_DATA_DIR, else defaults. */
export function compileOptions(argv: readonly string[], env: Record<string, string | undefined>): CompileOptions {
  const dataDir = argValue(argv, '--data-dir') ?? env.DATA_DIR ?? env.GAS_DATA_DIR ?? 'data';
  const outDir = argValue(argv, '--out-dir') ?? env.GENERATED_DATA_DIR ?? path.join('lib', 'data', 'generated');
  return { dataDir: path.resolve(dataDir), outDir: path.resolve(outDir) };
}

/** Reads and compiles a data folder. */
export function compileDataDir(dataDir: string): CompileOutput & { fileCount: number } {
  const data = readDataDir(dataDir);
  const fileCount =
    data.past.length + data.prognosis.wem.length + data.prognosis.wam.length + (data.proportions ? 1 : 0) + (data.headlines ? 1 : 0);
  const base = compileData(data);
  const sectorFiles = readSectorFiles(dataDir);
  const sectors = compileSectors(sectorFiles);
  return {
    issues: [...base.issues, ...sectors.issues],
    documents: { ...base.documents, ...sectors.documents },
    fileCount: fileCount + sectorFiles.files.size + (sectorFiles.index ? 1 : 0),
  };
}

/** The lines to print for a run's issues, sorted. */
export function issueReport(output: CompileOutput): string[] {
  return sortIssues(output.issues).map(formatIssue);
}
