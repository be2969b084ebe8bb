import { localiseSector } from '@/lib/compile/assemble/compile-gas-files';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/gas-data';

/**
 * A small hand-made gas (three years) for chart tests; values chosen so sums are easy to check.
 * Its sectors go through the compiler's step that writes names (of `locale`), CRF codes and colours,
 * as in the JSON the browser loads.
 */
export function makeGas(overrides: Partial<GasData> = {}, locale: Locale = 'en'): GasData {
  const gas: GasData = {
    id: 'co2eq',
    name: 'CO2 equivalent (all gases)',
    unit: 'kt CO2 eq',
    years: [1990, 2000, 2018].map((year) => ({ year, isIncluded: true })),
    sectors: [
      {
        id: 'energy',
        data: [100, 80, 60],
        cats: [
          {
            id: 'energy-ind',
            data: [70, 50, 40],
            subCats: [
              { id: 'public-el-heat', data: [60, 45, 30] },
              { id: 'shale-oil', data: [5, 5, 5] },
            ],
          },
          { id: 'oil', data: [30, 30, 20], subCats: [] },
        ],
      },
      { id: 'agri', data: [20, 10, 10], cats: [{ id: 'enteric', data: [20, 10, 10], subCats: [] }] },
      { id: 'lulucf', data: [-30, -10, 5], cats: [{ id: 'forest', data: [-30, -10, 5], subCats: [] }] },
    ],
    totals: { withLulucf: [90, 80, 75], withoutLulucf: [120, 90, 70] },
    legendText: { withLulucf: 'Total with LULUCF', withoutLulucf: 'Total without LULUCF' },
    ...overrides,
  };
  return { ...gas, sectors: gas.sectors.map((s) => localiseSector(s, locale)) };
}
