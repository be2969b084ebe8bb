/**
 * Validates every data file; prints `file:line  message` per issue and exits 1
 * on any. Usage: npm run check-data [-- --data-dir <dir>]
 */
import { compileDataDir, compileOptions, issueReport } from '../lib/data/run-compile';

const { dataDir } = compileOptions(process.argv, process.env);
const output = compileDataDir(dataDir);
const lines = issueReport(output);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  console.error(`${lines.length} issue(s) in ${dataDir}`);
  process.exit(1);
}
console.log(`Checked ${output.fileCount} data files in ${dataDir}: no issues`);
