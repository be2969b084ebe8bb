import { t } from '@/lib/import/activity/context-file';
import { bars, c, CO2E, r, subBars, type SeriesSpec } from '@/lib/import/activity/series-spec';

/** The introduction's, energy's, transport's and industrial processes' generated activity files. */
export const ENERGY_INDUSTRY_SERIES: readonly SeriesSpec[] = [
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
];
