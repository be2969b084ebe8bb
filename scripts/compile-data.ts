/**
 * Validates every data file and, when there is no issue, writes the compiled
 * JSON for pages. Usage: npm run compile-data [-- --data-dir <dir> --out-dir <dir>]
 */
import { writeGenerated } from '../lib/data/write-generated';
import { compileDataDir, compileOptions, issueReport } from '../lib/data/run-compile';
import { checkMessages } from '../lib/i18n/read-messages';
import { argValue } from '../lib/import/cli-args';

const { dataDir, outDir } = compileOptions(process.argv, process.env);
const output = compileDataDir(dataDir);
// UI messages: every language key-for-key like English, as check-data checks them.
const messagesDir = argValue(process.argv, '--messages-dir') ?? 'messages';
const lines = [...issueReport(output), ...sortIssues(checkMessages(messagesDir)).map(formatIssue)];
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  console.error(`${lines.length} issue(s) in ${dataDir}: nothing written`);
  process.exit(1);
}
writeGenerated(outDir, output.documents);
console.log(`Compiled ${output.fileCount} data files from ${dataDir} into ${Object.keys(output.documents).length} JSON files in ${outDir}`);

