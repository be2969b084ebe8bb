/**
 * Validates every exported page: html-validate (.htmlvalidate.json) over `out/**\/*.html` and the
 * page titles. Prints `file:line:col rule message` per problem and exits 1 on any.
 * Usage: npm run validate-html [-- <export dir>]   (after npm run build)
 */
import { TITLE_SEPARATOR } from '@/lib/seo/title';
import {
  MAX_TITLE_LENGTH,
  listHtmlFiles,
  readTitles,
  readValidatorConfig,
  titleIssues,
  titleStats,
  validateHtmlFiles,
} from '@/lib/tools/build-steps/validate-html';

const root = process.argv[2] ?? 'out';
const files = listHtmlFiles(root);
if (files.length === 0) {
  console.error(`${root}: no HTML files (run npm run build first)`);
  process.exit(1);
}
const report = await validateHtmlFiles(files, readValidatorConfig('.htmlvalidate.json'));
const titles = readTitles(files);
const titleLines = titleIssues(titles, TITLE_SEPARATOR);
for (const line of [...report.lines, ...titleLines]) console.error(line);
const stats = titleStats(titles.flatMap((t) => (t.title === undefined ? [] : [t.title])));
const summary = `${files.length} pages; titles: longest ${stats.longest}, median ${stats.median}, ${stats.over} over ${MAX_TITLE_LENGTH} characters`;
if (report.errorCount > 0 || titleLines.length > 0) {
  const rules = [...report.byRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, n]) => `${rule} ${n}`);
  console.error(
    `${report.errorCount} html-validate error(s)${rules.length ? ` (${rules.join(', ')})` : ''}, ${titleLines.length} title problem line(s); ${summary}`,
  );
  process.exit(1);
}
console.log(`HTML valid: ${summary}`);
