/**
 * Reader for the UNFCCC GHG Data Interface extract (long CSV, one value per
 * category × gas × year), see data-sources/unfccc-di-crf2020-estonia/SOURCE.md.
 */
import { parseCsvObjects } from '@/lib/import/csv';

export interface CrfRecord {
  code: string;
  name: string;
  parent: string;
  gas: string;
  year: number;
  value: number;
  unit: string;
  valueAsReported: number;
  unitAsReported: string;
}

const COLUMNS = [
  'category_code',
  'category_name',
  'parent_category',
  'gas',
  'year',
  'value',
  'unit',
  'value_as_reported',
  'unit_as_reported',
] as const;

function toNumber(text: string, what: string, line: number): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`CRF CSV line ${line}: ${what} "${text}" is not a number`);
  }
  return value;
}

/** Parses the CSV text into records; throws on a missing column or a non-numeric value. */
export function parseCrfCsv(text: string): CrfRecord[] {
  return parseCsvObjects(text, COLUMNS).map((r, i) => {
    const line = i + 2;
    return {
      code: (r.category_code ?? '').trim(),
      name: (r.category_name ?? '').trim(),
      parent: (r.parent_category ?? '').trim(),
      gas: (r.gas ?? '').trim(),
      year: toNumber(r.year ?? '', 'year', line),
      value: toNumber(r.value ?? '', 'value', line),
      unit: (r.unit ?? '').trim(),
      valueAsReported: toNumber(r.value_as_reported ?? '', 'value_as_reported', line),
      unitAsReported: (r.unit_as_reported ?? '').trim(),
    };
  });
}

interface CrfSelector {
  code?: string;
  name?: string;
  gas: string;
}

/**
 * The values of one row (selected by CRF code and/or name, and gas) for the
 * given years, null where the source has no number for that year.
 * @example crfSeries(records, { code: '1.A.3', gas: 'CO2' }, [1990, 1991])
 */
export function crfSeries(
  records: readonly CrfRecord[],
  selector: CrfSelector,
  years: readonly number[],
): (number | null)[] {
  if (selector.code === undefined && selector.name === undefined) {
    throw new Error('crfSeries needs a code or a name');
  }
  const byYear = new Map<number, number>();
  for (const r of records) {
    if (r.gas !== selector.gas) continue;
    if (selector.code !== undefined && r.code !== selector.code) continue;
    if (selector.name !== undefined && r.name !== selector.name) continue;
    if (!byYear.has(r.year)) byYear.set(r.year, r.value);
  }
  return years.map((year) => byYear.get(year) ?? null);
}

/** The sorted distinct years present in the records. */
export function crfYears(records: readonly CrfRecord[]): number[] {
  return [...new Set(records.map((r) => r.year))].sort((a, b) => a - b);
}
