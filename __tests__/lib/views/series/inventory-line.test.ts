import { buildView } from '@/lib/charts/shown/datasets';
import { inventoryLine, withInventoryLine } from '@/lib/views/series/inventory-line';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `rest of ${n}` };
/** A round: its inventory years 2000 and 2018, then 2030 projected. */
const projection = makeGas({
  years: [2000, 2018, 2030].map((year) => ({ year, isIncluded: true })),
  totals: { withLulucf: [79, 75, 35], withoutLulucf: [90, 72, 42] },
});
/** The newest inventory: 1990, 2000, 2018 (totals without LULUCF 120, 90, 70). */
const inventory = makeGas();

test('the inventory total over the chart years, no point where the inventory has no year', () => {
  const view = buildView(projection, DEFAULT_FILTERS, [], opts);
  const line = inventoryLine(view, inventory, 'Inventory, 2026 submission')!;
  expect(line.id).toBe('inventory-latest');
  expect(line.kind).toBe('line');
  expect(line.data.slice(0, 2)).toEqual([90, 70]);
  expect(line.data[2]).toBeNaN();
  // Its own series: the projection's totals are untouched.
  const drawn = withInventoryLine(view, line);
  expect(drawn.series.map((s) => s.id)).toEqual(['total-withoutLulucf', 'total-withLulucf', 'inventory-latest']);
  expect(drawn.series[0]!.data).toEqual([90, 72, 42]);
});

test('no line on a view without the national total or in another unit', () => {
  const cats = buildView(projection, { ...DEFAULT_FILTERS, level: 'cat' }, [], opts);
  expect(inventoryLine(cats, inventory, 'x')).toBeUndefined();
  const view = buildView(projection, DEFAULT_FILTERS, [], opts);
  expect(inventoryLine({ ...view, unit: '%' }, inventory, 'x')).toBeUndefined();
  expect(withInventoryLine(cats, undefined)).toBe(cats);
});

test('no line when the inventory covers none of the chart years', () => {
  const late = buildView(
    makeGas({ years: [2030, 2035, 2040].map((year) => ({ year, isIncluded: true })) }),
    DEFAULT_FILTERS,
    [],
    opts,
  );
  expect(inventoryLine(late, inventory, 'x')).toBeUndefined();
});
