/**
 * The projections chart: a projection round's own series (its inventory years, then its projected
 * years), and the newest inventory's total drawn on the same chart as a line of its own, on its own
 * basis, never joined to the projection (SPEC §2: two labelled groups; the brief: different bases are
 * never one series).
 */
import type { ChartView, Series } from '@/lib/charts/shown/datasets';
import type { GasData } from '@/lib/model/gas-data';

/** Id of the newest inventory's line on a projections chart. */
const INVENTORY_LINE = 'inventory-latest';
const INVENTORY_LINE_COLOUR = '#c2185b';

/**
 * The newest inventory's total without LULUCF over the chart's years, to draw beside the projection:
 * NaN (no point) in the years the inventory does not cover. Only on a view in the inventory's unit
 * that shows the national total without LULUCF; undefined otherwise.
 */
export function inventoryLine(view: ChartView, inventory: GasData, label: string): Series | undefined {
  const total = inventory.totals?.withoutLulucf;
  if (!total || inventory.unit !== view.unit || !view.series.some((s) => s.id === 'total-withoutLulucf'))
    return undefined;
  const years = inventory.years.map((y) => y.year);
  const data = view.years.map((y) => {
    const i = years.indexOf(y);
    return i < 0 ? Number.NaN : (total[i] ?? Number.NaN);
  });
  if (!data.some(Number.isFinite)) return undefined;
  return { id: INVENTORY_LINE, kind: 'line', label, colour: INVENTORY_LINE_COLOUR, data };
}

/** The view with the inventory's line added (the view itself when there is none). */
export function withInventoryLine(view: ChartView, line: Series | undefined): ChartView {
  return line ? { ...view, series: [...view.series, line] } : view;
}
