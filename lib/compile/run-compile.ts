/** Shared steps of the check-data and compile-data scripts: where to read and write, and the report. */
import path from 'node:path';
import { argValue } from '@/lib/tools/cli-args';
import { checkMessages } from '@/lib/i18n/messages';
import { compileData, type CompileOutput } from '@/lib/compile/compile/compile-data';
import { formatIssue, sortIssues } from '@/lib/model/issues';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import { compileTabbed } from '@/lib/compile/compile/compile-tabbed';
import { readTabbedFiles, type TabbedFiles } from '@/lib/compile/read/read-tabbed';
import { checkGlossary } from '@/lib/compile/check-glossary';

interface CompileOptions {
  dataDir: string;
  outDir: string;
  messagesDir: string;
}

/** Data and output folders from `--data-dir`/`--out-dir`, else DATA_DIR (or GAS_DATA_DIR)/GENERATED_DATA_DIR, else defaults. */
export function compileOptions(argv: readonly string[], env: Record<string, string | undefined>): CompileOptions {
  const dataDir = argValue(argv, '--data-dir') ?? env.DATA_DIR ?? env.GAS_DATA_DIR ?? 'data';
  const outDir = argValue(argv, '--out-dir') ?? env.GENERATED_DATA_DIR ?? path.join('lib', 'compile', 'generated');
  const messagesDir = argValue(argv, '--messages-dir') ?? 'messages';
  return { dataDir: path.resolve(dataDir), outDir: path.resolve(outDir), messagesDir };
}

const tabbedFileCount = (t: TabbedFiles) =>
  [t.sectors, ...Object.values(t.content)].reduce((n, f) => n + (f ? f.files.size + (f.index ? 1 : 0) : 0), 0) +
  Object.values(t.pages).reduce((n, files) => n + (files?.size ?? 0), 0);

/**
 * Reads and compiles a data folder: gas files, proportions, headline figures, the sector
 * index with its markdown and activity files, the content sections and the single pages.
 * check-data and compile-data (run before every build) both use it, so they check the same files.
 */
export function compileDataDir(dataDir: string): CompileOutput & { fileCount: number } {
  const data = readDataDir(dataDir);
  const fileCount =
    Object.values(data.inventory).reduce((n, files) => n + files.length, 0) +
    Object.values(data.projections).reduce((n, round) => n + round.wem.length + round.wam.length, 0) +
    (data.proportions ? 1 : 0) +
    (data.headlines ? 1 : 0) +
    [data.compareEmissions, data.comparePopulation, data.targets, data.events].filter(Boolean).length;
  const base = compileData(data);
  const tabbedFiles = readTabbedFiles(dataDir);
  const tabbed = compileTabbed(tabbedFiles);
  return {
    issues: [...base.issues, ...tabbed.issues],
    documents: { ...base.documents, ...tabbed.documents },
    fileCount: fileCount + tabbedFileCount(tabbedFiles),
  };
}

/**
 * The lines to print for a run's issues, the UI messages' parity (every language key-for-key like
 * English) and the glossary's terms to avoid in every text of its languages, sorted.
 */
export function issueReport(output: CompileOutput, messagesDir: string, dataDir: string): string[] {
  return sortIssues([...output.issues, ...checkMessages(messagesDir), ...checkGlossary(dataDir, messagesDir)]).map(
    formatIssue,
  );
}
