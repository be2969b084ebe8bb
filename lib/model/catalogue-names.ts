/**
 * English and Estonian names of the catalogue's sectors, categories and sub-categories. Build time
 * only: the compiler writes each locale's names into the compiled JSON, so no browser bundle holds
 * this table.
 */
import { CATEGORIES, SECTORS, SUB_CATEGORIES } from '@/lib/model/catalogue';

export type Names = { en: string; et: string };

export const SECTOR_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      ['energy', 'Energy', 'Energeetika'],
      ['transport', 'Transport', 'Transport'],
      ['ind-proc', 'Industrial processes and product use', 'Tööstuslikud protsessid ja toodete kasutamine'],
      ['agri', 'Agriculture', 'Põllumajandus'],
      [
        'lulucf',
        'Land use, land-use change and forestry (LULUCF)',
        'Maakasutus, maakasutuse muutus ja metsandus (LULUCF)',
      ],
      ['waste', 'Waste', 'Jäätmed'],
    ] satisfies [id: string, en: string, et: string][]
  ).map(([id, en, et]) => [id, { en, et }]),
);

export const CATEGORY_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      ['energy-ind', 'Energy industries', 'Energiatööstus'],
      ['manuf', 'Manufacturing industries and construction', 'Töötlev tööstus ja ehitus'],
      ['transport', 'Transport', 'Transport'],
      ['other-sec', 'Other sectors', 'Muud sektorid'],
      ['other', 'Other (not specified elsewhere)', 'Muu (mujal määratlemata)'],
      ['oil', 'Fugitive emissions from fuels (oil and natural gas)', 'Kütuste lenduvheide (nafta ja maagaas)'],
      ['mineral-ind', 'Mineral industry', 'Mineraalsete toodete tööstus'],
      ['chem-ind', 'Chemical industry', 'Keemiatööstus'],
      ['metal-ind', 'Metal industry', 'Metallitööstus'],
      [
        'non-energy',
        'Non-energy products from fuels and solvent use',
        'Kütuste mitteenergeetiline kasutamine ja lahustite kasutamine',
      ],
      [
        'ods',
        'Product uses as substitutes for ozone-depleting substances',
        'Osoonikihti kahandavate ainete asendajate kasutamine',
      ],
      ['other-prod', 'Other product manufacture and use', 'Muude toodete tootmine ja kasutamine'],
      ['enteric', 'Enteric fermentation', 'Soolekääritus'],
      ['manure', 'Manure management', 'Sõnnikukäitlus'],
      ['agri-soils', 'Agricultural soils', 'Põllumajandusmullad'],
      ['liming', 'Liming', 'Lupjamine'],
      ['urea', 'Urea application', 'Karbamiidi kasutamine'],
      ['forest', 'Forest land', 'Metsamaa'],
      ['cropland', 'Cropland', 'Põllumaa'],
      ['grassland', 'Grassland', 'Rohumaa'],
      ['wetlands', 'Wetlands', 'Märgalad'],
      ['settlements', 'Settlements', 'Asustusalad'],
      ['other-land', 'Other land', 'Muu maa'],
      ['harv-wood', 'Harvested wood products', 'Raiutud puidust tooted'],
      ['other-lulucf', 'Other (LULUCF)', 'Muu (LULUCF)'],
      ['disposal', 'Solid waste disposal', 'Tahkete jäätmete ladestamine'],
      ['bio-treat', 'Biological treatment of solid waste', 'Tahkete jäätmete bioloogiline töötlemine'],
      ['incineration', 'Incineration and open burning of waste', 'Jäätmete põletamine ja lahtine põletamine'],
      ['waste-water', 'Wastewater treatment and discharge', 'Reovee käitlemine ja juhtimine'],
    ] satisfies [id: string, en: string, et: string][]
  ).map(([id, en, et]) => [id, { en, et }]),
);

export const SUB_CATEGORY_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      ['public-el-heat', 'Public electricity and heat production', 'Avalik elektri- ja soojatootmine'],
      [
        'shale-oil',
        'Manufacture of solid fuels and other energy industries (shale oil)',
        'Tahkekütuste tootmine ja muu energiatööstus (põlevkiviõli)',
      ],
      ['iron-steel', 'Iron and steel', 'Raua- ja terasetööstus'],
      ['non-ferr', 'Non-ferrous metals', 'Värviliste metallide tootmine'],
      ['chemicals', 'Chemicals', 'Keemiatööstus'],
      ['pulp', 'Pulp, paper and print', 'Tselluloosi-, paberi- ja trükitööstus'],
      ['food-proc', 'Food processing, beverages and tobacco', 'Toiduainete, jookide ja tubakatoodete tootmine'],
      ['non-met', 'Non-metallic minerals', 'Mittemetalsete mineraaltoodete tootmine'],
      ['other-manuf', 'Other manufacturing and construction', 'Muu töötlev tööstus ja ehitus'],
      ['dom-aviation', 'Domestic aviation', 'Siselennundus'],
      ['road', 'Road transportation', 'Maanteetransport'],
      ['rail', 'Railways', 'Raudteetransport'],
      ['dom-navigation', 'Domestic navigation', 'Riigisisene veetransport'],
      ['commercial', 'Commercial and institutional', 'Äri- ja avalik sektor'],
      ['residential', 'Residential', 'Kodumajapidamised'],
      ['agri-forestry', 'Agriculture, forestry and fishing', 'Põllumajandus, metsandus ja kalandus'],
      ['cement', 'Cement production', 'Tsemendi tootmine'],
      ['lime', 'Lime production', 'Lubja tootmine'],
      ['glass', 'Glass production', 'Klaasi tootmine'],
      ['other-carbonates', 'Other process uses of carbonates', 'Karbonaatide muu kasutamine'],
      ['lubricant', 'Lubricant use', 'Määrdeainete kasutamine'],
      ['paraffin', 'Paraffin wax use', 'Parafiinvaha kasutamine'],
      ['solvent', 'Solvent use', 'Lahustite kasutamine'],
      ['paving', 'Road paving with asphalt', 'Teede asfalteerimine'],
      [
        'urea-catalysts',
        'Other non-energy use (urea-based catalysts)',
        'Muu mitteenergeetiline kasutamine (karbamiidipõhised katalüsaatorid)',
      ],
      ['refrigeration', 'Refrigeration and air conditioning', 'Külmutus- ja kliimaseadmed'],
      ['foam', 'Foam blowing agents', 'Vahustid'],
      ['fire-protection', 'Fire protection', 'Tulekustutusvahendid'],
      ['aerosols', 'Aerosols', 'Aerosoolid'],
      ['electrical-equipment', 'Electrical equipment', 'Elektriseadmed'],
      ['sf6-pfc', 'SF6 and PFCs from other product use', 'SF6 ja PFC-d muude toodete kasutamisest'],
      ['medical-n2o', 'N2O from medical applications', 'N2O kasutamine meditsiinis'],
    ] satisfies [id: string, en: string, et: string][]
  ).map(([id, en, et]) => [id, { en, et }]),
);

const BY_CRF = new Map<string, Names>([
  ...SECTORS.filter((s) => s.id !== 'transport').map((e) => [e.crf, SECTOR_NAMES.get(e.id)!] as const),
  ...CATEGORIES.map((e) => [e.crf, CATEGORY_NAMES.get(e.id)!] as const),
  ...SUB_CATEGORIES.map((e) => [e.crf, SUB_CATEGORY_NAMES.get(e.id)!] as const),
]);

/** English and Estonian name of a catalogue entry by its CRF code; throws for a code not in the catalogue. */
export function crfName(code: string): Names {
  const name = BY_CRF.get(code);
  if (!name) throw new Error(`CRF code ${code} is not in the catalogue`);
  return name;
}
