import type { LocalText } from '@/lib/model/locale';

/** What an activity data file (SPEC §3) written by an importer holds. */
export interface ActivityFileSpec {
  id: string;
  title: LocalText;
  text?: LocalText;
  unit?: string;
  type: 'barChart' | 'lineChart' | 'table';
  source?: LocalText;
  /** What the figures measure, which release, under which licence (shown with the source). */
  basis?: LocalText;
  vintage?: LocalText;
  licence?: LocalText;
  sourceUrl?: string;
  /** Header of the name column. */
  nameHeader: string;
  years: readonly number[];
  rows: readonly { name: string; values: readonly number[] }[];
  /** Estonian wording of row names and the name header, keyed by the English text. */
  et?: Record<string, string>;
  decimals: number;
}

// JSON strings are valid YAML double-quoted scalars.
const q = (s: string) => JSON.stringify(s);
const local = (t: LocalText) => `{ en: ${q(t.en)}, et: ${q(t.et)} }`;

/** Writes an activity data file: header fields, then `rows` as a tab-separated block (years as columns). */
export function formatActivityYaml(spec: ActivityFileSpec): string {
  const lines = [`id: ${q(spec.id)}`, `title: ${local(spec.title)}`, `type: ${spec.type}`];
  if (spec.unit) lines.push(`unit: ${q(spec.unit)}`);
  if (spec.text) lines.push(`text: ${local(spec.text)}`);
  if (spec.source) lines.push(`source: ${local(spec.source)}`);
  for (const key of ['basis', 'vintage', 'licence'] as const) {
    const text = spec[key];
    if (text) lines.push(`${key}: ${local(text)}`);
  }
  if (spec.sourceUrl) lines.push(`source_url: ${q(spec.sourceUrl)}`);
  if (spec.et && Object.keys(spec.et).length) {
    lines.push('translations:', '  et:', ...Object.entries(spec.et).map(([en, et]) => `    ${q(en)}: ${q(et)}`));
  }
  lines.push('rows: |');
  lines.push(`  ${[spec.nameHeader, ...spec.years.map(String)].join('\t')}`);
  for (const row of spec.rows) {
    if (row.values.length !== spec.years.length) {
      throw new Error(`Row "${row.name}" has ${row.values.length} values for ${spec.years.length} years`);
    }
    lines.push(`  ${[row.name, ...row.values.map((v) => v.toFixed(spec.decimals))].join('\t')}`);
  }
  return `${lines.join('\n')}\n`;
}
