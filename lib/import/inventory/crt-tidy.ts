/**
 * Reader of an inventory submission in the Common Reporting Tables (CRT) as compiled into one tidy
 * long table (data/sources/crt-2026-2025-estonia/SOURCE.md): one value per category × gas × year,
 * every value in t CO2e with AR5 GWP100, rows that are non-overlapping leaves at mixed levels (level
 * 3 under 1.A and 1.B, level 2 elsewhere), an empty value is a notation key (NO, NE, IE, NA).
 *
 * It gives records in the shape of the UNFCCC DI extract (lib/import/inventory/crf-csv), so the same builders
 * write the gas files: leaves are converted to kt (CO2 equivalent for HFCs, PFCs and the total; mass
 * for single gases, ÷ the AR5 factor), and sectors, the fugitive category 1.B and the two national
 * totals are sums of their leaves. A year whose leaves are all notation keys stays without a number.
 * Leaves the catalogue cannot place must be zero or empty; otherwise the import fails.
 */
import { CATEGORIES } from '@/lib/model/catalogue';
import type { CrfRecord } from '@/lib/import/inventory/crf-csv';
import { parseCsvObjects } from '@/lib/import/csv';
import { ROW_SECTORS, TOTAL_WITH_LULUCF, TOTAL_WITHOUT_LULUCF } from '@/lib/import/inventory/inventory';

/** AR5 GWP100 factors the compilation used (SOURCE.md), by gas of the tidy table. */
const AR5_GWP: Record<string, number> = { co2: 1, ch4: 28, n2o: 265, sf6: 23500, nf3: 16100 };
/** Gas of the tidy table → gas key of the records, and whether the records keep CO2 equivalents. */
const GASES: Record<string, { gas: string; co2e: boolean }> = {
  co2: { gas: 'CO2', co2e: false },
  ch4: { gas: 'CH4', co2e: false },
  n2o: { gas: 'N2O', co2e: false },
  sf6: { gas: 'SF6', co2e: false },
  nf3: { gas: 'NF3', co2e: false },
  hfcs: { gas: 'HFCs', co2e: true },
  pfcs: { gas: 'PFCs', co2e: true },
  'hfcs/pfcs (unspecified)': { gas: 'HFCs/PFCs', co2e: true },
};
const TOTAL_GAS = 'GHG_total_CO2e';
const UNIT = 'tCO2e (GWP100 AR5)';
const COLUMNS = ['iso', 'dir', 'year_submission', 'sector_code', 'gas', 'units', 'year', 'value'] as const;
const MEMO_COLUMNS = ['iso', 'dir', 'year_submission', 'sector_code', 'gas', 'units', 'year', 'value'] as const;
/** Memo codes of the international bunkers and the record names the builders read. */
const MEMO = {
  '1.D.1': 'International Bunkers',
  '1.D.1.a': 'International Aviation',
  '1.D.1.b': 'International Navigation',
};

interface CrtSubmission {
  /** Year of the submission, e.g. 2026. */
  submission: number;
  /** The submission's own id, e.g. EST-CRT-2026-V1.0. */
  version: string;
  records: CrfRecord[];
  years: number[];
  /** Leaf codes the catalogue does not place (all their values are zero or notation keys). */
  unplaced: string[];
  /** Gases of the table with no gas file on the site, and whether any of their values is not zero. */
  otherGases: { gas: string; nonZero: boolean }[];
}

interface Leaf {
  code: string;
  gas: string;
  year: number;
  /** t CO2e AR5. */
  value: number;
}

/**
 * The compilation books every fluorinated gas under 2.F (substitutes for ozone-depleting substances).
 * Estonia reports SF6 and PFCs under 2.G (2.G.1 electrical equipment, 2.G.2 SF6 and PFCs from other
 * product use), as its 2020 CRF submission shows, so their leaves of 2.F are placed under 2.G.
 * Totals do not change; 2.F keeps the HFCs (and NF3 and unspecified HFCs/PFCs, zero in Estonia).
 */
const FGAS_PLACEMENT: Readonly<Record<string, { from: string; to: string }>> = {
  sf6: { from: '2.F', to: '2.G' },
  pfcs: { from: '2.F', to: '2.G' },
};

/** `1.A.1.` → `1.A.1`. */
const trimCode = (code: string) => code.trim().replace(/\.$/, '');

/** The category a leaf of `gas` is placed in: its own, or where Estonia reports that gas (FGAS_PLACEMENT). */
const placedCode = (code: string, gas: string) => {
  const placement = FGAS_PLACEMENT[gas];
  return placement && code === placement.from ? placement.to : code;
};

function readLeaves(
  text: string,
  file: string,
  columns: readonly string[],
): { leaves: Leaf[]; submission: number; version: string } {
  const rows = parseCsvObjects(text, columns);
  const leaves: Leaf[] = [];
  const submissions = new Set<string>();
  const versions = new Set<string>();
  rows.forEach((r, i) => {
    const line = i + 2;
    if ((r.iso ?? '').trim() !== 'EST') return;
    if ((r.units ?? '').trim() !== UNIT) throw new Error(`${file} line ${line}: unit "${r.units}" is not ${UNIT}`);
    submissions.add((r.year_submission ?? '').trim());
    versions.add((r.dir ?? '').trim());
    const gas = (r.gas ?? '').trim();
    if (!GASES[gas]) throw new Error(`${file} line ${line}: unknown gas "${gas}"`);
    const year = Number(r.year);
    if (!Number.isInteger(year)) throw new Error(`${file} line ${line}: year "${r.year}" is not a whole number`);
    const cell = (r.value ?? '').trim();
    if (cell === '') return;
    const value = Number(cell);
    if (!Number.isFinite(value)) throw new Error(`${file} line ${line}: value "${cell}" is not a number`);
    leaves.push({ code: placedCode(trimCode(r.sector_code ?? ''), gas), gas, year, value });
  });
  if (submissions.size !== 1)
    throw new Error(`${file}: expected one submission year, found ${[...submissions].join(', ') || 'none'}`);
  const submission = Number([...submissions][0]);
  const version = ([...versions][0] ?? '').split('-').slice(0, 4).join('-');
  return { leaves, submission, version };
}

/** Adds `value` (t CO2e) into the sum of `key`. */
function add(sums: Map<string, number>, key: string, value: number) {
  sums.set(key, (sums.get(key) ?? 0) + value);
}

/** kt of the records: CO2 equivalents stay, single gases become mass (÷ AR5 factor). */
function toKt(gas: string, tCo2e: number): number {
  const spec = GASES[gas]!;
  return spec.co2e ? tCo2e / 1000 : tCo2e / (AR5_GWP[gas] ?? 1) / 1000;
}

/**
 * Reads the category table and the memo table of one submission into records.
 * @example readCrtSubmission(csv, memoCsv, 'estonia_crt2026_category_gas_1990-2024.csv')
 */
export function readCrtSubmission(categoryCsv: string, memoCsv: string, file = 'the CRT table'): CrtSubmission {
  const { leaves, submission, version } = readLeaves(categoryCsv, file, COLUMNS);
  const memo = readLeaves(memoCsv, `${file} (memo items)`, MEMO_COLUMNS);
  if (memo.submission !== submission)
    throw new Error(`${file}: the memo table is of submission ${memo.submission}, not ${submission}`);
  const categoryCodes = new Set(CATEGORIES.map((c) => c.crf));
  /** Catalogue category a leaf belongs to: itself, or its level-2 parent for the fugitive leaves 1.B.x. */
  const categoryOf = (code: string) =>
    categoryCodes.has(code) ? code : code.startsWith('1.B.') && categoryCodes.has('1.B') ? '1.B' : undefined;
  const sums = new Map<string, number>();
  const unplaced = new Map<string, boolean>();
  const years = [...new Set(leaves.map((l) => l.year))].sort((a, b) => a - b);
  for (const leaf of leaves) {
    const sector = ROW_SECTORS.find((s) => leaf.code === s.crf || leaf.code.startsWith(`${s.crf}.`));
    const keys: string[] = [];
    const category = categoryOf(leaf.code);
    if (category) keys.push(category);
    else if (leaf.code !== '6') unplaced.set(leaf.code, (unplaced.get(leaf.code) ?? false) || leaf.value !== 0);
    if (leaf.code === '6' && leaf.value !== 0)
      throw new Error(`${file}: sector 6 (Other) has values, which the site cannot place`);
    if (sector) keys.push(sector.crf);
    if (sector && sector.crf !== '4') keys.push(`name:${TOTAL_WITHOUT_LULUCF}`);
    if (sector) keys.push(`name:${TOTAL_WITH_LULUCF}`);
    for (const key of keys) {
      add(sums, `${key}|${leaf.gas}|${leaf.year}`, leaf.value);
      add(sums, `${key}|total|${leaf.year}`, leaf.value);
    }
  }
  const nonZeroUnplaced = [...unplaced].filter(([, nonZero]) => nonZero).map(([code]) => code);
  if (nonZeroUnplaced.length > 0)
    throw new Error(`${file}: categories the catalogue cannot place have values: ${nonZeroUnplaced.join(', ')}`);
  for (const leaf of memo.leaves) {
    const name = MEMO[leaf.code as keyof typeof MEMO];
    if (!name) continue;
    add(sums, `name:${name}|${leaf.gas}|${leaf.year}`, leaf.value);
    add(sums, `name:${name}|total|${leaf.year}`, leaf.value);
  }
  const records: CrfRecord[] = [];
  for (const [key, value] of sums) {
    const [where, gas, year] = key.split('|') as [string, string, string];
    const named = where.startsWith('name:');
    const recordGas = gas === 'total' ? TOTAL_GAS : GASES[gas]!.gas;
    const kt = gas === 'total' ? value / 1000 : toKt(gas, value);
    records.push({
      code: named ? '' : where,
      name: named ? where.slice(5) : where,
      parent: '',
      gas: recordGas,
      year: Number(year),
      value: kt,
      unit: gas === 'total' || GASES[gas]!.co2e ? 'kt CO2e' : 'kt',
      valueAsReported: value,
      unitAsReported: UNIT,
    });
  }
  const present = new Map<string, boolean>();
  for (const leaf of leaves) present.set(leaf.gas, (present.get(leaf.gas) ?? false) || leaf.value !== 0);
  const siteGases = new Set(['co2', 'ch4', 'n2o', 'sf6', 'hfcs', 'pfcs']);
  return {
    submission,
    version,
    records,
    years,
    unplaced: [...unplaced.keys()].sort(),
    otherGases: [...present].filter(([gas]) => !siteGases.has(gas)).map(([gas, nonZero]) => ({ gas, nonZero })),
  };
}
