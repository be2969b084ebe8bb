/**
 * The GHG intensity of the economy from Eurostat's air emission accounts (env_ac_aeint_r2): grams
 * of CO2 equivalent per € of gross value added in chain-linked volumes (2020), all NACE
 * activities. The accounts follow the residence principle, not the inventory's territory, so the
 * table sets what they imply beside the inventory's total without joining the two. Pure.
 */
import { t, type ContextFile } from '@/lib/import/activity/context-file';
import { roundTo } from '@/lib/import/economic/intensity';
import type { InventoryTotals } from '@/lib/import/eurostat/economic-series';
import {
  datasetUrl,
  EUROSTAT_LICENCE,
  extractVintage,
  fileOf,
  yearList,
  type EurostatExtracts,
} from '@/lib/import/eurostat/eurostat-meta';
import { flaggedYears, readSeries, valuesOf } from '@/lib/import/eurostat/read-eurostat';
import { EXTRACT_LAYOUT } from '@/lib/import/eurostat/sector-series';
import { gwpName } from '@/lib/model/gwp';

const DIR = 'economic-indicators-ghg';
const RESIDENCE = t(
  'air emission accounts: emissions of the units resident in Estonia wherever they emit (the residence principle: with Estonian carriers abroad, without non-residents in Estonia), not the inventory’s emissions on the territory',
  'õhuheite arvepidamine: Eestis resideeruvate üksuste heide, kus iganes see tekib (residentsuse põhimõte: koos Eesti vedajatega välismaal, ilma mitteresidentideta Eestis), mitte inventuuri heide territooriumil',
  'счета выбросов в атмосферу: выбросы резидентов Эстонии, где бы они ни происходили (принцип резидентства: с эстонскими перевозчиками за рубежом, без нерезидентов в Эстонии), а не выбросы кадастра на территории',
);
const INTENSITY = t(
  'GHG per € of gross value added, all NACE activities (chain-linked 2020)',
  'KHG gross lisandväärtuse euro kohta, kõik NACE tegevusalad (aheldatud väärtus, 2020)',
  'ПГ на евро валовой добавленной стоимости, все виды деятельности NACE (в цепных ценах 2020 года)',
);
const AEA_SOURCE = t(
  'Eurostat, Air emissions intensities by NACE Rev. 2 activity (env_ac_aeint_r2): greenhouse gases (GHG), total of all NACE activities, per gross value added in chain-linked volumes (2020), g per €',
  'Eurostat, õhuheite mahukus NACE Rev. 2 tegevusalade kaupa (env_ac_aeint_r2): kasvuhoonegaasid (GHG), kõik NACE tegevusalad, gross lisandväärtuse kohta aheldatud väärtuses (2020), g euro kohta',
  'Евростат, интенсивность выбросов в атмосферу по видам деятельности NACE Rev. 2 (env_ac_aeint_r2): парниковые газы (GHG), все виды деятельности NACE, на валовую добавленную стоимость в цепных ценах 2020 года, г на евро',
);

/** The intensity chart (g CO2 eq per €) and the table of what it implies beside the inventory's total. */
export function airAccountsFiles(extracts: EurostatExtracts, inventory: InventoryTotals): ContextFile[] {
  const file = fileOf('extract');
  const read = (dataset: string, item: string, unit: string) =>
    readSeries(extracts.extract, file, EXTRACT_LAYOUT, { dataset, item, unit });
  const aea = read('env_ac_aeint_r2', 'GHG|TOTAL|B1G', 'G_EUR_CLV20');
  const gva = read('nama_10_a64', 'TOTAL|B1G', 'CLV20_MEUR');
  const flagged = flaggedYears(aea, ['i']).get('i') ?? [];
  flaggedYears(gva, []);
  const years = aea.years;
  const span = `${years[0]}–${years[years.length - 1]}`;
  const flagNote = flagged.length
    ? t(
        `; ${yearList(flagged, 'and')} carries Eurostat’s flag i as published (see the dataset’s metadata)`,
        `; ${yearList(flagged, 'ja')} on avaldatud Eurostati tunnusega i (vt andmestiku metaandmeid)`,
        `; ${yearList(flagged, 'и')} опубликован с отметкой Евростата i (см. метаданные набора)`,
      )
    : t('', '', '');
  // g per € × million € = 10^6 g = t; ÷ 1000 = kt.
  const implied = new Map(
    years.flatMap((y) =>
      gva.at.has(y) ? [[y, roundTo((aea.at.get(y)!.value * gva.at.get(y)!.value) / 1000, 1)] as const] : [],
    ),
  );
  const common = {
    source: AEA_SOURCE,
    vintage: extractVintage(years[0]!, years[years.length - 1]!),
    licence: EUROSTAT_LICENCE,
    sourceUrl: datasetUrl('env_ac_aeint_r2'),
    years,
    nameHeader: t('Series', 'Näitaja', 'Показатель'),
  };
  return [
    {
      ...common,
      path: `${DIR}/air-accounts-intensity.yml`,
      id: 'air-accounts-intensity',
      title: t(
        `GHG intensity of the economy, air emission accounts (residence basis), ${span}`,
        `Majanduse KHG mahukus, õhuheite arvepidamine (residentsuse alusel), ${span}`,
        `Углеродоёмкость экономики, счета выбросов в атмосферу (по принципу резидентства), ${span}`,
      ),
      type: 'lineChart',
      unit: 'g CO2 eq per € (chain-linked 2020)',
      rows: [{ label: INTENSITY, values: valuesOf(aea) }],
      basis: t(
        `${RESIDENCE.en}; per € of gross value added of all activities${flagNote.en}`,
        `${RESIDENCE.et}; kõigi tegevusalade gross lisandväärtuse euro kohta${flagNote.et}`,
        `${RESIDENCE.ru}; на евро валовой добавленной стоимости всех видов деятельности${flagNote.ru}`,
      ),
    },
    {
      ...common,
      path: `${DIR}/air-accounts-table.yml`,
      id: 'air-accounts-table',
      title: t(
        `Air emission accounts beside the inventory, ${span}`,
        `Õhuheite arvepidamine inventuuri kõrval, ${span}`,
        `Счета выбросов в атмосферу рядом с кадастром, ${span}`,
      ),
      type: 'table',
      unit: '',
      gaps: true,
      rows: [
        {
          label: t(
            'GHG intensity, g CO2 eq per €',
            'KHG mahukus, g CO2 ekv euro kohta',
            'Углеродоёмкость, г CO2-экв. на евро',
          ),
          values: valuesOf(aea),
        },
        {
          label: t(
            'Gross value added, million € (chain-linked 2020)',
            'Gross lisandväärtus, mln eurot (aheldatud väärtus, 2020)',
            'Валовая добавленная стоимость, млн евро (в цепных ценах 2020 года)',
          ),
          values: valuesOf(gva),
        },
        {
          label: t(
            'Emissions of residents implied by the accounts (intensity × value added, derived), kt CO2 eq',
            'Residentide heide arvepidamise järgi (mahukus × lisandväärtus, tuletatud), kt CO2 ekv',
            'Выбросы резидентов по счетам (интенсивность × добавленная стоимость, расчётные), кт CO2-экв.',
          ),
          values: implied,
        },
        {
          label: t(
            'Inventory total without LULUCF (territory), kt CO2 eq',
            'Inventuuri koguheide ilma LULUCF-ita (territoorium), kt CO2 ekv',
            'Итог кадастра без ЗИЗЛХ (территория), кт CO2-экв.',
          ),
          values: new Map(
            years.flatMap((y) =>
              inventory.emissionsKt.has(y) ? [[y, roundTo(inventory.emissionsKt.get(y)!, 1)] as const] : [],
            ),
          ),
        },
      ],
      source: t(
        `${AEA_SOURCE.en}; gross value added: Eurostat nama_10_a64 (TOTAL, B1G, CLV20_MEUR); inventory: Estonia's submission ${inventory.submission} to the UNFCCC, ${inventory.gwp}`,
        `${AEA_SOURCE.et}; gross lisandväärtus: Eurostat nama_10_a64 (TOTAL, B1G, CLV20_MEUR); inventuur: Eesti ${inventory.submission}. aasta esitus UNFCCC-le, ${inventory.gwp}`,
        `${AEA_SOURCE.ru}; валовая добавленная стоимость: Евростат nama_10_a64 (TOTAL, B1G, CLV20_MEUR); кадастр: представление Эстонии ${inventory.submission} года в РКИК ООН, ${gwpName(inventory.gwp, 'ru')}`,
      ),
      basis: t(
        `${RESIDENCE.en}; the implied emissions are this site's product of two Eurostat series, shown beside the inventory's total and never joined to it${flagNote.en}`,
        `${RESIDENCE.et}; arvepidamise järgi heide on selle saidi korrutis kahest Eurostati aegreast, näidatud inventuuri koguheite kõrval ja sellega kokku liitmata${flagNote.et}`,
        `${RESIDENCE.ru}; выбросы по счетам — произведение двух рядов Евростата, вычисленное этим сайтом, показаны рядом с итогом кадастра и с ним не объединяются${flagNote.ru}`,
      ),
    },
  ];
}
