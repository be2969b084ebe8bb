import type { ActivityData, LocalisedActivity } from '@/lib/model/activity';
import type { Locale, LocalText } from '@/lib/model/locale';
import { localUnit } from '@/lib/format/unit';
import { keepTogether, shownText } from '@/lib/format/typeset';

/** Words of the source line and of the chart groups, per locale (English is the fallback). */
const WORDS: Record<
  string,
  { basis: string; vintage: string; licence: string; inventory: string; projections: string }
> = {
  en: { basis: 'Basis', vintage: 'Vintage', licence: 'Licence', inventory: 'Inventory', projections: 'Projections' },
  et: {
    basis: 'Alus',
    vintage: 'Andmete versioon',
    licence: 'Litsents',
    inventory: 'Inventuur',
    projections: 'Prognoosid',
  },
  ru: {
    basis: 'Методика',
    vintage: 'Версия данных',
    licence: 'Лицензия',
    inventory: 'Кадастр',
    projections: 'Прогнозы',
  },
};

/**
 * The source line of a file: its source, then basis, vintage and licence when given, so every chart
 * and table says what its figures measure and where they come from.
 * @example sourceLine('Ember', 'generation', '2021', 'CC BY 4.0', 'en') === 'Ember. Basis: generation. Vintage: 2021. Licence: CC BY 4.0'
 */
function sourceLine(
  source: string | undefined,
  basis: string | undefined,
  vintage: string | undefined,
  licence: string | undefined,
  locale: Locale,
): string | undefined {
  const w = WORDS[locale] ?? WORDS.en!;
  const parts = [
    source,
    basis && `${w.basis}: ${basis}`,
    vintage && `${w.vintage}: ${vintage}`,
    licence && `${w.licence}: ${licence}`,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.map((p) => p.replace(/\.$/, '')).join('. ') : undefined;
}

/** Resolves every text of an activity file for one locale (English where a translation is missing). */
export function localiseActivity(data: ActivityData, locale: Locale): LocalisedActivity {
  const pick = (t: LocalText) => shownText(t, locale);
  const words = locale === 'en' ? undefined : data.translations?.[locale];
  const tr = (s: string) => keepTogether(words?.[s] ?? s);
  const out: LocalisedActivity = {
    id: data.id,
    title: pick(data.title),
    type: data.type,
    nameHeader: tr(data.nameHeader),
    columns: data.columns.map(tr),
    years: data.years,
    rows: data.rows.map((row) => ({
      ...row,
      name: tr(row.name),
      cells: row.cells.map((c) => (typeof c === 'string' ? tr(c) : c)),
    })),
  };
  if (data.text) out.text = pick(data.text);
  if (data.unit) out.unit = localUnit(data.unit, locale);
  if (data.lineItems) out.lineItems = data.lineItems.map(tr);
  if (data.lineItemsNoY) out.lineItemsNoY = data.lineItemsNoY.map(tr);
  if (data.projectionsYear !== undefined) {
    out.projectionsYear = data.projectionsYear;
    const w = WORDS[locale] ?? WORDS.en!;
    out.groupLabels = { inventory: w.inventory, projections: w.projections };
  }
  const source = sourceLine(
    data.source && pick(data.source),
    data.basis && pick(data.basis),
    data.vintage && pick(data.vintage),
    data.licence && pick(data.licence),
    locale,
  );
  if (source) out.source = source;
  if (data.basis) out.basis = pick(data.basis);
  if (data.vintage) out.vintage = pick(data.vintage);
  if (data.licence) out.licence = pick(data.licence);
  if (data.sourceUrl) out.sourceUrl = data.sourceUrl;
  if (data.targetItems) out.targetItems = data.targetItems.map(tr);
  if (data.gaps) out.gaps = true;
  return out;
}
