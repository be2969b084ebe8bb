interface PieSector {
  id: string;
  name: string;
  colour: string;
  /** Percent of the total without LULUCF, one per year. */
  shares: number[];
}
interface PieTotals {
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

/** The table behind the pie, for the XLSX export and the screen-reader table: header, then one row per year. */
export function pieTableRows(data: PieData, yearLabel: string): (string | number | null)[][] {
  const header: string[] = [yearLabel, ...data.sectors.map((s) => `${s.name} (%)`)];
  if (data.totals)
    header.push(`${data.totals.withoutLabel} (${data.totals.unit})`, `${data.totals.withLabel} (${data.totals.unit})`);
  const rows = data.years.map((year, i) => {
    const row: (string | number | null)[] = [year, ...data.sectors.map((s) => s.shares[i] ?? null)];
    if (data.totals) row.push(data.totals.withoutLulucf[i] ?? null, data.totals.withLulucf[i] ?? null);
    return row;
  });
  return [header, ...rows];
}
