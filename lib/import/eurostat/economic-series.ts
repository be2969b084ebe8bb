/**
 * The Eurostat series of the economic-indicators page: real GDP in chain-linked volumes (2020 €,
 * nama_10_gdp) with the inventory's emissions per million € of it, and the GHG intensity of the
 * economy from the air emission accounts (env_ac_aeint_r2, residence principle). Neither is joined
 * to the constant-2015-US$ series of import-gdp. Pure: CSV text and the inventory totals in, files out.
 */
import { t, type ContextFile } from '@/lib/import/activity/context-file';
import { emissionIntensity, joinByYear, roundTo } from '@/lib/import/economic/intensity';
import type { YearSeries } from '@/lib/import/economic/read-gdp';
import {
  datasetUrl,
  EUROSTAT_LICENCE,
  extractVintage,
  fileOf,
  type EurostatExtracts,
} from '@/lib/import/eurostat/eurostat-meta';
import { flaggedYears, readSeries, valuesOf } from '@/lib/import/eurostat/read-eurostat';
import { EXTRACT_LAYOUT } from '@/lib/import/eurostat/sector-series';
import { gwpName } from '@/lib/model/gwp';

/** The inventory's total without LULUCF (kt CO2 eq) and the submission and GWP basis it comes from. */
export interface InventoryTotals {
  emissionsKt: YearSeries;
  submission: number;
  gwp: string;
}

const DIR = 'economic-indicators-ghg';
const SERIES = t('Series', 'Näitaja', 'Показатель');
const span = (years: readonly number[]) => `${years[0]}–${years[years.length - 1]}`;
const REAL_GDP = t(
  'Real GDP, million € (chain-linked volumes, 2020)',
  'Reaalne SKP, mln eurot (aheldatud väärtus, 2020)',
  'Реальный ВВП, млн евро (в цепных ценах 2020 года)',
);
const INTENSITY = t(
  'kt CO2 eq per million € of real GDP (chain-linked 2020)',
  'kt CO2 ekv miljoni euro reaalse SKP kohta (aheldatud väärtus, 2020)',
  'кт CO2-экв. на млн евро реального ВВП (в цепных ценах 2020 года)',
);
const GDP_SOURCE = t(
  'Eurostat, GDP and main components (nama_10_gdp): GDP at market prices (B1GQ), chain-linked volumes (2020), million euro (CLV20_MEUR)',
  'Eurostat, SKP ja selle põhikomponendid (nama_10_gdp): SKP turuhindades (B1GQ), aheldatud väärtus (2020), mln eurot (CLV20_MEUR)',
  'Евростат, ВВП и его основные компоненты (nama_10_gdp): ВВП в рыночных ценах (B1GQ), цепные объёмы (2020), млн евро (CLV20_MEUR)',
);
const inventorySource = ({ submission, gwp }: InventoryTotals) =>
  t(
    `Estonia's national GHG inventory, submission ${submission} to the UNFCCC, total without LULUCF, CO2 eq with ${gwp}`,
    `Eesti kasvuhoonegaaside inventuur, ${submission}. aasta esitus UNFCCC-le, koguheide ilma LULUCF-ita, CO2 ekv ${gwp} järgi`,
    `национальный кадастр ПГ Эстонии, представление ${submission} года в РКИК ООН, итог без ЗИЗЛХ, CO2-экв. (${gwpName(gwp, 'ru')})`,
  );
const NOT_JOINED = t(
  'chain-linked volumes in euro with reference year 2020, Eurostat’s own series; another basis than the constant 2015 US$ of the World Bank series on this page, never joined to it',
  'aheldatud väärtus eurodes, referentsaasta 2020, Eurostati enda aegrida; teine alus kui sellel lehel oleva Maailmapanga aegrea 2015. aasta püsivhinnad USA dollarites, nendega kokku ei liideta',
  'цепные объёмы в евро с базовым 2020 годом, собственный ряд Евростата; иная основа, чем постоянные доллары США 2015 года в ряду Всемирного банка на этой странице, и с ним не объединяется',
);

/** Real GDP (2020 €) and the inventory's emissions per million € of it, over the years both exist. */
export function realGdpEurFiles(extracts: EurostatExtracts, inventory: InventoryTotals): ContextFile[] {
  const file = fileOf('extract');
  const gdp = readSeries(extracts.extract, file, EXTRACT_LAYOUT, {
    dataset: 'nama_10_gdp',
    item: 'B1GQ',
    unit: 'CLV20_MEUR',
  });
  flaggedYears(gdp, []);
  const both = joinByYear(inventory.emissionsKt, valuesOf(gdp));
  // kt per million € is kg per €: 10^6 kg per kt over 10^6 € per million €.
  const intensity = new Map(both.years.map((y, i) => [y, roundTo(emissionIntensity(both.a[i]!, both.b[i]! * 1e6), 3)]));
  const common = {
    licence: EUROSTAT_LICENCE,
    sourceUrl: datasetUrl('nama_10_gdp'),
    nameHeader: SERIES,
  };
  return [
    {
      ...common,
      path: `${DIR}/real-gdp-eur.yml`,
      id: 'real-gdp-eur',
      title: t(
        `Real GDP in chain-linked volumes (2020 €), ${span(gdp.years)}`,
        `Reaalne SKP aheldatud väärtuses (2020. aasta eurodes), ${span(gdp.years)}`,
        `Реальный ВВП в цепных ценах (евро 2020 года), ${span(gdp.years)}`,
      ),
      type: 'barChart',
      unit: 'million € (chain-linked 2020)',
      years: gdp.years,
      rows: [{ label: REAL_GDP, values: valuesOf(gdp) }],
      source: GDP_SOURCE,
      basis: t(
        `GDP at market prices, ${NOT_JOINED.en}`,
        `SKP turuhindades, ${NOT_JOINED.et}`,
        `ВВП в рыночных ценах, ${NOT_JOINED.ru}`,
      ),
      vintage: extractVintage(gdp.years[0]!, gdp.years[gdp.years.length - 1]!),
    },
    {
      ...common,
      path: `${DIR}/intensity-real-gdp-eur.yml`,
      id: 'intensity-real-gdp-eur',
      title: t(
        `Emissions per real GDP (chain-linked 2020 €), ${span(both.years)}`,
        `Heide reaalse SKP kohta (aheldatud väärtus, 2020. aasta eurod), ${span(both.years)}`,
        `Выбросы на единицу реального ВВП (в цепных ценах 2020 года, евро), ${span(both.years)}`,
      ),
      type: 'lineChart',
      unit: 'kt CO2 eq per million € (chain-linked 2020)',
      years: both.years,
      rows: [{ label: INTENSITY, values: intensity }],
      source: t(
        `${inventorySource(inventory).en}; GDP: ${GDP_SOURCE.en}`,
        `${inventorySource(inventory).et}; SKP: ${GDP_SOURCE.et}`,
        `${inventorySource(inventory).ru}; ВВП: ${GDP_SOURCE.ru}`,
      ),
      basis: t(
        `the inventory's total without LULUCF (territorial) divided by real GDP, only for the years both exist; GDP in ${NOT_JOINED.en}`,
        `inventuuri koguheide ilma LULUCF-ita (territoriaalne) jagatud reaalse SKP-ga, ainult aastatel, mil mõlemad on olemas; SKP: ${NOT_JOINED.et}`,
        `итог кадастра без ЗИЗЛХ (по территории), делённый на реальный ВВП, только за годы, для которых есть оба ряда; ВВП: ${NOT_JOINED.ru}`,
      ),
      vintage: t(
        `submission ${inventory.submission}; GDP: ${extractVintage(gdp.years[0]!, gdp.years[gdp.years.length - 1]!).en}`,
        `${inventory.submission}. aasta esitus; SKP: ${extractVintage(gdp.years[0]!, gdp.years[gdp.years.length - 1]!).et}`,
        `представление ${inventory.submission} года; ВВП: ${extractVintage(gdp.years[0]!, gdp.years[gdp.years.length - 1]!).ru}`,
      ),
    },
  ];
}
