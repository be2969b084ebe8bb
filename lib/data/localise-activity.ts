import type { ActivityData, LocalisedActivity } from './types';

/** Resolves every text of an activity file for one locale (English where a translation is missing). */
export function localiseActivity(data: ActivityData, locale: string): LocalisedActivity {
  const pick = (t: { en: string; et: string }) => (locale === 'et' ? t.et : t.en);
  const words = locale === 'en' ? undefined : data.translations?.[locale];
  const tr = (s: string) => words?.[s] ?? s;
  const out: LocalisedActivity = {
    id: data.id,
    title: pick(data.title),
    type: data.type,
    nameHeader: tr(data.nameHeader),
    columns: data.columns.map(tr),
    years: data.years,
    rows: data.rows.map((row) => ({ ...row, name: tr(row.name), cells: row.cells.map((c) => (typeof c === 'string' ? tr(c) : c)) })),
  };
  if (data.text) out.text = pick(data.text);
  if (data.unit) out.unit = data.unit;
  if (data.line_items) out.line_items = data.line_items.map(tr);
  if (data.line_items_no_y) out.line_items_no_y = data.line_items_no_y.map(tr);
  if (data.projections_year !== undefined) out.projections_year = data.projections_year;
  if (data.source) out.source = pick(data.source);
  return out;
}
