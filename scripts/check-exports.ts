/**
 * Lists exported names of lib/ that nothing outside __tests__ imports (app, components, lib and
 * scripts count as users); exits non-zero when there is one. Part of npm run lint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findUnusedExports, type SourceText } from '@/lib/tools/unused-exports';

const ROOTS = ['app', 'components', 'lib', 'scripts'];
const SKIP = new Set(['node_modules', '__tests__', 'generated']);

/** Loaded by a framework through its path, not imported: next-intl's request config (next.config.ts). */
const ENTRY_POINTS = new Set(['lib/i18n/request.ts default']);

/**
 * Helpers exported only so that their unit tests can reach them. This list may only shrink: test
 * each through the function the site uses, un-export it, and remove it here.
 */
const TESTED_INTERNALS = new Set([
  'lib/markdown/align-to-class.ts alignCellsByClass',
  'lib/markdown/align-to-class.ts alignClass',
  'lib/tools/build-steps/validate-html.ts decodeEntities',
  'lib/tools/build-steps/validate-html.ts formatMessage',
  'lib/tools/build-steps/validate-html.ts readTitle',
  'lib/tools/build-steps/validate-html.ts repeatedParts',
  'lib/charts/svg/activity-geometry.ts splitAtGaps',
  'lib/views/series/drivers.ts WATERFALL_COLOURS',
  'lib/views/series/per-capita.ts splitMassUnit',
  'lib/views/drivers.ts driverYears',
  'lib/views/revisions.ts againstSubmission',
  'lib/charts/compare/compare-chart.ts valueRuns',
  'lib/charts/shown/overlays.ts eventMarks',
  'lib/charts/shown/overlays.ts progressSince',
  'lib/charts/shown/overlays.ts targetMarks',
  'lib/charts/compare/compare-view.ts AREA_COLOURS',
  'lib/charts/compare/compare-view.ts HomeRank',
  'lib/charts/compare/compare-view.ts indexed',
  'lib/compile/assemble/compile-context.ts ContextFiles',
  'lib/compile/validate/validate-targets.ts EventEntry',
  'lib/compile/validate/validate-targets.ts TargetEntry',
  'lib/model/targets.ts TARGET_QUANTITY_KINDS',
  'lib/model/targets.ts TargetQuantityKind',
  'lib/tools/bench/long-task-groups.ts isSiteTask',
  'lib/tools/test-tools.ts aptCommands',
  'lib/tools/test-tools.ts DEFAULT_NGINX_BIN',
  'lib/tools/test-tools.ts Host',
  'lib/tools/test-tools.ts ToolPlan',
  'lib/url-state/compare.ts COMPARE_PARAMS',
  'lib/analytics/page-views.ts AnalyticsEnv',
  'lib/analytics/select-tracker.ts isLocalHost',
  'lib/charts/colours/palette.ts withAlpha',
  'lib/charts/svg/preview-geometry.ts niceStep',
  'lib/charts/svg/preview-geometry.ts niceTicks',
  'lib/charts/chartjs/projection-divider.ts dividerX',
  'lib/views/series/mode.ts describeChange',
  'lib/views/series/mode.ts describeLargestShare',
  'lib/charts/shown/ticks.ts stepDecimals',
  'lib/compile/assemble/compile-gas-files.ts localiseSector',
  'lib/compile/validate/parse-activity-rows.ts parseCell',
  'lib/export/build-all-data-workbook.ts AllDataLabels',
  'lib/export/chart-image.ts layoutLegend',
  'lib/export/chart-image.ts wrapText',
  'lib/format/number.ts formatPercent',
  'lib/i18n/detect-locale.ts localeCookie',
  'lib/i18n/detect-locale.ts LocaleSources',
  'lib/i18n/detect-locale.ts matchLocale',
  'lib/i18n/detect-locale.ts readCookie',
  'lib/i18n/island-messages.ts ISLAND_NAMESPACES',
  'lib/i18n/locale-url.ts dropLocaleParam',
  'lib/i18n/locale-url.ts stripBasePath',
  'lib/i18n/message-parity.ts placeholders',
  'lib/i18n/route-params.ts narrowLocale',
  'lib/i18n/translate.ts fillPlaceholders',
  'lib/i18n/translate.ts lookUpMessage',
  'lib/i18n/unprefixed-routes.ts UNPREFIXED_SECTIONS',
  'lib/model/gas-data.ts Bunkers',
  'lib/model/gas-data.ts Totals',
  'lib/model/gas-data.ts Year',
  'lib/seo/site-url.ts siteOrigin',
  'lib/site/brand-mark.ts markSvg',
  'lib/tools/bench/compile-hints.ts exportWithoutCompileHints',
  'lib/tools/bench/compile-hints.ts withoutCompileHint',
  'lib/tools/build-steps/csp.ts headerPolicy',
  'lib/tools/build-steps/csp.ts inlineScriptHashes',
  'lib/tools/build-steps/csp.ts metaPolicy',
  'lib/tools/build-steps/hydrate-after-paint.ts FALLBACK_MS',
  'lib/tools/build-steps/hydrate-after-paint.ts hasFrameworkScripts',
  'lib/tools/build-steps/hydrate-after-paint.ts LOADER_MARK',
  'lib/url-state/base-path.ts joinBasePath',
  'lib/views/page-state.ts allYearsIncluded',
  // The importers' steps, tested on small fixtures one by one (the npm scripts run them end to end).
  'lib/import/activity/land-use.ts LAND_CATEGORIES',
  'lib/import/compare.ts readPopulation',
  'lib/import/compare.ts readSectorTotals',
  'lib/import/economic/read-gdp.ts readCsvRecords',
  'lib/import/inventory/inventory.ts buildInventoryDraft',
  'lib/import/inventory/primap2.ts splitEntity',
  'lib/import/inventory/primap2.ts unitFactor',
  'lib/import/inventory/proportions.ts computeProportions',
  'lib/import/projections/eea-projections.ts buildProjectionFiles',
  'lib/import/projections/eea-projections.ts buildProjectionFilesFromRows',
  'lib/import/projections/eea-rows.ts eeaValue',
  'lib/import/projections/eea-rows.ts mapEeaCategory',
  'lib/import/write-gas-yaml.ts formatGasRow',
  'lib/import/projections/eea-rows.ts eeaScope',
  'lib/import/projections/eea-rows.ts mapEeaGas',
]);

function sourcesUnder(dir: string): SourceText[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [{ file, text: readFileSync(file, 'utf8') }] : [];
  });
}

const found = findUnusedExports(ROOTS.flatMap(sourcesUnder)).map(({ file, name }) => `${file} ${name}`);
const unused = found.filter((entry) => !ENTRY_POINTS.has(entry) && !TESTED_INTERNALS.has(entry));
const stale = [...TESTED_INTERNALS].filter((entry) => !found.includes(entry));
for (const entry of unused) console.error(`${entry}  exported, but imported only by tests or by nobody`);
for (const entry of stale) console.error(`${entry}  is used now (or gone): remove it from TESTED_INTERNALS`);
if (unused.length > 0 || stale.length > 0) process.exit(1);
