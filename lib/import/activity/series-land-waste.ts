import { t } from '@/lib/import/activity/context-file';
import { bars, c, r, subBars, type SeriesSpec } from '@/lib/import/activity/series-spec';

/** Agriculture's, land use's (LULUCF) and waste's generated activity files. */
export const LAND_WASTE_SERIES: readonly SeriesSpec[] = [
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
      r('4', 'LULUCF net total (4)', 'LULUCF kokku (4)', 'ЗИЗЛХ, чистые выбросы/абсорбция (4)', true),
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
