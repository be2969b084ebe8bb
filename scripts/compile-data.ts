/**
 * Validates every data file and the UI message files (the same checks as check-data) and, when
 * there is no issue, writes the compiled JSON for pages.
 * Usage: npm run compile-data [-- --data-dir <dir> --out-dir <dir> --messages-dir <dir>]
 */
import { writeGenerated } from '@/lib/compile/write-generated';
import { compileDataDir } from '@/lib/compile/run-compile';
import { compileOptions, issueReport } from '@/lib/tools/build-steps/compile-cli';

const { dataDir, outDir, messagesDir } = compileOptions(process.argv, process.env);
const output = compileDataDir(dataDir);
const lines = issueReport(output, messagesDir, dataDir);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  console.error(`${lines.length} issue(s) in ${dataDir}: nothing written`);
  process.exit(1);
}
writeGenerated(outDir, output.documents);
console.log(
  `Compiled ${output.fileCount} data files from ${dataDir} into ${Object.keys(output.documents).length} JSON files in ${outDir}`,
);
