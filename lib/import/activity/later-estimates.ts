/**
 * Later estimates of other bases than the inventory, for the years after the newest submission:
 * GCB fossil CO2 next to the inventory CO2, the Eurostat total and the ESR proxy, as activity files.
 * A file exists only when its source has a year the inventory does not cover yet; otherwise the
 * builders return undefined and the import removes the file (nothing later, nothing shown).
 */
import { type ContextFile, num, range, t, type Trilingual } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';
import type { EsrData } from '@/lib/import/activity/esr-series';

/** Where the later-estimate files are written, under the data folder. */
export const LATER_ESTIMATES_PATH = 'sectors/introduction/later_estimates.yml';
export const LATER_ANCHORS_PATH = 'sectors/introduction/later_anchors.yml';

const GCB_LABEL = t(
  'Fossil CO2, Global Carbon Budget 2024',
  'Fossiilne CO2, Global Carbon Budget 2024',
  'Ископаемый CO2, Global Carbon Budget 2024',
);
/** Row name of the inventory CO2 next to the GCB series, naming the submission. */
const inventoryCo2Label = (submission: number): Trilingual =>
  t(
    `CO2 without LULUCF, national inventory (${submission} submission)`,
    `CO2 ilma LULUCF-ita, riiklik inventuur (${submission}. aasta esitus)`,
    `CO2 без ЗИЗЛХ, национальный кадастр (представление ${submission} года)`,
  );

/** The CO2 without LULUCF of the newest inventory submission, kt by year. */
interface InventoryCo2 {
  submission: number;
  co2Kt: ReadonlyMap<number, number>;
}

/** The last year the inventory covers. */
const lastYear = (inventory: InventoryCo2) => Math.max(...inventory.co2Kt.keys());

/**
 * GCB fossil CO2 (MtC × 3.664) next to the inventory CO2 without LULUCF (kt → Mt), two lines over
 * the GCB years; undefined when GCB has no year after the inventory's last.
 */
export function laterEstimatesFile(gcbCsv: string, inventory: InventoryCo2): ContextFile | undefined {
  const file = 'estonia_gcb2024_territorial_fossil_co2_2000-2023.csv';
  const gcb = new Map<number, number>();
  parseCsvObjects(gcbCsv, ['year', 'Estonia_MtC']).forEach((r, i) => {
    gcb.set(num(r.year, 'year', file, i + 2), num(r.Estonia_MtC, 'Estonia_MtC', file, i + 2) * 3.664);
  });
  const shared = new Map([...inventory.co2Kt].filter(([y]) => gcb.has(y)).map(([y, v]) => [y, v / 1000]));
  const years = [...gcb.keys()].sort((a, b) => a - b);
  if (years.length === 0 || shared.size === 0) throw new Error(`${file}: no years shared with the inventory`);
  const last = lastYear(inventory);
  if (!years.some((y) => y > last)) return undefined;
  const s = inventory.submission;
  return {
    path: LATER_ESTIMATES_PATH,
    id: 'later_estimates',
    title: t(
      'Fossil CO2: Global Carbon Budget next to the inventory',
      'Fossiilne CO2: Global Carbon Budget ja inventuur',
      'Ископаемый CO2: Global Carbon Budget рядом с кадастром',
    ),
    type: 'lineChart',
    unit: 'Mt CO2',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      { label: GCB_LABEL, values: gcb },
      { label: inventoryCo2Label(s), values: shared },
    ],
    source: t(
      `Global Carbon Budget 2024 (Friedlingstein et al., 2024), national fossil CO2, territorial, via openclimatedata; MtC × 3.664 = Mt CO2. Inventory: Estonia's ${s} submission to the UNFCCC`,
      `Global Carbon Budget 2024 (Friedlingstein jt, 2024), riikide fossiilne CO2, territoriaalne, openclimatedata kaudu; MtC × 3,664 = Mt CO2. Inventuur: Eesti ${s}. aasta esitus UNFCCC-le`,
      `Global Carbon Budget 2024 (Friedlingstein et al., 2024), национальные выбросы ископаемого CO2, территориальные, через openclimatedata; МтC × 3,664 = Мт CO2. Кадастр: представление Эстонии в РКИК ООН ${s} года`,
    ),
    basis: t(
      'GCB: CO2 from fossil fuels and cement, territorial, without bunkers and LULUCF, later years from energy statistics; not the inventory. Inventory: all CO2 without LULUCF. Two series, never joined',
      'GCB: fossiilkütuste ja tsemendi CO2, territoriaalne, ilma punkrite ja LULUCF-ita, viimased aastad energiastatistikast; mitte inventuur. Inventuur: kogu CO2 ilma LULUCF-ita. Kaks eraldi aegrida',
      'GCB: CO2 от ископаемого топлива и цемента, территориальный, без бункерного топлива и ЗИЗЛХ, последние годы по энергетической статистике; не кадастр. Кадастр: весь CO2 без ЗИЗЛХ. Два ряда, никогда не объединяются',
    ),
    vintage: t(
      `GCB 2024 (v1.01, years to ${years[years.length - 1]}); inventory ${s} submission (years to ${last})`,
      `GCB 2024 (v1.01, aastad kuni ${years[years.length - 1]}); inventuur ${s}. aasta esitus (aastad kuni ${last})`,
      `GCB 2024 (v1.01, годы по ${years[years.length - 1]}); кадастр, представление ${s} года (годы по ${last})`,
    ),
    licence: t(
      'GCB 2024: CC BY 4.0 (cite Friedlingstein et al., 2024); inventory: UNFCCC data',
      'GCB 2024: CC BY 4.0 (viide Friedlingstein jt, 2024); inventuur: UNFCCC andmed',
      'GCB 2024: CC BY 4.0 (ссылка Friedlingstein et al., 2024); кадастр: данные РКИК ООН',
    ),
    sourceUrl: 'https://doi.org/10.18160/gcp-2024',
    gaps: true,
  };
}

/**
 * Single figures of other bases for the years after the inventory's last (`lastInventoryYear`): the
 * Eurostat total and the latest ESR proxy, in Mt CO2 eq; undefined when neither is later.
 */
export function laterAnchorsFile(
  eurostatCsv: string,
  esr: EsrData,
  lastInventoryYear: number,
): ContextFile | undefined {
  const file = 'estonia_env_air_gge_totx4_memo_2005_2024.csv';
  const eurostat = new Map<number, number>();
  parseCsvObjects(eurostatCsv, ['item', 'year', 'value', 'unit']).forEach((r, i) => {
    if ((r.item ?? '').trim() !== 'TOTX4_MEMO') return;
    if ((r.unit ?? '').trim() !== 'Mt CO2e') throw new Error(`${file} line ${i + 2}: unit "${r.unit}" is not Mt CO2e`);
    eurostat.set(num(r.year, 'year', file, i + 2), num(r.value, 'value', file, i + 2));
  });
  if (eurostat.size === 0) throw new Error(`${file}: no TOTX4_MEMO rows`);
  const later = new Map([...eurostat].filter(([y]) => y > lastInventoryYear));
  const lastEsr = Math.max(...esr.history.keys());
  const esrLater =
    lastEsr > lastInventoryYear ? new Map([[lastEsr, esr.history.get(lastEsr)! / 1000]]) : new Map<number, number>();
  const years = [...new Set([...later.keys(), ...esrLater.keys()])].sort((a, b) => a - b);
  if (years.length === 0) return undefined;
  return {
    path: LATER_ANCHORS_PATH,
    id: 'later_anchors',
    title: t(
      'Later totals of other bases (not the inventory)',
      'Hilisemad koondnäitajad muudel alustel (mitte inventuur)',
      'Более поздние итоги на других основах (не кадастр)',
    ),
    type: 'table',
    unit: 'Mt CO2 eq',
    nameHeader: t('Figure', 'Näitaja', 'Показатель'),
    years,
    rows: [
      {
        label: t(
          'Total GHG without LULUCF, with international aviation (Eurostat)',
          'KHG koguheide ilma LULUCF-ita, koos rahvusvahelise lennundusega (Eurostat)',
          'Общие выбросы ПГ без ЗИЗЛХ, с международной авиацией (Евростат)',
        ),
        values: later,
      },
      {
        label: t(
          'Effort-sharing (ESR) emissions, EEA proxy',
          'JJM-i sektorite heide, EEA eelhinnang',
          'Выбросы в секторах распределения усилий (ESR), предварительная оценка ЕАОС',
        ),
        values: esrLater,
      },
    ],
    source: t(
      'Eurostat env_air_gge (TOTX4_MEMO, GHG, updated 2 Jun 2026); EEA GHG_ESD-ESR_2025.xlsx',
      'Eurostat env_air_gge (TOTX4_MEMO, KHG, uuendatud 2.06.2026); EEA GHG_ESD-ESR_2025.xlsx',
      'Евростат env_air_gge (TOTX4_MEMO, ПГ, обновлено 02.06.2026); ЕАОС GHG_ESD-ESR_2025.xlsx',
    ),
    basis: t(
      'Eurostat: EU-target total including international aviation, slightly above the UNFCCC total without LULUCF; ESR: effort-sharing scope only. Different bases, shown side by side, never added',
      'Eurostat: ELi eesmärgi koguheide koos rahvusvahelise lennundusega, veidi suurem kui UNFCCC koguheide ilma LULUCF-ita; JJM: ainult jõupingutuste jagamise ulatus. Erinevad alused, näidatud kõrvuti, mitte liidetud',
      'Евростат: итог для целей ЕС с международной авиацией, немного выше итога РКИК ООН без ЗИЗЛХ; ESR: только охват распределения усилий. Разные основы, показаны рядом и никогда не складываются',
    ),
    vintage: t(
      'Eurostat 2026 release (2024 inventory year); EEA 2024 proxy of Nov 2025',
      'Eurostati 2026. aasta väljaanne (inventuuriaasta 2024); EEA 2024. aasta eelhinnang, november 2025',
      'выпуск Евростата 2026 года (кадастровый год 2024); предварительная оценка ЕАОС за 2024 год, ноябрь 2025 года',
    ),
    licence: t(
      'Eurostat: free re-use with attribution; EEA: CC BY 4.0; extracts by the Mizien project (CC BY 4.0)',
      'Eurostat: vaba taaskasutus viitega; EEA: CC BY 4.0; väljavõtted Mizieni projektilt (CC BY 4.0)',
      'Евростат: свободное повторное использование со ссылкой; ЕАОС: CC BY 4.0; выборки проекта Mizien (CC BY 4.0)',
    ),
    sourceUrl: 'https://ec.europa.eu/eurostat/databrowser/view/env_air_gge/default/table',
  };
}
