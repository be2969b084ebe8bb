/**
 * Validates every data file and the UI message files; prints `file:line  message` per issue and
 * exits 1 on any. Usage: npm run check-data [-- --data-dir <dir> --messages-dir <dir>]
 */
import { argValue } from '../lib/import/cli-args';
import { formatIssue, sortIssues } from '../lib/data/issues';
import { compileDataDir, compileOptions, issueReport } from '../lib/data/run-compile';
import { checkMessages } from '../lib/i18n/read-messages';

const { dataDir } = compileOptions(process.argv, process.env);
const output = compileDataDir(dataDir);
// UI messages: every language key-for-key like English (--messages-dir, default messages/).
const messagesDir = argValue(process.argv, '--messages-dir') ?? 'messages';
const lines = [...issueReport(output), ...sortIssues(checkMessages(messagesDir)).map(formatIssue)];
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  console.error(`${lines.length} issue(s) in ${dataDir}`);
  process.exit(1);
}
console.log(`Checked ${output.fileCount} data files in ${dataDir} and the messages in ${messagesDir}: no issues`);
