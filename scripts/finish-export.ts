import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isChartLibraryChunk, staticScriptPath, withCompileHint } from '@/lib/tools/build-steps/compile-hints';
import {
  hydrateAfterPaint,
  loaderSources,
  loadsAtOnce,
  postExportProblem,
} from '@/lib/tools/build-steps/hydrate-after-paint';
import { withCspMeta } from '@/lib/tools/build-steps/csp';
import { withoutPayloadStylesheets } from '@/lib/tools/build-steps/inline-css';
import { localiseShareAlt, readShareAlts } from '@/lib/tools/build-steps/share-alt';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/model/locale';

// Runs after `next build`: lets every exported HTML page run its scripts after its first paint
// (lib/tools/build-steps/hydrate-after-paint), drops the payload's second copy of its inlined stylesheets
// (lib/tools/build-steps/inline-css), then gives it a CSP <meta> with the hashes of its own inline scripts, so the site works under a policy without 'unsafe-inline' or 'unsafe-eval'. The
// scripts pages run at start-up get a compile hint (lib/tools/build-steps/compile-hints).
const root = process.argv[2] ?? 'out';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

// Each language's pages get their share images' alt text in that language (lib/tools/build-steps/share-alt).
const englishAlts = readShareAlts('messages', DEFAULT_LOCALE);
const localAlts = Object.fromEntries(
  LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l, readShareAlts('messages', l)]),
);
const localeOf = (file: string) => path.relative(root, file).split(path.sep)[0] ?? '';
function withLocalAlt(file: string, text: string): string {
  const local = localAlts[localeOf(file)];
  return local ? localiseShareAlt(text, englishAlts, local) : text;
}
function payloadFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return payloadFiles(full);
    return name.endsWith('.txt') ? [full] : [];
  });
}
for (const locale of Object.keys(localAlts)) {
  const dir = path.join(root, locale);
  if (!existsSync(dir)) continue;
  for (const file of payloadFiles(dir)) writeFileSync(file, withLocalAlt(file, readFileSync(file, 'utf8')));
}

const files = htmlFiles(root);
const startup = new Set<string>();
const problems: string[] = [];
let stylesheetCopies = 0;
let atOnce = 0;
for (const file of files) {
  const rewrite = hydrateAfterPaint(withLocalAlt(file, readFileSync(file, 'utf8')));
  const problem = postExportProblem(rewrite.html);
  if (loadsAtOnce(rewrite.html)) atOnce += 1;
  if (problem) problems.push(`${file}: ${problem}`);
  const styled = withoutPayloadStylesheets(rewrite.html);
  stylesheetCopies += styled.removed;
  const html = withCspMeta(styled.html);
  writeFileSync(file, html);
  for (const src of loaderSources(html)) {
    const script = staticScriptPath(src);
    if (script) startup.add(script);
  }
}
if (problems.length > 0) {
  for (const line of problems.sort()) console.error(line);
  console.error(`${problems.length} page(s) not rewritten by the post-export step`);
  process.exit(1);
}
for (const script of startup) {
  const file = path.join(root, script);
  if (!existsSync(file))
    throw new Error(`${file}: a page loads this script at start-up but the export has no such file`);
  writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
}
// The chunk with Chart.js, fetched when the reader shows intent towards a chart (components/shared/LiveOnIntent.tsx).
const chunksDir = path.join(root, '_next', 'static', 'chunks');
const chartChunks = readdirSync(chunksDir).filter(
  (name) => name.endsWith('.js') && isChartLibraryChunk(readFileSync(path.join(chunksDir, name), 'utf8')),
);
if (chartChunks.length === 0) throw new Error(`${chunksDir}: no chunk carries Chart.js, so none gets its compile hint`);
for (const name of chartChunks) {
  const file = path.join(chunksDir, name);
  writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
}
console.log(
  `Scripts after first paint (at once on ${atOnce} language-choice pages) and CSP hashes written into ${files.length} HTML files under ${root}/, ${stylesheetCopies} payload copies of inlined stylesheets dropped; compile hints in ${startup.size} start-up scripts and ${chartChunks.length} Chart.js chunk(s)`,
);
