/**
 * Validates every data file and the UI message files; prints `file:line  message` per issue and
 * exits 1 on any. Usage: npm run check-data [-- --data-dir <dir> --messages-dir <dir>]
 */
import { compileDataDir } from '@/lib/compile/run-compile';
import { compileOptions, issueReport } from '@/lib/tools/build-steps/compile-cli';

const { dataDir, messagesDir } = compileOptions(process.argv, process.env);
const output = compileDataDir(dataDir);
const lines = issueReport(output, messagesDir, dataDir);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  console.error(`${lines.length} issue(s) in ${dataDir}`);
  process.exit(1);
}
console.log(`Checked ${output.fileCount} data files in ${dataDir} and the messages in ${messagesDir}: no issues`);
