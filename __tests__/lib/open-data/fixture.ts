import type { GasData } from '@/lib/model/gas-data';
import type { LocalisedActivity } from '@/lib/model/activity';
import type { OpenDataInput } from '@/lib/open-data/datasets';

/** A gas file of three years with a gap (null) in the sector's second year. */
export const GAS: GasData = {
  id: 'co2eq',
  name: 'CO2 equivalent',
  unit: 'kt CO2 eq',
  years: [2022, 2023, 2024].map((year) => ({ year, isIncluded: true })),
  totals: { withoutLulucf: [12, 11, 10.25], withLulucf: [9, 8, 7] },
  bunkers: { total: [3, 3, 3], aviation: [1, 1, 1], navigation: [2, 2, 2] },
  sectors: [
    {
      id: 'energy',
      name: 'Energy',
      crf: '1',
      data: [10, null as unknown as number, 8],
      cats: [{ id: 'transport', name: 'Transport', crf: '1.A.3', data: [2, 2, 2], subCats: [] }],
    },
  ],
};

/** An activity file with a notation key, a gap written `-`, a CRF code in a name and a scenario. */
export const ACTIVITY: LocalisedActivity = {
  id: 'projections_wem',
  title: 'Road transport',
  type: 'barChart',
  unit: 'kt CO2 eq',
  nameHeader: 'Vehicle type',
  columns: ['2023', '2024'],
  years: [
    { idx: 0, year: 2023, isIncluded: true },
    { idx: 1, year: 2024, isIncluded: true },
  ],
  rows: [
    { name: 'Cars (1.A.3.b.i)', data: [5, 0], cells: [5, '-'] },
    { name: 'Buses', data: [0, 0], cells: ['NO', 1.5] },
  ],
  basis: 'kt CO2 eq with AR5 GWP100',
  source: 'Estonia. Basis: x',
  vintage: '2026 submission',
  licence: 'CC BY 4.0',
  sourceUrl: 'https://example.org/source',
};

const submission = {
  id: '2026',
  firstYear: 2022,
  lastYear: 2024,
  gwp: 'AR5 GWP100',
  gwpName: 'AR5 GWP100',
  source: 'UNFCCC',
  sourceUrl: 'https://example.org/unfccc',
  licence: 'UNFCCC data, reproduced with attribution',
  vintage: '2026 submission',
  levels: ['total', 'sector', 'cat'] as const,
};

/** A small input: one submission, one round of points (two years, WEM only), one activity file. */
export const INPUT: OpenDataInput = {
  locale: 'en',
  pointRounds: [],
  submissions: [{ info: { ...submission, levels: [...submission.levels] }, gases: [GAS] }],
  rounds: [
    {
      info: { ...submission, id: '2025', projectionsYear: 2030, measures: ['wem'], levels: ['total'] },
      scenarios: [
        {
          measure: 'wem',
          gases: [
            {
              ...GAS,
              years: [2030, 2035].map((year) => ({ year, isIncluded: true })),
              totals: { withoutLulucf: [9, 8] },
              sectors: [],
            },
          ],
        },
      ],
    },
  ],
  activities: [{ file: 'data/sectors/transport/projections_wem.yml', data: ACTIVITY }],
  targets: [],
};
