/**
 * Tidy rows of the comparison with the neighbours (emissions by area and IPCC sector, population by
 * area) and the rows of the targets file, which has columns of its own.
 */
import { AREAS, COMPARE_SECTORS, type CompareData, type CompareSector } from '@/lib/model/compare';
import type { Target } from '@/lib/model/targets';
import { gwpNamedIn, type TidyRow } from '@/lib/open-data/tidy';

/** The CRT sector codes and English names of the comparison's sectors. */
const COMPARE_SECTOR_NAMES: Record<CompareSector, [string, string]> = {
  energy: ['1', 'Energy'],
  ippu: ['2', 'Industrial processes and product use'],
  agriculture: ['3', 'Agriculture'],
  lulucf: ['4', 'Land use, land-use change and forestry'],
  waste: ['5', 'Waste'],
  other: ['6', 'Other'],
};

/** Emissions by area, sector and year (kt CO2 eq); a year without a figure has no row. */
export function compareEmissionRows(data: CompareData, dataset: string, unit: string): TidyRow[] {
  const gwp = gwpNamedIn([data.emissionsNote.basis, data.emissionsNote.vintage]);
  return data.areas.flatMap(({ id }) =>
    COMPARE_SECTORS.flatMap((sector) =>
      data.years.flatMap((year, i) => {
        const value = data.emissions[id]?.[sector]?.[i];
        if (typeof value !== 'number') return [];
        const [code, name] = COMPARE_SECTOR_NAMES[sector];
        return [
          {
            dataset,
            submissionOrRound: '',
            area: AREAS[id].emissionsCode,
            scenario: '',
            gas: 'co2eq',
            level: 'sector',
            categoryCode: code,
            categoryName: name,
            year,
            value,
            unit,
            gwp,
            notationKey: '',
          },
        ];
      }),
    ),
  );
}

/** Mid-year population by area and year (persons). */
export function comparePopulationRows(data: CompareData, dataset: string): TidyRow[] {
  return data.areas.flatMap(({ id }) =>
    data.years.flatMap((year, i) => {
      const value = data.population[id]?.[i];
      if (typeof value !== 'number') return [];
      return [
        {
          dataset,
          submissionOrRound: '',
          area: AREAS[id].emissionsCode,
          scenario: '',
          gas: '',
          level: 'total',
          categoryCode: '',
          categoryName: 'Population (mid-year)',
          year,
          value,
          unit: 'persons',
          gwp: '',
          notationKey: '',
        },
      ];
    }),
  );
}

/** Columns of the targets file. */
export const TARGET_FIELDS = [
  ['id', 'string', 'Identifier of the target'],
  ['year', 'year', 'Year the target is for'],
  ['kind', 'string', 'change (a percentage against a base year), level (kt CO2 eq) or neutrality'],
  ['percent', 'number', 'Change against the base year, % (kind change)'],
  ['base_year', 'year', 'Base year of a change'],
  ['level_kt_co2_eq', 'number', 'Emission level, kt CO2 eq (kind level)'],
  ['lulucf', 'string', 'with, without or unstated: whether the target counts LULUCF'],
  ['scope', 'string', 'national-total or effort-sharing'],
  ['status', 'string', 'adopted, or draft (a bill or proposal that is not law)'],
  ['text', 'string', 'The target in one sentence, in English'],
  ['source_title', 'string', 'Title of the document that states the target'],
  ['source_url', 'string', 'Address of that document'],
  ['published', 'string', 'Month or day of its publication'],
] as const;

/** One row per target, in the order of TARGET_FIELDS. */
export function targetRows(targets: readonly Target[]): (string | number | null)[][] {
  return targets.map((t) => {
    const q = t.quantity;
    return [
      t.id,
      t.year,
      q.kind,
      q.kind === 'change' ? q.percent : null,
      q.kind === 'change' ? q.baseYear : null,
      q.kind === 'level' ? q.kt : null,
      t.basis.lulucf,
      t.basis.scope,
      t.status,
      t.text,
      t.source.title,
      t.source.url,
      t.source.published,
    ];
  });
}
