/**
 * The effort-sharing headline of the real ETS/ESR projection file, in en, et and ru (audit L3: the
 * Russian page had none, as its WEM row is "Прогноз WEM"). Expected: WEM 2030 5 076.276 kt
 * (estonia_eea_ghg_projections_2025_esr_totals.csv) against 6 196 136 t × 0.76 = 4 709.063 kt.
 */
import { esrHeadline } from '@/lib/charts/shown/esr-headline';
import { itemParts, loadTabbedItem } from '@/lib/compile/load/load-tabbed';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';

withCompiledData();

test.each(['en', 'et', 'ru'] as const)('the 2030 WEM projection against the limit (%s)', (locale) => {
  const { activity } = itemParts(
    loadTabbedItem('projections', locale, 'ets_esr', 'total_projections'),
    'total_projections',
  );
  const h = esrHeadline(activity)!;
  expect(h.year).toBe(2030);
  expect(h.wem).toBeCloseTo(5076.276, 3);
  expect(h.limit).toBeCloseTo(4709.063, 3);
  expect(Math.round(h.gap)).toBe(367);
});
