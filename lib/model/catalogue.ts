/**
 * The one table of ids of sectors, categories and sub-categories, each with its CRF code (UNFCCC
 * Common Reporting Format) and parent. Small and without names, so the browser may use it (to check
 * the ids of a filter address); the English and Estonian names are in catalogue-names.ts, which only
 * build-time code reads (the compiled JSON carries each locale's names).
 */

interface SectorEntry {
  id: string;
  crf: string;
  colour: number;
}
interface CategoryEntry {
  id: string;
  crf: string;
  sector: string;
}
interface SubCategoryEntry {
  id: string;
  crf: string;
  category: string;
}

type Row = [id: string, crf: string, parent: string];

export const SECTORS: readonly SectorEntry[] = (
  [
    ['energy', '1', '0'],
    ['transport', '1.A.3', '1'],
    ['ind-proc', '2', '2'],
    ['agri', '3', '3'],
    ['lulucf', '4', '4'],
    ['waste', '5', '5'],
  ] satisfies Row[]
).map(([id, crf, colour]) => ({ id, crf, colour: Number(colour) }));

export const CATEGORIES: readonly CategoryEntry[] = (
  [
    ['energy-ind', '1.A.1', 'energy'],
    ['manuf', '1.A.2', 'energy'],
    ['transport', '1.A.3', 'energy'],
    ['other-sec', '1.A.4', 'energy'],
    ['other', '1.A.5', 'energy'],
    ['oil', '1.B', 'energy'],
    ['mineral-ind', '2.A', 'ind-proc'],
    ['chem-ind', '2.B', 'ind-proc'],
    ['metal-ind', '2.C', 'ind-proc'],
    ['non-energy', '2.D', 'ind-proc'],
    ['ods', '2.F', 'ind-proc'],
    ['other-prod', '2.G', 'ind-proc'],
    ['enteric', '3.A', 'agri'],
    ['manure', '3.B', 'agri'],
    ['agri-soils', '3.D', 'agri'],
    ['liming', '3.G', 'agri'],
    ['urea', '3.H', 'agri'],
    ['forest', '4.A', 'lulucf'],
    ['cropland', '4.B', 'lulucf'],
    ['grassland', '4.C', 'lulucf'],
    ['wetlands', '4.D', 'lulucf'],
    ['settlements', '4.E', 'lulucf'],
    ['other-land', '4.F', 'lulucf'],
    ['harv-wood', '4.G', 'lulucf'],
    ['other-lulucf', '4.H', 'lulucf'],
    ['disposal', '5.A', 'waste'],
    ['bio-treat', '5.B', 'waste'],
    ['incineration', '5.C', 'waste'],
    ['waste-water', '5.D', 'waste'],
  ] satisfies Row[]
).map(([id, crf, sector]) => ({ id, crf, sector }));

export const SUB_CATEGORIES: readonly SubCategoryEntry[] = (
  [
    ['public-el-heat', '1.A.1.a', 'energy-ind'],
    ['shale-oil', '1.A.1.c', 'energy-ind'],
    ['iron-steel', '1.A.2.a', 'manuf'],
    ['non-ferr', '1.A.2.b', 'manuf'],
    ['chemicals', '1.A.2.c', 'manuf'],
    ['pulp', '1.A.2.d', 'manuf'],
    ['food-proc', '1.A.2.e', 'manuf'],
    ['non-met', '1.A.2.f', 'manuf'],
    ['other-manuf', '1.A.2.g', 'manuf'],
    ['dom-aviation', '1.A.3.a', 'transport'],
    ['road', '1.A.3.b', 'transport'],
    ['rail', '1.A.3.c', 'transport'],
    ['dom-navigation', '1.A.3.d', 'transport'],
    ['commercial', '1.A.4.a', 'other-sec'],
    ['residential', '1.A.4.b', 'other-sec'],
    ['agri-forestry', '1.A.4.c', 'other-sec'],
    ['cement', '2.A.1', 'mineral-ind'],
    ['lime', '2.A.2', 'mineral-ind'],
    ['glass', '2.A.3', 'mineral-ind'],
    ['other-carbonates', '2.A.4', 'mineral-ind'],
    ['lubricant', '2.D.1', 'non-energy'],
    ['paraffin', '2.D.2', 'non-energy'],
    ['solvent', '2.D.3.a', 'non-energy'],
    ['paving', '2.D.3.b', 'non-energy'],
    ['urea-catalysts', '2.D.3.d', 'non-energy'],
    ['refrigeration', '2.F.1', 'ods'],
    ['foam', '2.F.2', 'ods'],
    ['fire-protection', '2.F.3', 'ods'],
    ['aerosols', '2.F.4', 'ods'],
    ['electrical-equipment', '2.G.1', 'other-prod'],
    ['sf6-pfc', '2.G.2', 'other-prod'],
    ['medical-n2o', '2.G.3.a', 'other-prod'],
  ] satisfies Row[]
).map(([id, crf, category]) => ({ id, crf, category }));

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((e) => [e.id, e]));
export const SECTOR_BY_ID = byId(SECTORS);
export const CATEGORY_BY_ID = byId(CATEGORIES);
export const SUB_CATEGORY_BY_ID = byId(SUB_CATEGORIES);
