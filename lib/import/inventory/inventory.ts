/**
 * Builds the past gas files (data/past/{gas}.yml) from CRF records, with
 * sector → category → sub-category rows taken from the catalogue's CRF codes.
 */
import { gwpName } from '@/lib/model/gwp';
import { CATEGORIES, SUB_CATEGORIES } from '@/lib/model/catalogue';
import { GAS_IDS, type GasId } from '@/lib/model/gas';
import { crfSeries, crfYears, type CrfRecord } from '@/lib/import/inventory/crf-csv';
import { GAS_META, LEGEND_TEXT } from '@/lib/import/gas-meta';
import {
  formatGasYaml,
  type GasFileDraft,
  type GasRowDraft,
  type Series,
  type SubmissionMeta,
} from '@/lib/import/write-gas-yaml';

/** CRF sectors written as rows of a gas file (transport is the energy category 1.A.3). */
export const ROW_SECTORS = [
  { id: 'energy', crf: '1' },
  { id: 'ind-proc', crf: '2' },
  { id: 'agri', crf: '3' },
  { id: 'lulucf', crf: '4' },
  { id: 'waste', crf: '5' },
] as const;

export const TOTAL_WITH_LULUCF = 'Total GHG emissions with LULUCF';
export const TOTAL_WITHOUT_LULUCF = 'Total GHG emissions without LULUCF';
const BUNKERS = {
  total: 'International Bunkers',
  navigation: 'International Navigation',
  aviation: 'International Aviation',
};

export const hasNumber = (s: Series) => s.some((v) => v !== null);

/** Series of one gas with the unit factor applied. */
function seriesFor(records: readonly CrfRecord[], gas: GasId, years: number[]) {
  const meta = GAS_META[gas];
  return (selector: { code?: string; name?: string }): Series =>
    crfSeries(records, { ...selector, gas: meta.crfGas }, years).map((v) => (v === null ? null : v * meta.factor));
}

function requireSeries(series: Series, what: string, gas: GasId): Series {
  return requireRow(series, what, `${gas} (${GAS_META[gas].crfGas})`);
}

/** Throws "Source row … is missing" unless the series holds at least one number. */
export function requireRow(series: Series, what: string, gasLabel: string): Series {
  if (!hasNumber(series)) throw new Error(`Source row ${what} for gas ${gasLabel} is missing from the source`);
  return series;
}

/**
 * Sector → category → sub-category rows of one gas from a code lookup; rows
 * without any number are left out. A category needs its sector row and a
 * sub-category its category row; with `allSectors` every sector is required.
 */
export function buildGasRows(
  get: (s: { code: string }) => Series,
  gasLabel: string,
  allSectors: boolean,
): GasRowDraft[] {
  const rows: GasRowDraft[] = [];
  for (const sector of ROW_SECTORS) {
    const sectorValues = get({ code: sector.crf });
    const cats: GasRowDraft[] = [];
    for (const cat of CATEGORIES.filter((c) => c.sector === sector.id)) {
      const catValues = get({ code: cat.crf });
      const subs = SUB_CATEGORIES.filter((s) => s.category === cat.id)
        .map((sub) => ({ level: 'subCat' as const, id: sub.id, values: get({ code: sub.crf }) }))
        .filter((row) => hasNumber(row.values));
      if (!hasNumber(catValues)) {
        if (subs.length > 0) requireRow(catValues, `${cat.crf} (category ${cat.id})`, gasLabel);
        continue;
      }
      cats.push({ level: 'cat', id: cat.id, values: catValues }, ...subs);
    }
    if (allSectors || cats.length > 0) requireRow(sectorValues, `${sector.crf} (sector ${sector.id})`, gasLabel);
    if (!hasNumber(sectorValues)) continue;
    rows.push({ level: 'sector', id: sector.id, values: sectorValues }, ...cats);
  }
  return rows;
}

function buildBunkers(get: (s: { name: string }) => Series, gas: GasId): GasFileDraft['bunkers'] {
  const total = get({ name: BUNKERS.total });
  const navigation = get({ name: BUNKERS.navigation });
  const aviation = get({ name: BUNKERS.aviation });
  if (![total, navigation, aviation].some(hasNumber)) return undefined;
  for (const [key, series] of Object.entries({ total, navigation, aviation })) {
    requireSeries(series, `"${BUNKERS[key as keyof typeof BUNKERS]}"`, gas);
  }
  return { total, navigation, aviation };
}

/** Where a set of records comes from, for the file header, and the GWP basis of its CO2 equivalents. */
export interface InventoryOrigin {
  source: string;
  /** e.g. "AR5 GWP100"; written as `gwp` and into the names of the CO2-equivalent gases. */
  gwp?: string;
  /** The submission the records are, written into every gas file (with `gwp` in every file). */
  meta?: SubmissionMeta;
}
const CRF_2020: InventoryOrigin = {
  source: "Estonia's national GHG inventory submission 2020 to the UNFCCC (CRF), via UNFCCC GHG Data Interface.",
};
/** Gases whose values are CO2 equivalents, so their GWP basis is part of their meaning. */
export const CO2E_GASES: readonly GasId[] = ['co2eq', 'hfc', 'pfc'];

/** The draft of one past gas file; throws naming the code and gas when a needed row is missing. */
export function buildInventoryDraft(
  records: readonly CrfRecord[],
  gas: GasId,
  years = crfYears(records),
  origin: InventoryOrigin = CRF_2020,
): GasFileDraft {
  const get = seriesFor(records, gas, years);
  const meta = GAS_META[gas];
  const co2eGwp = origin.gwp && CO2E_GASES.includes(gas) ? origin.gwp : undefined;
  const gwp = origin.meta ? origin.gwp : co2eGwp;
  const name = co2eGwp
    ? {
        en: withGwp(meta.name.en, co2eGwp),
        et: withGwp(meta.name.et, co2eGwp),
        ru: withGwp(meta.name.ru, gwpName(co2eGwp, 'ru')),
      }
    : meta.name;
  return {
    header: [
      `${meta.name.en}, ${years[0]}-${years[years.length - 1]}, generated by npm run import-inventory; do not edit by hand.`,
      `Source: ${origin.source}`,
    ],
    id: gas,
    name,
    ...(gwp ? { gwp } : {}),
    ...(origin.meta ? { submission: origin.meta } : {}),
    unit: meta.unit,
    years,
    legendText: { withLulucf: { ...LEGEND_TEXT.withLulucf }, withoutLulucf: { ...LEGEND_TEXT.withoutLulucf } },
    total: {
      withLulucf: requireSeries(get({ name: TOTAL_WITH_LULUCF }), `"${TOTAL_WITH_LULUCF}"`, gas),
      withoutLulucf: requireSeries(get({ name: TOTAL_WITHOUT_LULUCF }), `"${TOTAL_WITHOUT_LULUCF}"`, gas),
    },
    bunkers: buildBunkers(get, gas),
    // co2eq needs every sector; other gases list only the sectors the source reports.
    rows: buildGasRows(get, `${gas} (${meta.crfGas})`, gas === 'co2eq'),
  };
}

/** YAML text of every past gas file, keyed by gas id. */
export function buildInventoryFiles(records: readonly CrfRecord[], origin?: InventoryOrigin): Record<GasId, string> {
  const years = crfYears(records);
  if (years.length === 0) throw new Error('The CRF extract holds no records');
  return Object.fromEntries(
    GAS_IDS.map((gas) => [gas, formatGasYaml(buildInventoryDraft(records, gas, years, origin))]),
  ) as Record<GasId, string>;
}

/** A gas name with its GWP basis: "CO2 equivalent (all gases)" → "CO2 equivalent (all gases, AR5 GWP100)". */
export function withGwp(name: string, gwp: string): string {
  return name.endsWith(')') ? `${name.slice(0, -1)}, ${gwp})` : `${name} (${gwp})`;
}
