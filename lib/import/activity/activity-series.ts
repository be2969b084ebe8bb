import { crfName } from '@/lib/model/catalogue-names';
import { t, type Trilingual } from '@/lib/import/activity/context-file';

/** One row of a generated activity file: a CRF series (by code, or by name for memo items). */
export interface SeriesRowSpec {
  code?: string;
  name?: string;
  /** Gas column of the CRF extract; all rows here use the aggregate in CO2 equivalent. */
  gas: string;
  label: Trilingual;
  /** Drawn as a line over the stacked bars (a total), not stacked itself. */
  line?: boolean;
}
/**
 * Which submission an activity file comes from: `newest` for files of sectors, categories, totals
 * and bunkers (every submission has them), `2020` for files of sub-categories, which only the 2020
 * CRF extract holds (the CRT compilation of the newer submissions stops at categories).
 */
export type SeriesSubmission = 'newest' | 2020;
/** An activity file built from the inventory by `npm run import-activity`. */
export interface SeriesSpec {
  /** Path under data/sectors/, also the activity id's home. */
  file: string;
  id: string;
  title: Trilingual;
  type: 'barChart' | 'lineChart' | 'table';
  nameHeader: Trilingual;
  rows: SeriesRowSpec[];
  submission: SeriesSubmission;
}

const CO2E = 'GHG_total_CO2e';
const r = (code: string, en: string, et: string, ru: string, line = false): SeriesRowSpec => ({
  code,
  gas: CO2E,
  label: t(en, et, ru),
  ...(line ? { line } : {}),
});
/** A row named from the catalogue, e.g. "Cement production (2.A.1)". */
const c = (code: string, line = false): SeriesRowSpec => {
  const name = crfName(code);
  return r(code, `${name.en} (${code})`, `${name.et} (${code})`, `${name.ru} (${code})`, line);
};
const CATEGORY = t('Category', 'Kategooria', 'Категория');
/** A stacked bar chart file of the newest submission; its rows are named in a "Category" column unless `nameHeader` says otherwise. */
const bars = (
  file: string,
  id: string,
  title: Trilingual,
  rows: SeriesRowSpec[],
  nameHeader: Trilingual = CATEGORY,
): SeriesSpec => ({ file, id, title, type: 'barChart', nameHeader, rows, submission: 'newest' });
/** A stacked bar chart file of sub-categories, from the 2020 submission (the only one that has them). */
const subBars = (...args: Parameters<typeof bars>): SeriesSpec => ({ ...bars(...args), submission: 2020 });

/** Every activity file generated from the inventory, with its rows and its submission. */
export const SERIES_SPECS: readonly SeriesSpec[] = [
  {
    file: 'introduction/total_emissions.yml',
    id: 'total_emissions',
    title: t('Total greenhouse gas emissions', 'Kasvuhoonegaaside koguheide', 'Общие выбросы парниковых газов'),
    type: 'lineChart',
    nameHeader: t('Total', 'Kokku', 'Итого'),
    submission: 'newest',
    rows: [
      {
        name: 'Total GHG emissions without LULUCF',
        gas: CO2E,
        label: t('Total without LULUCF', 'Kokku ilma LULUCF-ita', 'Итого без ЗИЗЛХ'),
      },
      {
        name: 'Total GHG emissions with LULUCF',
        gas: CO2E,
        label: t('Total with LULUCF', 'Kokku koos LULUCF-iga', 'Итого с ЗИЗЛХ'),
      },
    ],
  },
  bars(
    'energy/sectoral_overview.yml',
    'sectoral_overview',
    t(
      'Energy sector emissions by category',
      'Energeetikasektori heide kategooriate kaupa',
      'Выбросы сектора «Энергетика» по категориям',
    ),
    [
      c('1.A.1'),
      c('1.A.2'),
      c('1.A.3'),
      c('1.A.4'),
      c('1.A.5'),
      c('1.B'),
      r('1', 'Energy total (1)', 'Energeetika kokku (1)', 'Энергетика, итого (1)', true),
    ],
  ),
  subBars(
    'transport/overview.yml',
    'transport_overview',
    t('Transport emissions by mode', 'Transpordi heide liikide kaupa', 'Выбросы транспорта по видам транспорта'),
    [c('1.A.3.a'), c('1.A.3.b'), c('1.A.3.c'), c('1.A.3.d')],
  ),
  subBars(
    'transport/road_transport.yml',
    'road_transport',
    t(
      'Road transport emissions by vehicle type',
      'Maanteetranspordi heide sõidukiliigi kaupa',
      'Выбросы автомобильного транспорта по типам транспортных средств',
    ),
    [
      r('1.A.3.b.i', 'Cars (1.A.3.b.i)', 'Sõiduautod (1.A.3.b.i)', 'Легковые автомобили (1.A.3.b.i)'),
      r(
        '1.A.3.b.ii',
        'Light duty trucks (1.A.3.b.ii)',
        'Kerged veokid (1.A.3.b.ii)',
        'Лёгкие грузовые автомобили (1.A.3.b.ii)',
      ),
      r(
        '1.A.3.b.iii',
        'Heavy duty trucks and buses (1.A.3.b.iii)',
        'Rasked veokid ja bussid (1.A.3.b.iii)',
        'Большегрузные автомобили и автобусы (1.A.3.b.iii)',
      ),
      r('1.A.3.b.iv', 'Motorcycles (1.A.3.b.iv)', 'Mootorrattad (1.A.3.b.iv)', 'Мотоциклы (1.A.3.b.iv)'),
    ],
    t('Vehicle type', 'Sõidukiliik', 'Тип транспортного средства'),
  ),
  bars(
    'transport/international_bunkering.yml',
    'international_bunkering',
    t(
      'International bunkers (memo item)',
      'Rahvusvaheline punkerdamine (memokirje)',
      'Международное бункерное топливо (справочная статья)',
    ),
    [
      {
        name: 'International Aviation',
        gas: CO2E,
        label: t('International aviation', 'Rahvusvaheline lennundus', 'Международная авиация'),
      },
      {
        name: 'International Navigation',
        gas: CO2E,
        label: t('International navigation', 'Rahvusvaheline laevandus', 'Международное судоходство'),
      },
    ],
    t('Memo item', 'Memokirje', 'Справочная статья'),
  ),
  bars(
    'ippu/overview.yml',
    'ippu_overview',
    t(
      'Industrial processes and product use by category',
      'Tööstuslike protsesside ja toodete kasutamise heide kategooriate kaupa',
      'Промышленные процессы и использование продуктов: выбросы по категориям',
    ),
    [c('2.A'), c('2.B'), c('2.C'), c('2.D'), c('2.F'), c('2.G')],
  ),
  subBars(
    'ippu/mineral_industry.yml',
    'mineral_industry',
    t('Mineral industry emissions', 'Mineraalsete toodete tööstuse heide', 'Выбросы минеральной промышленности'),
    [c('2.A.1'), c('2.A.2'), c('2.A.3'), c('2.A.4')],
  ),
  subBars(
    'ippu/non_energy_products.yml',
    'non_energy_products',
    t(
      'Non-energy products from fuels and solvent use',
      'Kütuste mitteenergeetiline kasutamine ja lahustite kasutamine',
      'Неэнергетические продукты из топлива и использование растворителей',
    ),
    [
      c('2.D.1'),
      c('2.D.2'),
      c('2.D.3.a'),
      c('2.D.3.b'),
      r('2.D.3.d', 'Other (2.D.3.d)', 'Muu (2.D.3.d)', 'Прочее (2.D.3.d)'),
    ],
  ),
  subBars(
    'ippu/f_gases.yml',
    'f_gases',
    t(
      'F-gas emissions by application',
      'F-gaaside heide kasutusala kaupa',
      'Выбросы фторсодержащих газов по видам применения',
    ),
    [c('2.F.1'), c('2.F.2'), c('2.F.3'), c('2.F.4')],
    t('Application', 'Kasutusala', 'Вид применения'),
  ),
  subBars('ippu/sf6.yml', 'sf6', t('SF6 emissions', 'SF6 heide', 'Выбросы SF6'), [c('2.G.1'), c('2.G.2')]),
  subBars(
    'ippu/n2o_product_uses.yml',
    'n2o_product_uses',
    t('N2O from product uses', 'Toodete kasutamisest pärinev N2O heide', 'Выбросы N2O от использования продуктов'),
    [
      r(
        '2.G.3.a',
        'Medical applications (2.G.3.a)',
        'Meditsiiniline kasutamine (2.G.3.a)',
        'Медицинское применение (2.G.3.a)',
      ),
      r('2.G.3.b', 'Other (2.G.3.b)', 'Muu (2.G.3.b)', 'Прочее (2.G.3.b)'),
    ],
  ),
  bars(
    'agriculture/overview.yml',
    'agriculture_overview',
    t(
      'Agriculture emissions by category',
      'Põllumajanduse heide kategooriate kaupa',
      'Выбросы сельского хозяйства по категориям',
    ),
    [c('3.A'), c('3.B'), c('3.D'), c('3.G'), c('3.H')],
  ),
  subBars(
    'agriculture/organic_soils.yml',
    'organic_soils',
    t(
      'N2O from cultivation of organic soils',
      'Orgaaniliste muldade harimise N2O heide',
      'Выбросы N2O от обработки органических почв',
    ),
    [
      r(
        '3.D.1.f',
        'Cultivation of organic soils (3.D.1.f)',
        'Orgaaniliste muldade harimine (3.D.1.f)',
        'Обработка органических почв (3.D.1.f)',
      ),
    ],
  ),
  subBars(
    'agriculture/fertilizers.yml',
    'fertilizers',
    t(
      'Direct N2O from fertilizers applied to soils',
      'Väetiste otsene N2O heide',
      'Прямые выбросы N2O от внесения удобрений в почвы',
    ),
    [
      r(
        '3.D.1.a',
        'Inorganic N fertilizers (3.D.1.a)',
        'Mineraalsed lämmastikväetised (3.D.1.a)',
        'Неорганические азотные удобрения (3.D.1.a)',
      ),
      r(
        '3.D.1.b.i',
        'Animal manure applied to soils (3.D.1.b.i)',
        'Mulda viidud sõnnik (3.D.1.b.i)',
        'Навоз, вносимый в почвы (3.D.1.b.i)',
      ),
      r(
        '3.D.1.b.ii',
        'Sewage sludge applied to soils (3.D.1.b.ii)',
        'Mulda viidud reoveesete (3.D.1.b.ii)',
        'Осадок сточных вод, вносимый в почвы (3.D.1.b.ii)',
      ),
      r(
        '3.D.1.b.iii',
        'Other organic fertilizers (3.D.1.b.iii)',
        'Muud orgaanilised väetised (3.D.1.b.iii)',
        'Другие органические удобрения (3.D.1.b.iii)',
      ),
    ],
  ),
  bars(
    'lu_luc_f/overview.yml',
    'lulucf_overview',
    t(
      'LULUCF emissions and removals by land use',
      'LULUCF heide ja sidumine maakasutuse kaupa',
      'Выбросы и абсорбция в секторе ЗИЗЛХ по категориям землепользования',
    ),
    [
      c('4.A'),
      c('4.B'),
      c('4.C'),
      c('4.D'),
      c('4.E'),
      c('4.F'),
      c('4.G'),
      r('4', 'LULUCF net total (4)', 'LULUCF kokku (4)', 'ЗИЗЛХ, нетто-итог (4)', true),
    ],
  ),
  subBars(
    'lu_luc_f/forest_biomass.yml',
    'forest_biomass',
    t('Forest land: emissions and removals', 'Metsamaa heide ja sidumine', 'Лесные земли: выбросы и абсорбция'),
    [
      r(
        '4.A.1',
        'Forest land remaining forest land (4.A.1)',
        'Metsamaaks jäänud metsamaa (4.A.1)',
        'Лесные земли, остающиеся лесными землями (4.A.1)',
      ),
      r(
        '4.A.2',
        'Land converted to forest land (4.A.2)',
        'Metsamaaks muudetud maa (4.A.2)',
        'Земли, переустроенные в лесные земли (4.A.2)',
      ),
    ],
  ),
  subBars(
    'lu_luc_f/harvested_wood_products.yml',
    'harvested_wood_products',
    t('Harvested wood products', 'Raiutud puidust tooted', 'Заготовленные древесные продукты'),
    [
      r('4.G.1.a', 'Sawnwood (4.G.1.a)', 'Saematerjal (4.G.1.a)', 'Пиломатериалы (4.G.1.a)'),
      r('4.G.1.b', 'Wood panels (4.G.1.b)', 'Puitplaadid (4.G.1.b)', 'Древесные плиты (4.G.1.b)'),
      r('4.G.2', 'Paper and paperboard (4.G.2)', 'Paber ja papp (4.G.2)', 'Бумага и картон (4.G.2)'),
      r('4.G.3', 'Other (4.G.3)', 'Muu (4.G.3)', 'Прочее (4.G.3)'),
    ],
    t('Product', 'Toode', 'Продукт'),
  ),
  subBars(
    'lu_luc_f/wetlands.yml',
    'wetlands',
    t('Wetlands: emissions and removals', 'Märgalade heide ja sidumine', 'Водно-болотные угодья: выбросы и абсорбция'),
    [
      r(
        '4.D.1.a',
        'Peat extraction remaining peat extraction (4.D.1.a)',
        'Turbatootmisalad (4.D.1.a)',
        'Торфоразработки, остающиеся торфоразработками (4.D.1.a)',
      ),
      r(
        '4.D.2',
        'Land converted to wetlands (4.D.2)',
        'Märgalaks muudetud maa (4.D.2)',
        'Земли, переустроенные в водно-болотные угодья (4.D.2)',
      ),
    ],
  ),
  bars(
    'waste/overview.yml',
    'waste_overview',
    t(
      'Waste sector emissions by category',
      'Jäätmesektori heide kategooriate kaupa',
      'Выбросы сектора «Отходы» по категориям',
    ),
    [c('5.A'), c('5.B'), c('5.C'), c('5.D')],
  ),
  subBars(
    'waste/solid_waste_disposal.yml',
    'solid_waste_disposal',
    t('Solid waste disposal', 'Tahkete jäätmete ladestamine', 'Удаление твёрдых отходов'),
    [
      r(
        '5.A.1',
        'Managed waste disposal sites (5.A.1)',
        'Hallatud prügilad (5.A.1)',
        'Управляемые места удаления отходов (5.A.1)',
      ),
      r(
        '5.A.3',
        'Uncategorised waste disposal sites (5.A.3)',
        'Liigitamata prügilad (5.A.3)',
        'Неклассифицированные места удаления отходов (5.A.3)',
      ),
    ],
  ),
  subBars(
    'waste/composted_waste.yml',
    'composted_waste',
    t(
      'Biological treatment of solid waste',
      'Tahkete jäätmete bioloogiline töötlemine',
      'Биологическая переработка твёрдых отходов',
    ),
    [
      r(
        '5.B.1.a',
        'Composting: municipal solid waste (5.B.1.a)',
        'Kompostimine: olmejäätmed (5.B.1.a)',
        'Компостирование: твёрдые бытовые отходы (5.B.1.a)',
      ),
      r('5.B.1.b', 'Composting: other (5.B.1.b)', 'Kompostimine: muu (5.B.1.b)', 'Компостирование: прочее (5.B.1.b)'),
    ],
  ),
  subBars(
    'waste/incineration.yml',
    'incineration',
    t(
      'Incineration and open burning of waste',
      'Jäätmete põletamine ja lahtine põletamine',
      'Сжигание и открытое сжигание отходов',
    ),
    [
      r('5.C.1', 'Waste incineration (5.C.1)', 'Jäätmete põletamine (5.C.1)', 'Сжигание отходов (5.C.1)'),
      r(
        '5.C.2',
        'Open burning of waste (5.C.2)',
        'Jäätmete lahtine põletamine (5.C.2)',
        'Открытое сжигание отходов (5.C.2)',
      ),
    ],
  ),
  subBars(
    'waste/wastewater.yml',
    'wastewater',
    t('Wastewater treatment and discharge', 'Reovee käitlemine ja juhtimine', 'Очистка и сброс сточных вод'),
    [
      r('5.D.1', 'Domestic wastewater (5.D.1)', 'Olmereovesi (5.D.1)', 'Бытовые сточные воды (5.D.1)'),
      r('5.D.2', 'Industrial wastewater (5.D.2)', 'Tööstusreovesi (5.D.2)', 'Промышленные сточные воды (5.D.2)'),
    ],
  ),
];
