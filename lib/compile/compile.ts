/**
 * Validates a data set and compiles it into JSON documents per locale and
 * route (keys are paths under lib/compile/generated/). Pure: no file access.
 */
import { GAS_IDS } from '../model/gas';
import { CATEGORY_BY_ID, SECTOR_BY_ID, SUB_CATEGORY_BY_ID } from '../model/catalogue';
import { CATEGORY_NAMES, SECTOR_NAMES, SUB_CATEGORY_NAMES } from '../model/catalogue-names';
import { makeIssue } from '../model/issues';
import type { DataSet } from './read-data-dir';
import type { DataFile, GasData, GasFileData, GasListEntry, Issue, Measure, Sector } from '../model/types';
import { MEASURES } from '../model/types';
import { validateGasFile } from './validate-gas-file';
import { findKeyLine } from './yaml-source';
import { validateHeadlines } from './validate-headlines';
import { validateProportions } from './validate-proportions';
import { compileContext } from './compile-context';
import { localUnit } from '@/lib/format/unit';
import { LOCALES, type Locale } from '@/lib/model/locale';

export interface CompileOutput {
  issues: Issue[];
  /** Relative output path → JSON-serialisable document. */
  documents: Record<string, unknown>;
}

/** A sector with its, its categories' and sub-categories' names (one locale), CRF codes and colour from the catalogue. */
export function localiseSector(s: Sector, locale: Locale): Sector {
  const entry = SECTOR_BY_ID.get(s.id);
  return {
    ...s,
    name: SECTOR_NAMES.get(s.id)?.[locale] ?? s.id,
    crf: entry?.crf ?? '',
    colour: entry?.colour ?? 0,
    cats: s.cats.map((c) => ({
      ...c,
      name: CATEGORY_NAMES.get(c.id)?.[locale] ?? c.id,
      crf: CATEGORY_BY_ID.get(c.id)?.crf ?? '',
      subCats: c.subCats.map((sc) => ({
        ...sc,
        name: SUB_CATEGORY_NAMES.get(sc.id)?.[locale] ?? sc.id,
        crf: SUB_CATEGORY_BY_ID.get(sc.id)?.crf ?? '',
      })),
    })),
  };
}

/** A validated gas file with names resolved for one locale. */
export function localiseGasFile(data: GasFileData, locale: Locale): GasData {
  return {
    id: data.id,
    name: data.name[locale],
    unit: localUnit(data.unit, locale),
    years: data.years.map((year) => ({ year, isIncluded: true })),
    sectors: data.sectors.map((s) => localiseSector(s, locale)),
    ...(data.totals ? { totals: data.totals } : {}),
    ...(data.bunkers ? { bunkers: data.bunkers } : {}),
    ...(data.legendText
      ? {
          legendText: {
            withLulucf: data.legendText.withLulucf[locale],
            withoutLulucf: data.legendText.withoutLulucf[locale],
          },
        }
      : {}),
  };
}

/** Validates a folder's gas files; the file name must be `{id}.yml`. */
function compileGasFiles(files: readonly DataFile[], issues: Issue[]): GasFileData[] {
  const result: GasFileData[] = [];
  for (const f of files) {
    const checked = validateGasFile(f.text, f.file);
    if (!checked.ok) {
      issues.push(...checked.issues);
      continue;
    }
    const stem = f.file
      .split('/')
      .pop()
      ?.replace(/\.ya?ml$/, '');
    if (stem !== checked.value.id) {
      issues.push(
        makeIssue(
          f.file,
          findKeyLine(f.text, ['id']) ?? 1,
          'id',
          `Gas id ${checked.value.id} does not match the file name ${stem}`,
        ),
      );
      continue;
    }
    result.push(checked.value);
  }
  return result.sort((a, b) => GAS_IDS.indexOf(a.id) - GAS_IDS.indexOf(b.id));
}

function addGasDocuments(documents: Record<string, unknown>, prefix: string, gases: readonly GasFileData[]): void {
  for (const locale of LOCALES) {
    const list: GasListEntry[] = gases.map((g) => ({
      id: g.id,
      name: g.name[locale],
      unit: localUnit(g.unit, locale),
      hasTotals: Boolean(g.totals),
    }));
    documents[`${locale}/${prefix}/gases.json`] = list;
    for (const gas of gases) documents[`${locale}/${prefix}/${gas.id}.json`] = localiseGasFile(gas, locale);
  }
}

/** Validates every file of the data set; documents are complete only when issues is empty. */
export function compileData(data: DataSet): CompileOutput {
  const issues: Issue[] = [];
  const documents: Record<string, unknown> = {};
  addGasDocuments(documents, 'inventory', compileGasFiles(data.inventory, issues));
  for (const measure of MEASURES as readonly Measure[]) {
    addGasDocuments(documents, `projections/${measure}`, compileGasFiles(data.projections[measure], issues));
  }
  if (data.proportions) {
    const proportions = validateProportions(data.proportions.text, data.proportions.file);
    if (proportions.ok) documents['proportions.json'] = proportions.value;
    else issues.push(...proportions.issues);
  }
  const headlines = data.headlines ? validateHeadlines(data.headlines.text, data.headlines.file) : undefined;
  if (headlines && !headlines.ok) issues.push(...headlines.issues);
  documents['projections/headlines.json'] = headlines?.ok ? headlines.value : [];
  compileContext(data, documents, issues);
  return { issues, documents };
}
