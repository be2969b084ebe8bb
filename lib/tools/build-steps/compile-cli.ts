/** The check-data and compile-data scripts' options (where to read and write) and their report. */
import path from 'node:path';
import { argValue } from '@/lib/tools/cli-args';
import { checkMessages } from '@/lib/i18n/messages';
import { checkGlossary } from '@/lib/compile/check-glossary';
import { checkTranslations } from '@/lib/compile/translations/check';
import type { CompileOutput } from '@/lib/compile/assemble/compile-data';
import { formatIssue, sortIssues } from '@/lib/model/issues';

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

/**
 * The lines to print for a run's issues, the UI messages' parity (every language key-for-key like
 * English) the glossary's terms to avoid in every text of its languages and the translations' record
 * (none missing, none behind its English), sorted.
 */
export function issueReport(output: CompileOutput, messagesDir: string, dataDir: string): string[] {
  return sortIssues([
    ...output.issues,
    ...checkMessages(messagesDir),
    ...checkGlossary(dataDir, messagesDir),
    ...checkTranslations(dataDir, messagesDir),
  ]).map(formatIssue);
}
