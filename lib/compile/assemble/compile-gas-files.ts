/**
 * The gas files of one submission or round: validated (the file name is the gas id), localised with
 * the catalogue's names, and written as each locale's gas list and per-gas core and categories files.
 */
import { GAS_IDS } from '@/lib/model/gas';
import { CATEGORY_BY_ID, SECTOR_BY_ID, SUB_CATEGORY_BY_ID } from '@/lib/model/catalogue';
import { categoryNames, SECTOR_NAMES, SUB_CATEGORY_NAMES } from '@/lib/model/catalogue-names';
import { makeIssue, type Issue } from '@/lib/model/issues';
import type { DataFile } from '@/lib/model/data-file';
import type { GasData, GasFileData, GasListEntry, Sector } from '@/lib/model/gas-data';
import { compiledGasListPath, compiledGasPath, splitGasData, type GasSource } from '@/lib/model/gas-file';
import { validateGasFile, type GasFileKind } from '@/lib/compile/validate/validate-gas-file';
import { findKeyLine } from '@/lib/compile/read/yaml-source';
import { localUnit } from '@/lib/format/unit';
import { LOCALES, type Locale } from '@/lib/model/locale';
import { shownText } from '@/lib/format/typeset';

/**
 * A sector with its, its categories' and sub-categories' names (one locale), CRF codes and colour
 * from the catalogue; `projection`: a projection round's names where they differ.
 */
export function localiseSector(s: Sector, locale: Locale, projection = false): Sector {
  const entry = SECTOR_BY_ID.get(s.id);
  return {
    ...s,
    name: SECTOR_NAMES.get(s.id)?.[locale] ?? s.id,
    crf: entry?.crf ?? '',
    colour: entry?.colour ?? 0,
    cats: s.cats.map((c) => ({
      ...c,
      name: categoryNames(c.id, projection)?.[locale] ?? c.id,
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
function localiseGasFile(data: GasFileData, locale: Locale): GasData {
  return {
    id: data.id,
    name: shownText(data.name, locale),
    unit: localUnit(data.unit, locale),
    years: data.years.map((year) => ({ year, isIncluded: true })),
    sectors: data.sectors.map((s) => localiseSector(s, locale, Boolean(data.projection))),
    ...(data.totals ? { totals: data.totals } : {}),
    ...(data.bunkers ? { bunkers: data.bunkers } : {}),
    ...(data.legendText
      ? {
          legendText: {
            ...(data.legendText.withLulucf ? { withLulucf: shownText(data.legendText.withLulucf, locale) } : {}),
            withoutLulucf: shownText(data.legendText.withoutLulucf, locale),
          },
        }
      : {}),
    ...(data.projection ? { projectionsYear: data.projection.projectionsYear } : {}),
  };
}

/** Validates a folder's gas files; the file name must be `{id}.yml`. Inventory files must carry their submission. */
export function compileGasFiles(files: readonly DataFile[], issues: Issue[], kind?: GasFileKind): GasFileData[] {
  const result: GasFileData[] = [];
  for (const f of files) {
    const checked = validateGasFile(f.text, f.file, kind);
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

/** A source's list of gases and, per gas, its core and categories files, in every locale. */
export function addGasDocuments(
  documents: Record<string, unknown>,
  source: GasSource,
  gases: readonly GasFileData[],
): void {
  for (const locale of LOCALES) {
    const list: GasListEntry[] = gases.map((g) => ({
      id: g.id,
      name: shownText(g.name, locale),
      unit: localUnit(g.unit, locale),
      hasTotals: Boolean(g.totals),
    }));
    documents[compiledGasListPath(locale, source)] = list;
    for (const gas of gases) {
      const { core, categories } = splitGasData(localiseGasFile(gas, locale));
      documents[compiledGasPath(locale, source, gas.id, 'core')] = core;
      documents[compiledGasPath(locale, source, gas.id, 'categories')] = categories;
    }
  }
}
