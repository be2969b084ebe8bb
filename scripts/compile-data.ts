/**
 * Validates every data file and, when there is no issue, writes the compiled
 * JSON for pages. Usage: npm run compile-data [-- --data-dir <dir> --out-dir <dir>]
 */
import { writeGenerated } from '../lib/data/write-generated';
import { formatIssue, sortIssues } from '../lib/data/issues';
import { buildDynamicSections } from '../lib/dynamic/build-sections';
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

// Content sections (projects, emission factors, economic indicators): index.json, markdown and chart files.
const content = await buildDynamicSections(outDir);
if (content.issues.length > 0) {
  for (const issue of sortIssues(content.issues)) console.error(formatIssue(issue));
  console.error(`${content.issues.length} issue(s) in the content sections`);
  process.exit(1);
}
console.log(`Compiled the content sections into ${content.written.length} JSON files`);
