/** The open-data files of the comparison with the neighbours and of the targets. */
import type { CompareData } from '@/lib/model/compare';
import type { Locale } from '@/lib/model/locale';
import type { Target } from '@/lib/model/targets';
import type { DatasetSource, OpenDataset } from '@/lib/open-data/datasets';
import { compareEmissionRows, comparePopulationRows, TARGET_FIELDS, targetRows } from '@/lib/open-data/other-rows';
import { csvText, tidyCsv, tidySchema } from '@/lib/open-data/tidy';

/** Emissions by area and sector, and population by area; none without the comparison's files. */
export function compareDatasets(data: CompareData | undefined): OpenDataset[] {
  if (!data) return [];
  const note = (n: CompareData['emissionsNote']): DatasetSource => ({
    title: n.source,
    url: n.url,
    vintage: n.vintage,
    licence: n.licence,
    basis: n.basis,
  });
  return [
    {
      name: 'compare-emissions',
      path: 'compare/emissions.csv',
      aliases: [],
      kind: 'compare',
      title: 'Emissions of Estonia, its neighbours and the EU27 by IPCC sector',
      description: `Emissions and removals by area (ISO 3166-1 alpha-3; EU27) and IPCC sector, kt CO2 eq. Basis: ${data.emissionsNote.basis}`,
      source: note(data.emissionsNote),
      schema: tidySchema(),
      csv: tidyCsv(compareEmissionRows(data, 'compare-emissions', 'kt CO2 eq')),
    },
    {
      name: 'compare-population',
      path: 'compare/population.csv',
      aliases: [],
      kind: 'compare',
      title: 'Population of Estonia, its neighbours and the EU27',
      description: `Mid-year population by area, persons. Basis: ${data.populationNote.basis}`,
      source: note(data.populationNote),
      schema: tidySchema(),
      csv: tidyCsv(comparePopulationRows(data, 'compare-population')),
    },
  ];
}

/** How the targets' figures are published and may be used, in each language. */
const TARGET_WORDS = {
  en: {
    asPublished: 'as published',
    licence:
      'Facts of public law and policy; the quoted sentences are short citations, attributed (each row names its source)',
  },
  et: {
    asPublished: 'avaldatud kujul',
    licence:
      'Avaliku õiguse ja poliitika faktid; tsiteeritud laused on lühikesed viidatud tsitaadid (iga rida nimetab oma allika)',
  },
  ru: {
    asPublished: 'в опубликованном виде',
    licence:
      'факты публичного права и политики; приведённые фразы — короткие цитаты со ссылкой на источник (в каждой строке указан её источник)',
  },
} as const;

/** The targets, one a row with columns of their own; none without data/targets.yml. */
export function targetDatasets(targets: readonly Target[], locale: Locale): OpenDataset[] {
  if (targets.length === 0) return [];
  const first = targets[0]!.source;
  return [
    {
      name: 'targets',
      path: 'targets.csv',
      aliases: [],
      kind: 'targets',
      title: "Estonia's published greenhouse gas targets",
      description:
        'Each target with its year, quantity, basis (LULUCF, scope), status and the document that states it.',
      source: {
        title: first.title,
        url: first.url,
        vintage: `${TARGET_WORDS[locale].asPublished} (${targets.map((t) => t.source.published).join(', ')})`,
        licence: TARGET_WORDS[locale].licence,
      },
      schema: {
        fields: TARGET_FIELDS.map(([name, type, description]) => ({ name, type, description })),
        missingValues: [''],
      },
      csv: csvText(
        TARGET_FIELDS.map(([name]) => name),
        targetRows(targets),
      ),
    },
  ];
}
