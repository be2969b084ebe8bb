import { SECTOR_BY_ID } from '@/lib/model/catalogue';
import type { ProportionData } from '@/lib/model/types';
import { colourAt } from './palette';
import type { Locale } from '@/lib/model/locale';

export interface PieSector {
  id: string;
  name: string;
  colour: string;
  /** Percent of the total without LULUCF, one per year. */
  shares: number[];
}
export interface PieTotals {
  withoutLulucf: (number | null)[];
  withLulucf: (number | null)[];
  withoutLabel: string;
  withLabel: string;
  unit: string;
}
export interface PieData {
  years: number[];
  sectors: PieSector[];
  totals?: PieTotals;
}
export interface TotalsSource {
  years: number[];
  withoutLulucf: number[];
  withLulucf: number[];
  withoutLabel: string;
  withLabel: string;
  unit: string;
}

/**
 * Pie slices per year from the proportion data (SPEC §3): names and colours from the catalogue,
 * years from startYear and numYears, and the two totals aligned to those years when given.
 */
export function buildPieData(p: ProportionData, locale: Locale, totals?: TotalsSource): PieData {
  const years = Array.from({ length: p.numYears }, (_, i) => p.startYear + i);
  const sectors = Object.entries(p.sectors).map(([id, shares]) => {
    const entry = SECTOR_BY_ID.get(id);
    if (!entry) throw new Error(`Invalid sector id ${id} in the proportion data`);
    return { id, name: entry.name[locale], colour: colourAt(entry.colour), shares };
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

/** The table behind the pie, for the XLSX export and the screen-reader table: header, then one row per year. */
export function pieTableRows(data: PieData, yearLabel: string): (string | number | null)[][] {
  const header: string[] = [yearLabel, ...data.sectors.map((s) => `${s.name} (%)`)];
  if (data.totals) header.push(`${data.totals.withoutLabel} (${data.totals.unit})`, `${data.totals.withLabel} (${data.totals.unit})`);
  const rows = data.years.map((year, i) => {
    const row: (string | number | null)[] = [year, ...data.sectors.map((s) => s.shares[i] ?? null)];
    if (data.totals) row.push(data.totals.withoutLulucf[i] ?? null, data.totals.withLulucf[i] ?? null);
    return row;
  });
  return [header, ...rows];
}
