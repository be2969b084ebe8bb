/**
 * Writes a gas data file (data/past/{gas}.yml, data/prognosis/{measure}/{gas}.yml)
 * as YAML text in the grammar described in data/README.md. Deterministic:
 * the same input always gives the same bytes.
 */
import type { LocalText } from '@/lib/model/locale';

export type Series = (number | null)[];

export interface GasRowDraft {
  level: 'sector' | 'cat' | 'subCat';
  id: string;
  values: Series;
}

/** Where the values of a gas file come from (data/README.md). */
interface SourceMeta {
  source: LocalText;
  sourceUrl: string;
  /** One text for every language, or the licence's words in each. */
  licence: string | LocalText;
  vintage: LocalText;
}

/** What an inventory gas file says about its submission. */
export interface SubmissionMeta extends SourceMeta {
  /** Year of the submission, also the folder name: data/past/{submission}/. */
  submission: number;
}

/** What a projection gas file says about its round (data/prognosis/{round}/{measure}/{gas}.yml). */
export interface RoundMeta extends SourceMeta {
  /** Year the projections were reported, also the folder name. */
  round: number;
  /** First projected year: the years before it are the inventory reported with the projections. */
  projectionsYear: number;
}

export interface GasFileDraft {
  id: string;
  name: LocalText;
  unit: string;
  /** GWP basis of CO2-equivalent values, e.g. "AR5 GWP100" (written only when known). */
  gwp?: string;
  submission?: SubmissionMeta;
  /** Set in projection files instead of `submission`. */
  round?: RoundMeta;
  years: number[];
  /** Labels of the totals the file has. */
  legendText?: { withLulucf?: LocalText; withoutLulucf: LocalText };
  /** A projection source may have no total with LULUCF; it is then left out, never computed. */
  total?: { withLulucf?: Series; withoutLulucf: Series };
  bunkers?: { total: Series; navigation: Series; aviation: Series };
  rows: GasRowDraft[];
  /** Comment lines written at the top of the file (without the leading '#'). */
  header?: string[];
}

/**
 * A number with 6 decimals, or more for small numbers so that at least 10
 * significant digits remain; no exponent, trailing zeros trimmed; null is '-'.
 * @example formatValue(36237.596094319) === '36237.596094'
 */
export function formatValue(value: number | null): string {
  if (value === null) return '-';
  if (value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.min(20, Math.max(6, 9 - magnitude));
  const text = value
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

const quote = (text: string) => JSON.stringify(text);
const names = (n: LocalText) => `{ en: ${quote(n.en)}, et: ${quote(n.et)}${n.ru ? `, ru: ${quote(n.ru)}` : ''} }`;
const list = (values: Series) => `[${values.map((v) => (v === null ? '"-"' : formatValue(v))).join(', ')}]`;

const ROW_PREFIX: Record<GasRowDraft['level'], string> = {
  sector: '',
  cat: '  ',
  subCat: '    ',
};
const ROW_SKIP: Record<GasRowDraft['level'], number> = { sector: 2, cat: 1, subCat: 0 };

/** One line of the rows block (without the block's own indentation). */
export function formatGasRow(row: GasRowDraft): string {
  const cells = [row.id, ...Array<string>(ROW_SKIP[row.level]).fill(''), ...row.values.map((v) => formatValue(v))];
  return ROW_PREFIX[row.level] + cells.join('\t');
}

/** The whole YAML text of a gas file. */
export function formatGasYaml(draft: GasFileDraft): string {
  const out: string[] = (draft.header ?? []).map((line) => `# ${line}`.trimEnd());
  out.push(`id: ${draft.id}`, `name: ${names(draft.name)}`, `unit: ${quote(draft.unit)}`);
  if (draft.submission) out.push(`submission: ${draft.submission.submission}`);
  if (draft.round) out.push(`round: ${draft.round.round}`);
  if (draft.gwp) out.push(`gwp: ${quote(draft.gwp)}`);
  const m = draft.submission ?? draft.round;
  if (m) {
    out.push(
      `source: ${names(m.source)}`,
      `source_url: ${quote(m.sourceUrl)}`,
      `licence: ${typeof m.licence === 'string' ? quote(m.licence) : names(m.licence)}`,
    );
    out.push(`vintage: ${names(m.vintage)}`);
  }
  if (draft.round) out.push(`projections_year: ${draft.round.projectionsYear}`);
  out.push(`years: [${draft.years.join(', ')}]`);
  if (draft.legendText) {
    out.push('legend_text:');
    if (draft.legendText.withLulucf) out.push(`  withLulucf: ${names(draft.legendText.withLulucf)}`);
    out.push(`  withoutLulucf: ${names(draft.legendText.withoutLulucf)}`);
  }
  if (draft.total) {
    out.push('total:');
    if (draft.total.withLulucf) out.push(`  withLulucf: ${list(draft.total.withLulucf)}`);
    out.push(`  withoutLulucf: ${list(draft.total.withoutLulucf)}`);
  }
  if (draft.bunkers) {
    const b = draft.bunkers;
    out.push('memo:', '  bunkers:', `    total: ${list(b.total)}`, `    navigation: ${list(b.navigation)}`);
    out.push(`    aviation: ${list(b.aviation)}`);
  }
  // A block starting with an indented row needs an explicit indentation indicator.
  out.push(draft.rows[0] && draft.rows[0].level !== 'sector' ? 'rows: |2' : 'rows: |');
  for (const row of draft.rows) out.push(`  ${formatGasRow(row)}`);
  return `${out.join('\n')}\n`;
}
