/**
 * What the newest projection's block and the targets table read on the server: the newest round of
 * points, the newest round with annual values, the newest inventory, and the base year's totals of
 * the submission the points round was built on.
 */
import { loadGasData, loadPointRounds, loadProjectionRounds, loadSubmissions } from '@/lib/compile/load/load';
import type { GasData } from '@/lib/model/gas-data';
import type { Locale } from '@/lib/model/locale';
import type { GapBases } from '@/lib/charts/shown/target-gaps';

const series = (gas: GasData | undefined, key: 'withoutLulucf' | 'withLulucf' = 'withoutLulucf') => ({
  years: gas?.years.map((y) => y.year) ?? [],
  values: gas?.totals?.[key] ?? [],
});

/** The base year's totals (without and with LULUCF) of a submission, when it has the year. */
function basesOf(gas: GasData | undefined, year: number): GapBases {
  const i = gas?.years.findIndex((y) => y.year === year) ?? -1;
  const at = (v: number | null | undefined) => (typeof v === 'number' ? { year, value: v } : undefined);
  const without = i < 0 ? undefined : at(gas?.totals?.withoutLulucf[i]);
  const withL = i < 0 ? undefined : at(gas?.totals?.withLulucf?.[i]);
  return { ...(without ? { without } : {}), ...(withL ? { with: withL } : {}) };
}

export function loadOutlookData(locale: Locale, baseYear = 1990) {
  const round = loadPointRounds(locale)[0];
  if (!round) return undefined;
  const older = loadProjectionRounds(locale).find((r) => Number(r.id) < Number(round.id));
  const inventory = loadSubmissions(locale)[0];
  const latest = inventory && loadGasData(locale, { period: 'inventory', submission: inventory.id }, 'co2eq');
  const olderGas = older && loadGasData(locale, { period: 'projections', measure: 'wem', round: older.id }, 'co2eq');
  const base = loadGasData(locale, { period: 'inventory', submission: round.baseSubmission }, 'co2eq');
  return {
    round,
    older: older && olderGas ? { info: older, series: series(olderGas) } : undefined,
    inventory: inventory && latest ? { info: inventory, series: series(latest) } : undefined,
    bases: basesOf(base, baseYear),
  };
}
