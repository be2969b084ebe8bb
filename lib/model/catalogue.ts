/**
 * The one table of ids used across the site: gases, sectors, categories and
 * sub-categories, each with its CRF code (UNFCCC Common Reporting Format) and
 * its English and Estonian name. Importer, validators and pages all read it.
 */

export const GAS_IDS = ['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'pfc', 'sf6'] as const;
export type GasId = (typeof GAS_IDS)[number];
export const DEFAULT_GAS: GasId = 'co2eq';
/** Gases published for projections (SPEC §7: no pfc). */
export const PROJECTION_GAS_IDS: readonly GasId[] = ['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'sf6'];

export type Names = { en: string; et: string };

export interface SectorEntry {
  id: string;
  crf: string;
  colour: number;
  name: Names;
}
export interface CategoryEntry {
  id: string;
  crf: string;
  sector: string;
  name: Names;
}
export interface SubCategoryEntry {
  id: string;
  crf: string;
  category: string;
  name: Names;
}

type Row = [id: string, crf: string, parent: string, en: string, et: string];

export const SECTORS: readonly SectorEntry[] = (
  [
    ['energy', '1', '0', 'Energy', 'Energeetika'],
    ['transport', '1.A.3', '1', 'Transport', 'Transport'],
    ['ind-proc', '2', '2', 'Industrial processes and product use', 'Tööstuslikud protsessid ja toodete kasutamine'],
    ['agri', '3', '3', 'Agriculture', 'Põllumajandus'],
    ['lulucf', '4', '4', 'Land use, land-use change and forestry (LULUCF)', 'Maakasutus, maakasutuse muutus ja metsandus (LULUCF)'],
    ['waste', '5', '5', 'Waste', 'Jäätmed'],
  ] satisfies Row[]
).map(([id, crf, colour, en, et]) => ({ id, crf, colour: Number(colour), name: { en, et } }));

export const CATEGORIES: readonly CategoryEntry[] = (
  [
    ['energy-ind', '1.A.1', 'energy', 'Energy industries', 'Energiatööstus'],
    ['manuf', '1.A.2', 'energy', 'Manufacturing industries and construction', 'Töötlev tööstus ja ehitus'],
    ['transport', '1.A.3', 'energy', 'Transport', 'Transport'],
    ['other-sec', '1.A.4', 'energy', 'Other sectors', 'Muud sektorid'],
    ['other', '1.A.5', 'energy', 'Other (not specified elsewhere)', 'Muu (mujal määratlemata)'],
    ['oil', '1.B', 'energy', 'Fugitive emissions from fuels (oil and natural gas)', 'Kütuste lenduvheide (nafta ja maagaas)'],
    ['mineral-ind', '2.A', 'ind-proc', 'Mineral industry', 'Mineraalsete toodete tööstus'],
    ['chem-ind', '2.B', 'ind-proc', 'Chemical industry', 'Keemiatööstus'],
    ['metal-ind', '2.C', 'ind-proc', 'Metal industry', 'Metallitööstus'],
    ['non-energy', '2.D', 'ind-proc', 'Non-energy products from fuels and solvent use', 'Kütuste mitteenergeetiline kasutamine ja lahustite kasutamine'],
    ['ods', '2.F', 'ind-proc', 'Product uses as substitutes for ozone-depleting substances', 'Osoonikihti kahandavate ainete asendajate kasutamine'],
    ['other-prod', '2.G', 'ind-proc', 'Other product manufacture and use', 'Muude toodete tootmine ja kasutamine'],
    ['enteric', '3.A', 'agri', 'Enteric fermentation', 'Soolekääritus'],
    ['manure', '3.B', 'agri', 'Manure management', 'Sõnnikukäitlus'],
    ['agri-soils', '3.D', 'agri', 'Agricultural soils', 'Põllumajandusmullad'],
    ['liming', '3.G', 'agri', 'Liming', 'Lupjamine'],
    ['urea', '3.H', 'agri', 'Urea application', 'Karbamiidi kasutamine'],
    ['forest', '4.A', 'lulucf', 'Forest land', 'Metsamaa'],
    ['cropland', '4.B', 'lulucf', 'Cropland', 'Põllumaa'],
    ['grassland', '4.C', 'lulucf', 'Grassland', 'Rohumaa'],
    ['wetlands', '4.D', 'lulucf', 'Wetlands', 'Märgalad'],
    ['settlements', '4.E', 'lulucf', 'Settlements', 'Asustusalad'],
    ['other-land', '4.F', 'lulucf', 'Other land', 'Muu maa'],
    ['harv-wood', '4.G', 'lulucf', 'Harvested wood products', 'Raiutud puidutooted'],
    ['other-lulucf', '4.H', 'lulucf', 'Other (LULUCF)', 'Muu (LULUCF)'],
    ['disposal', '5.A', 'waste', 'Solid waste disposal', 'Tahkete jäätmete ladestamine'],
    ['bio-treat', '5.B', 'waste', 'Biological treatment of solid waste', 'Tahkete jäätmete bioloogiline töötlemine'],
    ['incineration', '5.C', 'waste', 'Incineration and open burning of waste', 'Jäätmete põletamine ja lahtine põletamine'],
    ['waste-water', '5.D', 'waste', 'Wastewater treatment and discharge', 'Reovee käitlemine ja juhtimine'],
  ] satisfies Row[]
).map(([id, crf, sector, en, et]) => ({ id, crf, sector, name: { en, et } }));

export const SUB_CATEGORIES: readonly SubCategoryEntry[] = (
  [
    ['public-el-heat', '1.A.1.a', 'energy-ind', 'Public electricity and heat production', 'Avalik elektri- ja soojatootmine'],
    ['shale-oil', '1.A.1.c', 'energy-ind', 'Manufacture of solid fuels and other energy industries (shale oil)', 'Tahkekütuste tootmine ja muu energiatööstus (põlevkiviõli)'],
    ['iron-steel', '1.A.2.a', 'manuf', 'Iron and steel', 'Raud ja teras'],
    ['non-ferr', '1.A.2.b', 'manuf', 'Non-ferrous metals', 'Värvilised metallid'],
    ['chemicals', '1.A.2.c', 'manuf', 'Chemicals', 'Keemiatooted'],
    ['pulp', '1.A.2.d', 'manuf', 'Pulp, paper and print', 'Tselluloos, paber ja trükindus'],
    ['food-proc', '1.A.2.e', 'manuf', 'Food processing, beverages and tobacco', 'Toiduainete, jookide ja tubakatoodete tootmine'],
    ['non-met', '1.A.2.f', 'manuf', 'Non-metallic minerals', 'Mittemetalsed mineraalid'],
    ['other-manuf', '1.A.2.g', 'manuf', 'Other manufacturing and construction', 'Muu töötlev tööstus ja ehitus'],
    ['dom-aviation', '1.A.3.a', 'transport', 'Domestic aviation', 'Siselennundus'],
    ['road', '1.A.3.b', 'transport', 'Road transportation', 'Maanteetransport'],
    ['rail', '1.A.3.c', 'transport', 'Railways', 'Raudteetransport'],
    ['dom-navigation', '1.A.3.d', 'transport', 'Domestic navigation', 'Siseveetransport'],
    ['commercial', '1.A.4.a', 'other-sec', 'Commercial and institutional', 'Äri- ja avalik sektor'],
    ['residential', '1.A.4.b', 'other-sec', 'Residential', 'Kodumajapidamised'],
    ['agri-forestry', '1.A.4.c', 'other-sec', 'Agriculture, forestry and fishing', 'Põllumajandus, metsandus ja kalandus'],
    ['cement', '2.A.1', 'mineral-ind', 'Cement production', 'Tsemendi tootmine'],
    ['lime', '2.A.2', 'mineral-ind', 'Lime production', 'Lubja tootmine'],
    ['glass', '2.A.3', 'mineral-ind', 'Glass production', 'Klaasi tootmine'],
    ['other-carbonates', '2.A.4', 'mineral-ind', 'Other process uses of carbonates', 'Karbonaatide muu kasutamine'],
    ['lubricant', '2.D.1', 'non-energy', 'Lubricant use', 'Määrdeainete kasutamine'],
    ['paraffin', '2.D.2', 'non-energy', 'Paraffin wax use', 'Parafiinvaha kasutamine'],
    ['solvent', '2.D.3.a', 'non-energy', 'Solvent use', 'Lahustite kasutamine'],
    ['paving', '2.D.3.b', 'non-energy', 'Road paving with asphalt', 'Teede asfalteerimine'],
    ['urea-catalysts', '2.D.3.d', 'non-energy', 'Other non-energy use (urea-based catalysts)', 'Muu mitteenergeetiline kasutamine (karbamiidipõhised katalüsaatorid)'],
    ['refrigeration', '2.F.1', 'ods', 'Refrigeration and air conditioning', 'Külmutus- ja kliimaseadmed'],
    ['foam', '2.F.2', 'ods', 'Foam blowing agents', 'Vahustid'],
    ['fire-protection', '2.F.3', 'ods', 'Fire protection', 'Tulekustutusvahendid'],
    ['aerosols', '2.F.4', 'ods', 'Aerosols', 'Aerosoolid'],
    ['electrical-equipment', '2.G.1', 'other-prod', 'Electrical equipment', 'Elektriseadmed'],
    ['sf6-pfc', '2.G.2', 'other-prod', 'SF6 and PFCs from other product use', 'SF6 ja PFC-d muude toodete kasutamisest'],
    ['medical-n2o', '2.G.3.a', 'other-prod', 'N2O from medical applications', 'N2O meditsiiniline kasutamine'],
  ] satisfies Row[]
).map(([id, crf, category, en, et]) => ({ id, crf, category, name: { en, et } }));

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((e) => [e.id, e]));
export const SECTOR_BY_ID = byId(SECTORS);
export const CATEGORY_BY_ID = byId(CATEGORIES);
export const SUB_CATEGORY_BY_ID = byId(SUB_CATEGORIES);

/** Whether a string is one of the seven gas ids. */
export function isGasId(value: unknown): value is GasId {
  return typeof value === 'string' && (GAS_IDS as readonly string[]).includes(value);
}

const BY_CRF = new Map<string, Names>(
  [...SECTORS.filter((s) => s.id !== 'transport'), ...CATEGORIES, ...SUB_CATEGORIES].map((e) => [e.crf, e.name]),
);

/** English and Estonian name of a catalogue entry by its CRF code; throws for a code not in the catalogue. */
export function crfName(code: string): Names {
  const name = BY_CRF.get(code);
  if (!name) throw new Error(`CRF code ${code} is not in the catalogue`);
  return name;
}
