/**
 * Build time: the pie data of a page from the proportion data and the catalogue (names of the
 * page's locale). The client islands get the result and import only the types of pie-data.ts.
 */
import { SECTOR_BY_ID } from '@/lib/model/catalogue';
import { SECTOR_NAMES } from '@/lib/model/catalogue-names';
import type { Locale } from '@/lib/model/locale';
import type { ProportionData } from '@/lib/model/proportions';
import { colourAt } from '@/lib/charts/colours/palette';
import type { PieData, TotalsSource } from '@/lib/charts/shown/pie-data';

/**
 * Pie slices per year from the proportion data (SPEC §3): names and colours from the catalogue,
 * years from startYear and numYears, and the two totals aligned to those years when given.
 */
export function buildPieData(p: ProportionData, locale: Locale, totals?: TotalsSource): PieData {
  const years = Array.from({ length: p.numYears }, (_, i) => p.startYear + i);
  const sectors = Object.entries(p.sectors).map(([id, shares]) => {
    const entry = SECTOR_BY_ID.get(id);
    const names = SECTOR_NAMES.get(id);
    if (!entry || !names) throw new Error(`Invalid sector id ${id} in the proportion data`);
    return { id, name: names[locale], colour: colourAt(entry.colour), shares };
  });
  const out: PieData = { years, sectors };
  if (totals) {
    const at = (series: number[]) => years.map((y) => series[totals.years.indexOf(y)] ?? null);
    out.totals = {
      withoutLulucf: at(totals.withoutLulucf),
      withLulucf: at(totals.withLulucf),
      withoutLabel: totals.withoutLabel,
      withLabel: totals.withLabel,
      unit: totals.unit,
    };
  }
  return out;
}
