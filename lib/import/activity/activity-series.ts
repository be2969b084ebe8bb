import { crfName } from '@/lib/model/catalogue-names';
import type { LocalText } from '@/lib/model/locale';
import { t } from '@/lib/import/activity/context-file';

/** One row of a generated activity file: a CRF series (by code, or by name for memo items). */
export interface SeriesRowSpec {
  code?: string;
  name?: string;
  /** Gas column of the CRF extract; all rows here use the aggregate in CO2 equivalent. */
  gas: string;
  label: LocalText;
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
  title: LocalText;
  type: 'barChart' | 'lineChart' | 'table';
  nameHeader: LocalText;
  rows: SeriesRowSpec[];
  submission: SeriesSubmission;
}

const CO2E = 'GHG_total_CO2e';
const r = (code: string, en: string, et: string, line = false): SeriesRowSpec => ({
  code,
  gas: CO2E,
  label: t(en, et),
  ...(line ? { line } : {}),
});
/** A row named from the catalogue, e.g. "Cement production (2.A.1)". */
const c = (code: string, line = false): SeriesRowSpec => {
  const name = crfName(code);
  return r(code, `${name.en} (${code})`, `${name.et} (${code})`, line);
};
const CATEGORY = t('Category', 'Kategooria');
/** A stacked bar chart file of the newest submission; its rows are named in a "Category" column unless `nameHeader` says otherwise. */
const bars = (
  file: string,
  id: string,
  title: LocalText,
  rows: SeriesRowSpec[],
  nameHeader: LocalText = CATEGORY,
): SeriesSpec => ({ file, id, title, type: 'barChart', nameHeader, rows, submission: 'newest' });
/** A stacked bar chart file of sub-categories, from the 2020 submission (the only one that has them). */
const subBars = (...args: Parameters<typeof bars>): SeriesSpec => ({ ...bars(...args), submission: 2020 });

/** Every activity file generated from the inventory, with its rows and its submission. */
export const SERIES_SPECS: readonly SeriesSpec[] = [
  {
    file: 'introduction/total_emissions.yml',
    id: 'total_emissions',
    title: t('Total greenhouse gas emissions', 'Kasvuhoonegaaside koguheide'),
    type: 'lineChart',
    nameHeader: t('Total', 'Kokku'),
    submission: 'newest',
    rows: [
      {
        name: 'Total GHG emissions without LULUCF',
        gas: CO2E,
        label: t('Total without LULUCF', 'Kokku ilma LULUCF-ita'),
      },
      { name: 'Total GHG emissions with LULUCF', gas: CO2E, label: t('Total with LULUCF', 'Kokku koos LULUCF-iga') },
    ],
  },
  bars(
    'energy/sectoral_overview.yml',
    'sectoral_overview',
    t('Energy sector emissions by category', 'Energeetikasektori heide kategooriate kaupa'),
    [
      c('1.A.1'),
      c('1.A.2'),
      c('1.A.3'),
      c('1.A.4'),
      c('1.A.5'),
      c('1.B'),
      r('1', 'Energy total (1)', 'Energeetika kokku (1)', true),
    ],
  ),
  subBars(
    'transport/overview.yml',
    'transport_overview',
    t('Transport emissions by mode', 'Transpordi heide liikide kaupa'),
    [
      r('1.A.3.a', 'Domestic aviation (1.A.3.a)', 'Siselennundus (1.A.3.a)'),
      r('1.A.3.b', 'Road transportation (1.A.3.b)', 'Maanteetransport (1.A.3.b)'),
      r('1.A.3.c', 'Railways (1.A.3.c)', 'Raudteetransport (1.A.3.c)'),
      r('1.A.3.d', 'Domestic navigation (1.A.3.d)', 'Riigisisene veetransport (1.A.3.d)'),
    ],
  ),
  subBars(
    'transport/road_transport.yml',
    'road_transport',
    t('Road transport emissions by vehicle type', 'Maanteetranspordi heide sõidukiliigi kaupa'),
    [
      r('1.A.3.b.i', 'Cars (1.A.3.b.i)', 'Sõiduautod (1.A.3.b.i)'),
      r('1.A.3.b.ii', 'Light duty trucks (1.A.3.b.ii)', 'Kerged veokid (1.A.3.b.ii)'),
      r('1.A.3.b.iii', 'Heavy duty trucks and buses (1.A.3.b.iii)', 'Rasked veokid ja bussid (1.A.3.b.iii)'),
      r('1.A.3.b.iv', 'Motorcycles (1.A.3.b.iv)', 'Mootorrattad (1.A.3.b.iv)'),
    ],
    t('Vehicle type', 'Sõidukiliik'),
  ),
  bars(
    'transport/international_bunkering.yml',
    'international_bunkering',
    t('International bunkers (memo item)', 'Rahvusvaheline punkerdamine (memokirje)'),
    [
      { name: 'International Aviation', gas: CO2E, label: t('International aviation', 'Rahvusvaheline lennundus') },
      { name: 'International Navigation', gas: CO2E, label: t('International navigation', 'Rahvusvaheline laevandus') },
    ],
    t('Memo item', 'Memokirje'),
  ),
  bars(
    'ippu/overview.yml',
    'ippu_overview',
    t(
      'Industrial processes and product use by category',
      'Tööstuslike protsesside ja toodete kasutamise heide kategooriate kaupa',
    ),
    [c('2.A'), c('2.B'), c('2.C'), c('2.D'), c('2.F'), c('2.G')],
  ),
  subBars(
    'ippu/mineral_industry.yml',
    'mineral_industry',
    t('Mineral industry emissions', 'Mineraalsete toodete tööstuse heide'),
    [c('2.A.1'), c('2.A.2'), c('2.A.3'), c('2.A.4')],
  ),
  subBars(
    'ippu/non_energy_products.yml',
    'non_energy_products',
    t(
      'Non-energy products from fuels and solvent use',
      'Kütuste mitteenergeetiline kasutamine ja lahustite kasutamine',
    ),
    [
      c('2.D.1'),
      c('2.D.2'),
      r('2.D.3.a', 'Solvent use (2.D.3.a)', 'Lahustite kasutamine (2.D.3.a)'),
      r('2.D.3.b', 'Road paving with asphalt (2.D.3.b)', 'Teede asfalteerimine (2.D.3.b)'),
      r('2.D.3.d', 'Other (2.D.3.d)', 'Muu (2.D.3.d)'),
    ],
  ),
  subBars(
    'ippu/f_gases.yml',
    'f_gases',
    t('F-gas emissions by application', 'F-gaaside heide kasutusala kaupa'),
    [c('2.F.1'), c('2.F.2'), c('2.F.3'), c('2.F.4')],
    t('Application', 'Kasutusala'),
  ),
  subBars('ippu/sf6.yml', 'sf6', t('SF6 emissions', 'SF6 heide'), [c('2.G.1'), c('2.G.2')]),
  subBars(
    'ippu/n2o_product_uses.yml',
    'n2o_product_uses',
    t('N2O from product uses', 'Toodete kasutamisest pärinev N2O heide'),
    [
      r('2.G.3.a', 'Medical applications (2.G.3.a)', 'Meditsiiniline kasutamine (2.G.3.a)'),
      r('2.G.3.b', 'Other (2.G.3.b)', 'Muu (2.G.3.b)'),
    ],
  ),
  bars(
    'agriculture/overview.yml',
    'agriculture_overview',
    t('Agriculture emissions by category', 'Põllumajanduse heide kategooriate kaupa'),
    [c('3.A'), c('3.B'), c('3.D'), c('3.G'), c('3.H')],
  ),
  subBars(
    'agriculture/organic_soils.yml',
    'organic_soils',
    t('N2O from cultivation of organic soils', 'Orgaaniliste muldade harimise N2O heide'),
    [r('3.D.1.f', 'Cultivation of organic soils (3.D.1.f)', 'Orgaaniliste muldade harimine (3.D.1.f)')],
  ),
  subBars(
    'agriculture/fertilizers.yml',
    'fertilizers',
    t('Direct N2O from fertilizers applied to soils', 'Väetiste otsene N2O heide'),
    [
      r('3.D.1.a', 'Inorganic N fertilizers (3.D.1.a)', 'Mineraalsed lämmastikväetised (3.D.1.a)'),
      r('3.D.1.b.i', 'Animal manure applied to soils (3.D.1.b.i)', 'Mulda viidud sõnnik (3.D.1.b.i)'),
      r('3.D.1.b.ii', 'Sewage sludge applied to soils (3.D.1.b.ii)', 'Mulda viidud reoveesete (3.D.1.b.ii)'),
      r('3.D.1.b.iii', 'Other organic fertilizers (3.D.1.b.iii)', 'Muud orgaanilised väetised (3.D.1.b.iii)'),
    ],
  ),
  bars(
    'lu_luc_f/overview.yml',
    'lulucf_overview',
    t('LULUCF emissions and removals by land use', 'LULUCF heide ja sidumine maakasutuse kaupa'),
    [
      c('4.A'),
      c('4.B'),
      c('4.C'),
      c('4.D'),
      c('4.E'),
      c('4.F'),
      c('4.G'),
      r('4', 'LULUCF net total (4)', 'LULUCF kokku (4)', true),
    ],
  ),
  subBars(
    'lu_luc_f/forest_biomass.yml',
    'forest_biomass',
    t('Forest land: emissions and removals', 'Metsamaa heide ja sidumine'),
    [
      r('4.A.1', 'Forest land remaining forest land (4.A.1)', 'Metsamaaks jäänud metsamaa (4.A.1)'),
      r('4.A.2', 'Land converted to forest land (4.A.2)', 'Metsamaaks muudetud maa (4.A.2)'),
    ],
  ),
  subBars(
    'lu_luc_f/harvested_wood_products.yml',
    'harvested_wood_products',
    t('Harvested wood products', 'Raiutud puidust tooted'),
    [
      r('4.G.1.a', 'Sawnwood (4.G.1.a)', 'Saematerjal (4.G.1.a)'),
      r('4.G.1.b', 'Wood panels (4.G.1.b)', 'Puitplaadid (4.G.1.b)'),
      r('4.G.2', 'Paper and paperboard (4.G.2)', 'Paber ja papp (4.G.2)'),
      r('4.G.3', 'Other (4.G.3)', 'Muu (4.G.3)'),
    ],
    t('Product', 'Toode'),
  ),
  subBars('lu_luc_f/wetlands.yml', 'wetlands', t('Wetlands: emissions and removals', 'Märgalade heide ja sidumine'), [
    r('4.D.1.a', 'Peat extraction remaining peat extraction (4.D.1.a)', 'Turbatootmisalad (4.D.1.a)'),
    r('4.D.2', 'Land converted to wetlands (4.D.2)', 'Märgalaks muudetud maa (4.D.2)'),
  ]),
  bars(
    'waste/overview.yml',
    'waste_overview',
    t('Waste sector emissions by category', 'Jäätmesektori heide kategooriate kaupa'),
    [c('5.A'), c('5.B'), c('5.C'), c('5.D')],
  ),
  subBars(
    'waste/solid_waste_disposal.yml',
    'solid_waste_disposal',
    t('Solid waste disposal', 'Tahkete jäätmete ladestamine'),
    [
      r('5.A.1', 'Managed waste disposal sites (5.A.1)', 'Hallatud prügilad (5.A.1)'),
      r('5.A.3', 'Uncategorised waste disposal sites (5.A.3)', 'Liigitamata prügilad (5.A.3)'),
    ],
  ),
  subBars(
    'waste/composted_waste.yml',
    'composted_waste',
    t('Biological treatment of solid waste', 'Tahkete jäätmete bioloogiline töötlemine'),
    [
      r('5.B.1.a', 'Composting: municipal solid waste (5.B.1.a)', 'Kompostimine: olmejäätmed (5.B.1.a)'),
      r('5.B.1.b', 'Composting: other (5.B.1.b)', 'Kompostimine: muu (5.B.1.b)'),
    ],
  ),
  subBars(
    'waste/incineration.yml',
    'incineration',
    t('Incineration and open burning of waste', 'Jäätmete põletamine ja lahtine põletamine'),
    [
      r('5.C.1', 'Waste incineration (5.C.1)', 'Jäätmete põletamine (5.C.1)'),
      r('5.C.2', 'Open burning of waste (5.C.2)', 'Jäätmete lahtine põletamine (5.C.2)'),
    ],
  ),
  subBars(
    'waste/wastewater.yml',
    'wastewater',
    t('Wastewater treatment and discharge', 'Reovee käitlemine ja juhtimine'),
    [
      r('5.D.1', 'Domestic wastewater (5.D.1)', 'Olmereovesi (5.D.1)'),
      r('5.D.2', 'Industrial wastewater (5.D.2)', 'Tööstusreovesi (5.D.2)'),
    ],
  ),
];
