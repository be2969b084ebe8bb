/**
 * Validates a data set and compiles it into JSON documents per locale and
 * route (keys are paths under lib/compile/generated/). Each gas is two documents named by
 * compiledGasPath: the core and the categories file the chart islands fetch. Pure: no file access.
 */
import { makeIssue, type Issue } from '@/lib/model/issues';
import type { DataSet } from '@/lib/compile/read/read-data-dir';
import type { DataFile } from '@/lib/model/data-file';
import type { GasFileData, GasFileSource } from '@/lib/model/gas-data';
import { type Level, type Measure, LEVELS, MEASURES } from '@/lib/model/dimensions';
import { submissionsPath, type SubmissionInfo } from '@/lib/model/submission';
import { PROPORTIONS_PATH } from '@/lib/model/proportions';
import { HEADLINES_PATH } from '@/lib/model/headline-terms';
import { gwpName } from '@/lib/model/gwp';
import { projectionRoundsPath, type ProjectionRoundInfo } from '@/lib/model/projection-round';
import { FILE_LINE, findKeyLine } from '@/lib/compile/read/yaml-source';
import { compilePointRounds } from '@/lib/compile/assemble/compile-points';
import { addGasDocuments, compileGasFiles } from '@/lib/compile/assemble/compile-gas-files';
import { validateHeadlines } from '@/lib/compile/validate/validate-headlines';
import { validateProportions } from '@/lib/compile/validate/validate-proportions';
import { compileContext } from '@/lib/compile/assemble/compile-context';
import { LOCALES, type Locale } from '@/lib/model/locale';
import { shownText } from '@/lib/format/typeset';

export interface CompileOutput {
  issues: Issue[];
  /** Relative output path → JSON-serialisable document. */
  documents: Record<string, unknown>;
}

const LOOSE_INVENTORY_FILE = 'Inventory gas files belong in a submission folder: data/past/<submission>/<gas>.yml';
const LOOSE_PROJECTION_FILE =
  'Projection gas files belong in a round folder: data/prognosis/<round>/<wem|wam>/<gas>.yml';

/** Issues where a gas file's field differs from the first file of its folder (same submission or round). */
function checkAgainstFirst(
  gas: GasFileData,
  first: GasFileData,
  file: DataFile | undefined,
  name: string,
  what: string,
  issues: Issue[],
): void {
  const where = (key: string) => (file ? (findKeyLine(file.text, [key]) ?? FILE_LINE) : FILE_LINE);
  const fields = (g: GasFileData) => ({
    gwp: (g.meta ?? g.projection)?.gwp,
    licence: JSON.stringify((g.meta ?? g.projection)?.licence),
    sourceUrl: (g.meta ?? g.projection)?.sourceUrl,
    years: g.years.join(),
    projectionsYear: g.projection?.projectionsYear,
  });
  const [a, b] = [fields(gas), fields(first)];
  const yaml = {
    gwp: 'gwp',
    licence: 'licence',
    sourceUrl: 'source_url',
    years: 'years',
    projectionsYear: 'projections_year',
  };
  for (const key of Object.keys(yaml) as (keyof typeof yaml)[])
    if (a[key] !== b[key])
      issues.push(
        makeIssue(name, where(yaml[key]), key, `Field ${key} differs from ${first.id}.yml of the same ${what}`),
      );
}

/** Each submission folder's gas files, checked to agree with the folder and with each other. */
function compileSubmissions(folders: Record<string, DataFile[]>, issues: Issue[]) {
  const result: { id: string; gases: GasFileData[]; info: (locale: Locale) => SubmissionInfo }[] = [];
  for (const [id, files] of Object.entries(folders)) {
    const before = issues.length;
    const gases = compileGasFiles(files, issues, 'inventory');
    const first = gases[0];
    for (const gas of gases) {
      const file = fileOf(files, gas);
      const name = file?.file ?? `data/past/${id}/${gas.id}.yml`;
      checkFolder(gas.meta?.submission, id, 'submission', name, file, issues);
      if (first && gas !== first) checkAgainstFirst(gas, first, file, name, 'submission', issues);
    }
    if (issues.length > before || !first?.meta) continue;
    const meta = first.meta;
    const levels = submissionLevels(gases);
    result.push({
      id,
      gases,
      info: (locale) => ({
        id,
        firstYear: first.years[0] ?? meta.submission,
        lastYear: first.years[first.years.length - 1] ?? meta.submission,
        ...sourceFields(meta, locale),
        levels,
      }),
    });
  }
  return result;
}

/** A gas file whose `submission` or `round` is not the folder it is in. */
function checkFolder(
  value: number | undefined,
  id: string,
  key: 'submission' | 'round',
  name: string,
  file: DataFile | undefined,
  issues: Issue[],
) {
  if (value === undefined || String(value) === id) return;
  const line = file ? (findKeyLine(file.text, [key]) ?? FILE_LINE) : FILE_LINE;
  issues.push(makeIssue(name, line, key, `Field ${key} is ${value}, but the file is in the folder ${id}`));
}

const fileOf = (files: readonly DataFile[], gas: GasFileData) =>
  files.find((f) => f.file.endsWith(`/${gas.id}.yml`) || f.file.endsWith(`/${gas.id}.yaml`));

/** Each round folder's gas files (both scenarios), checked to agree with the folder and with each other. */
function compileRounds(folders: Record<string, Record<Measure, DataFile[]>>, issues: Issue[]) {
  const result: {
    id: string;
    gases: Record<Measure, GasFileData[]>;
    info: (locale: Locale) => ProjectionRoundInfo;
  }[] = [];
  for (const [id, byMeasure] of Object.entries(folders)) {
    const before = issues.length;
    const gases = Object.fromEntries(
      MEASURES.map((m) => [m, compileGasFiles(byMeasure[m], issues, 'projection')]),
    ) as Record<Measure, GasFileData[]>;
    const all = MEASURES.flatMap((m) => gases[m].map((gas) => ({ gas, file: fileOf(byMeasure[m], gas) })));
    const first = all[0]?.gas;
    for (const { gas, file } of all) {
      const name = file?.file ?? `data/prognosis/${id}/${gas.id}.yml`;
      checkFolder(gas.projection?.round, id, 'round', name, file, issues);
      if (first && gas !== first) checkAgainstFirst(gas, first, file, name, 'round', issues);
    }
    const meta = first?.projection;
    if (issues.length > before || !first || !meta) continue;
    const levels = submissionLevels(all.map((g) => g.gas));
    const measures = MEASURES.filter((m) => gases[m].length > 0);
    result.push({
      id,
      gases,
      info: (locale) => ({
        id,
        firstYear: first.years[0] ?? meta.projectionsYear,
        lastYear: first.years[first.years.length - 1] ?? meta.projectionsYear,
        projectionsYear: meta.projectionsYear,
        ...sourceFields(meta, locale),
        measures,
        levels,
      }),
    });
  }
  return result.sort((a, b) => Number(b.id) - Number(a.id));
}

/** Where a submission's or round's figures come from, in a locale. */
function sourceFields(meta: GasFileSource, locale: Locale) {
  return {
    gwp: meta.gwp,
    gwpName: gwpName(meta.gwp, locale),
    source: shownText(meta.source, locale),
    sourceUrl: meta.sourceUrl,
    licence: shownText(meta.licence, locale),
    vintage: shownText(meta.vintage, locale),
  };
}

/** The levels of detail a submission's gas files have data for. */
function submissionLevels(gases: readonly GasFileData[]): Level[] {
  const hasCats = gases.some((g) => g.sectors.some((s) => s.cats.length > 0));
  const hasSubCats = gases.some((g) => g.sectors.some((s) => s.cats.some((c) => c.subCats.length > 0)));
  return LEVELS.filter((l) => (l === 'cat' ? hasCats : l === 'subCat' ? hasSubCats : true));
}

/** Validates every file of the data set; documents are complete only when issues is empty. */
export function compileData(data: DataSet): CompileOutput {
  const issues: Issue[] = [];
  const documents: Record<string, unknown> = {};
  for (const f of data.looseInventory ?? []) issues.push(makeIssue(f.file, FILE_LINE, 'file', LOOSE_INVENTORY_FILE));
  const submissions = compileSubmissions(data.inventory, issues);
  for (const { id, gases } of submissions) {
    addGasDocuments(documents, { period: 'inventory', submission: id }, gases);
  }
  for (const locale of LOCALES) {
    documents[submissionsPath(locale)] = submissions
      .map((s) => s.info(locale))
      .sort((a, b) => Number(b.id) - Number(a.id));
  }
  for (const f of data.looseProjections ?? []) issues.push(makeIssue(f.file, FILE_LINE, 'file', LOOSE_PROJECTION_FILE));
  const rounds = compileRounds(data.projections, issues);
  for (const { id, gases } of rounds)
    for (const measure of MEASURES)
      addGasDocuments(documents, { period: 'projections', measure, round: id }, gases[measure]);
  // The newest round is also the default, under the round-less names (no rounds: empty lists).
  for (const measure of MEASURES)
    addGasDocuments(documents, { period: 'projections', measure }, rounds[0]?.gases[measure] ?? []);
  for (const locale of LOCALES) documents[projectionRoundsPath(locale)] = rounds.map((r) => r.info(locale));
  compilePointRounds(data.projectionPoints ?? [], Object.keys(data.inventory), documents, issues);
  if (data.proportions) {
    const proportions = validateProportions(data.proportions.text, data.proportions.file);
    if (proportions.ok) documents[PROPORTIONS_PATH] = proportions.value;
    else issues.push(...proportions.issues);
  }
  const headlines = data.headlines ? validateHeadlines(data.headlines.text, data.headlines.file) : undefined;
  if (headlines && !headlines.ok) issues.push(...headlines.issues);
  documents[HEADLINES_PATH] = headlines?.ok ? headlines.value : [];
  compileContext(data, documents, issues);
  return { issues, documents };
}
