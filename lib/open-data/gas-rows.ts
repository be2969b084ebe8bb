/**
 * Tidy rows of the gas files of one inventory submission or one projection scenario: the totals,
 * the memo items (international bunkers), then every sector, category and sub-category, each year a
 * row. A year the source gives no number for has no row (the data files keep no notation key for it).
 */
import type { GasData } from '@/lib/model/gas-data';
import type { TidyRow } from '@/lib/open-data/tidy';

/** Where the rows of a set of gas files come from. */
interface GasRowsSource {
  dataset: string;
  submissionOrRound: string;
  /** WEM, WAM or '' for the inventory. */
  scenario: string;
  gwp: string;
}

/** The CRT codes of the memo items. */
const BUNKERS = [
  ['total', '1.D.1', 'International bunkers'],
  ['aviation', '1.D.1.a', 'International aviation'],
  ['navigation', '1.D.1.b', 'International navigation'],
] as const;

/** The figure a GWP basis applies to: a CO2-equivalent unit. */
const isCo2Equivalent = (unit: string) => /CO2 eq/.test(unit);

/** Rows of one gas. Values come as the compiled JSON holds them: null (or NaN) for a gap. */
export function gasRows(gas: GasData, source: GasRowsSource): TidyRow[] {
  const rows: TidyRow[] = [];
  const gwp = isCo2Equivalent(gas.unit) ? source.gwp : '';
  const add = (level: string, code: string, name: string, data: readonly (number | null)[]) => {
    gas.years.forEach(({ year }, i) => {
      const value = data[i];
      if (typeof value !== 'number' || !Number.isFinite(value)) return;
      rows.push({
        dataset: source.dataset,
        submissionOrRound: source.submissionOrRound,
        area: 'EST',
        scenario: source.scenario,
        gas: gas.id,
        level,
        categoryCode: code,
        categoryName: name,
        year,
        value,
        unit: gas.unit,
        gwp,
        notationKey: '',
      });
    });
  };
  if (gas.totals) {
    add('total', '', 'Total without LULUCF', gas.totals.withoutLulucf);
    if (gas.totals.withLulucf) add('total', '', 'Total with LULUCF', gas.totals.withLulucf);
  }
  if (gas.bunkers) for (const [key, code, name] of BUNKERS) add('memo', code, name, gas.bunkers[key]);
  for (const s of gas.sectors) {
    add('sector', s.crf ?? '', s.name ?? s.id, s.data);
    for (const c of s.cats) {
      add('category', c.crf ?? '', c.name ?? c.id, c.data);
      for (const sc of c.subCats) add('sub-category', sc.crf ?? '', sc.name ?? sc.id, sc.data);
    }
  }
  return rows;
}
