/**
 * What every sector-page file of a projection round shares: the scenarios' names, the source fields
 * and basis of the round (common), and a row of a series by year.
 */
import { gwpName } from '@/lib/model/gwp';
import type { LocalText } from '@/lib/model/locale';
import { t, type ContextRow } from '@/lib/import/activity/context-file';
import { EEA_LICENCE, roundGwp } from '@/lib/import/projections/eea-projections';
import type { EeaRoundValues } from '@/lib/import/projections/eea-rows';
import type { RoundMeta, Series } from '@/lib/import/write-gas-yaml';

/** A text with all three languages. */
export type Names = Required<LocalText>;

export const MEASURES = [
  {
    id: 'wem',
    en: 'WEM',
    et: 'WEM',
    ru: 'WEM',
    long: t('with existing measures', 'olemasolevate meetmetega', 'с существующими мерами'),
  },
  {
    id: 'wam',
    en: 'WAM',
    et: 'WAM',
    ru: 'WAM',
    long: t('with additional measures', 'lisameetmetega', 'с дополнительными мерами'),
  },
] as const;

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const withCode = (names: Names, code: string): Names =>
  t(`${names.en} (${code})`, `${names.et} (${code})`, `${names.ru} (${code})`);

/** The source fields and divider every file of the round shares (the vintage names its inventory years). */
export function common(values: EeaRoundValues, meta: RoundMeta, years: number[]) {
  const gwp = roundGwp(values.round);
  return {
    unit: 'kt CO2 eq',
    years,
    source: meta.source,
    vintage: meta.vintage,
    licence: EEA_LICENCE,
    sourceUrl: meta.sourceUrl,
    projectionsYear: meta.projectionsYear,
    basis: t(
      `Estonia's national projections reported in ${values.round}, kt CO2 eq with ${gwp} (WEM: with existing measures; WAM: with additional measures); the inventory years reported with them are not the current inventory.`,
      `Eesti riiklikud prognoosid, esitatud ${values.round}. aastal, kt CO2 ekv, ${gwp} (WEM: olemasolevate meetmetega; WAM: lisameetmetega); koos nendega esitatud inventuuri aastad ei ole praegune inventuur.`,
      `национальные прогнозы Эстонии, представленные в ${values.round} году, кт CO2-экв., ${gwpName(gwp, 'ru')} (WEM: с существующими мерами; WAM: с дополнительными мерами); представленные вместе с ними годы кадастра не являются текущим кадастром.`,
    ),
  };
}

export const rowOf = (label: Names, years: readonly number[], series: Series): ContextRow => ({
  label,
  values: new Map(
    years.flatMap((y, i) => (series[i] === null || series[i] === undefined ? [] : [[y, series[i] as number]])),
  ),
});
