import { labelTranslations, type Trilingual } from '@/lib/import/activity/context-file';
import type { LocalText } from '@/lib/model/locale';

/** What an activity data file (SPEC §3) written by an importer holds. */
interface ActivityFileSpec {
  id: string;
  title: Trilingual;
  text?: LocalText;
  unit?: string;
  type: 'barChart' | 'lineChart' | 'table';
  source?: LocalText;
  /** What the figures measure, which release, under which licence (shown with the source). */
  basis?: LocalText;
  vintage?: LocalText;
  licence?: LocalText;
  sourceUrl?: string;
  /** Header of the name column; it and the row names are written in English, with their translations. */
  nameHeader: Trilingual;
  years: readonly number[];
  rows: readonly { name: Trilingual; values: readonly number[] }[];
  decimals: number;
}

// JSON strings are valid YAML double-quoted scalars.
const q = (s: string) => JSON.stringify(s);
const local = (t: LocalText) => `{ en: ${q(t.en)}, et: ${q(t.et)}${t.ru === undefined ? '' : `, ru: ${q(t.ru)}`} }`;

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
  const translations = labelTranslations([spec.nameHeader, ...spec.rows.map((row) => row.name)]);
  lines.push('translations:');
  for (const [locale, words] of Object.entries(translations))
    lines.push(`  ${locale}:`, ...Object.entries(words).map(([en, text]) => `    ${q(en)}: ${q(text)}`));
  lines.push('rows: |');
  lines.push(`  ${[spec.nameHeader.en, ...spec.years.map(String)].join('\t')}`);
  for (const row of spec.rows) {
    if (row.values.length !== spec.years.length) {
      throw new Error(`Row "${row.name.en}" has ${row.values.length} values for ${spec.years.length} years`);
    }
    lines.push(`  ${[row.name.en, ...row.values.map((v) => v.toFixed(spec.decimals))].join('\t')}`);
  }
  return `${lines.join('\n')}\n`;
}
