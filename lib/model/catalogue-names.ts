/**
 * English, Estonian and Russian names (Russian as in the UNFCCC's Russian reporting tables) of the catalogue's sectors, categories and sub-categories. Build time
 * only: the compiler writes each locale's names into the compiled JSON, so no browser bundle holds
 * this table.
 */
import { CATEGORIES, SECTORS, SUB_CATEGORIES } from '@/lib/model/catalogue';

export type Names = { en: string; et: string; ru: string };

export const SECTOR_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      ['energy', 'Energy', 'Energeetika', 'Энергетика'],
      ['transport', 'Transport', 'Transport', 'Транспорт'],
      [
        'ind-proc',
        'Industrial processes and product use',
        'Tööstuslikud protsessid ja toodete kasutamine',
        'Промышленные процессы и использование продуктов',
      ],
      ['agri', 'Agriculture', 'Põllumajandus', 'Сельское хозяйство'],
      [
        'lulucf',
        'Land use, land-use change and forestry (LULUCF)',
        'Maakasutus, maakasutuse muutus ja metsandus (LULUCF)',
        'Землепользование, изменения в землепользовании и лесное хозяйство (ЗИЗЛХ)',
      ],
      ['waste', 'Waste', 'Jäätmed', 'Отходы'],
    ] satisfies [id: string, en: string, et: string, ru: string][]
  ).map(([id, en, et, ru]) => [id, { en, et, ru }]),
);

export const CATEGORY_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      ['energy-ind', 'Energy industries', 'Energiatööstus', 'Энергетические отрасли'],
      [
        'manuf',
        'Manufacturing industries and construction',
        'Töötlev tööstus ja ehitus',
        'Обрабатывающие отрасли промышленности и строительство',
      ],
      ['transport', 'Transport', 'Transport', 'Транспорт'],
      ['other-sec', 'Other sectors', 'Muud sektorid', 'Другие секторы'],
      [
        'other',
        'Other (not specified elsewhere)',
        'Muu (mujal määratlemata)',
        'Прочее (не указанное в других категориях)',
      ],
      [
        'oil',
        'Fugitive emissions from fuels (oil and natural gas)',
        'Kütuste lenduvheide (nafta ja maagaas)',
        'Фугитивные выбросы от топлива (нефть и природный газ)',
      ],
      ['mineral-ind', 'Mineral industry', 'Mineraalsete toodete tööstus', 'Минеральная промышленность'],
      ['chem-ind', 'Chemical industry', 'Keemiatööstus', 'Химическая промышленность'],
      ['metal-ind', 'Metal industry', 'Metallitööstus', 'Металлургическая промышленность'],
      [
        'non-energy',
        'Non-energy products from fuels and solvent use',
        'Kütuste mitteenergeetiline kasutamine ja lahustite kasutamine',
        'Неэнергетические продукты из топлива и использование растворителей',
      ],
      [
        'ods',
        'Product uses as substitutes for ozone-depleting substances',
        'Osoonikihti kahandavate ainete asendajate kasutamine',
        'Использование продуктов в качестве заменителей озоноразрушающих веществ',
      ],
      [
        'other-prod',
        'Other product manufacture and use',
        'Muude toodete tootmine ja kasutamine',
        'Производство и использование других продуктов',
      ],
      ['enteric', 'Enteric fermentation', 'Soolekääritus', 'Внутренняя ферментация'],
      ['manure', 'Manure management', 'Sõnnikukäitlus', 'Управление навозом'],
      ['agri-soils', 'Agricultural soils', 'Põllumajandusmullad', 'Сельскохозяйственные почвы'],
      ['liming', 'Liming', 'Lupjamine', 'Известкование'],
      ['urea', 'Urea application', 'Karbamiidi kasutamine', 'Внесение мочевины'],
      ['forest', 'Forest land', 'Metsamaa', 'Лесные земли'],
      ['cropland', 'Cropland', 'Põllumaa', 'Пахотные земли'],
      ['grassland', 'Grassland', 'Rohumaa', 'Луга и пастбища'],
      ['wetlands', 'Wetlands', 'Märgalad', 'Водно-болотные угодья'],
      ['settlements', 'Settlements', 'Asustusalad', 'Поселения'],
      ['other-land', 'Other land', 'Muu maa', 'Другие земли'],
      ['harv-wood', 'Harvested wood products', 'Raiutud puidust tooted', 'Заготовленные древесные продукты'],
      ['other-lulucf', 'Other (LULUCF)', 'Muu (LULUCF)', 'Прочее (ЗИЗЛХ)'],
      ['disposal', 'Solid waste disposal', 'Tahkete jäätmete ladestamine', 'Удаление твёрдых отходов'],
      [
        'bio-treat',
        'Biological treatment of solid waste',
        'Tahkete jäätmete bioloogiline töötlemine',
        'Биологическая переработка твёрдых отходов',
      ],
      [
        'incineration',
        'Incineration and open burning of waste',
        'Jäätmete põletamine ja lahtine põletamine',
        'Сжигание и открытое сжигание отходов',
      ],
      [
        'waste-water',
        'Wastewater treatment and discharge',
        'Reovee käitlemine ja juhtimine',
        'Очистка и сброс сточных вод',
      ],
    ] satisfies [id: string, en: string, et: string, ru: string][]
  ).map(([id, en, et, ru]) => [id, { en, et, ru }]),
);

/**
 * Category names for the projection rounds where the inventory's name says more than a projection
 * gives: the rounds report 1.B as one figure, without the inventory's split by fuel (audit L4).
 */
const PROJECTION_CATEGORY_NAMES: ReadonlyMap<string, Names> = new Map([
  ['oil', { en: 'Fugitive emissions from fuels', et: 'Kütuste lenduvheide', ru: 'Фугитивные выбросы от топлива' }],
]);

/** A category's names: the projection rounds' where they differ, else the catalogue's. */
export const categoryNames = (id: string, projection = false): Names | undefined =>
  (projection ? PROJECTION_CATEGORY_NAMES.get(id) : undefined) ?? CATEGORY_NAMES.get(id);

export const SUB_CATEGORY_NAMES: ReadonlyMap<string, Names> = new Map(
  (
    [
      [
        'public-el-heat',
        'Public electricity and heat production',
        'Avalik elektri- ja soojatootmine',
        'Производство электроэнергии и тепла общего пользования',
      ],
      [
        'shale-oil',
        'Manufacture of solid fuels and other energy industries (shale oil)',
        'Tahkekütuste tootmine ja muu energiatööstus (põlevkiviõli)',
        'Производство твёрдого топлива и другие энергетические отрасли (сланцевое масло)',
      ],
      ['iron-steel', 'Iron and steel', 'Raua- ja terasetööstus', 'Чугун и сталь'],
      ['non-ferr', 'Non-ferrous metals', 'Värviliste metallide tootmine', 'Цветные металлы'],
      ['chemicals', 'Chemicals', 'Keemiatööstus', 'Химическая промышленность'],
      ['pulp', 'Pulp, paper and print', 'Tselluloosi-, paberi- ja trükitööstus', 'Целлюлоза, бумага и полиграфия'],
      [
        'food-proc',
        'Food processing, beverages and tobacco',
        'Toiduainete, jookide ja tubakatoodete tootmine',
        'Производство пищевых продуктов, напитков и табачных изделий',
      ],
      [
        'non-met',
        'Non-metallic minerals',
        'Mittemetalsete mineraaltoodete tootmine',
        'Неметаллические минеральные продукты',
      ],
      [
        'other-manuf',
        'Other manufacturing and construction',
        'Muu töötlev tööstus ja ehitus',
        'Другие обрабатывающие отрасли и строительство',
      ],
      ['dom-aviation', 'Domestic aviation', 'Siselennundus', 'Внутренняя авиация'],
      ['road', 'Road transportation', 'Maanteetransport', 'Автомобильный транспорт'],
      ['rail', 'Railways', 'Raudteetransport', 'Железнодорожный транспорт'],
      ['dom-navigation', 'Domestic navigation', 'Riigisisene veetransport', 'Внутреннее судоходство'],
      [
        'commercial',
        'Commercial and institutional',
        'Äri- ja avalik sektor',
        'Коммерческий и институциональный сектор',
      ],
      ['residential', 'Residential', 'Kodumajapidamised', 'Жилой сектор'],
      [
        'agri-forestry',
        'Agriculture, forestry and fishing',
        'Põllumajandus, metsandus ja kalandus',
        'Сельское, лесное и рыбное хозяйство',
      ],
      ['cement', 'Cement production', 'Tsemendi tootmine', 'Производство цемента'],
      ['lime', 'Lime production', 'Lubja tootmine', 'Производство извести'],
      ['glass', 'Glass production', 'Klaasi tootmine', 'Производство стекла'],
      [
        'other-carbonates',
        'Other process uses of carbonates',
        'Karbonaatide muu kasutamine',
        'Прочие виды использования карбонатов в процессах',
      ],
      ['lubricant', 'Lubricant use', 'Määrdeainete kasutamine', 'Использование смазочных материалов'],
      ['paraffin', 'Paraffin wax use', 'Parafiinvaha kasutamine', 'Использование парафинового воска'],
      ['solvent', 'Solvent use', 'Lahustite kasutamine', 'Использование растворителей'],
      ['paving', 'Road paving with asphalt', 'Teede asfalteerimine', 'Асфальтирование дорог'],
      [
        'urea-catalysts',
        'Other non-energy use (urea-based catalysts)',
        'Muu mitteenergeetiline kasutamine (karbamiidipõhised katalüsaatorid)',
        'Прочее неэнергетическое использование (катализаторы на основе мочевины)',
      ],
      [
        'refrigeration',
        'Refrigeration and air conditioning',
        'Külmutus- ja kliimaseadmed',
        'Холодильное оборудование и кондиционирование воздуха',
      ],
      ['foam', 'Foam blowing agents', 'Vahustid', 'Пенообразователи'],
      ['fire-protection', 'Fire protection', 'Tulekustutusvahendid', 'Противопожарная защита'],
      ['aerosols', 'Aerosols', 'Aerosoolid', 'Аэрозоли'],
      ['electrical-equipment', 'Electrical equipment', 'Elektriseadmed', 'Электрооборудование'],
      [
        'sf6-pfc',
        'SF6 and PFCs from other product use',
        'SF6 ja PFC-d muude toodete kasutamisest',
        'SF6 и ПФУ от использования других продуктов',
      ],
      ['medical-n2o', 'N2O from medical applications', 'N2O kasutamine meditsiinis', 'N2O от медицинского применения'],
    ] satisfies [id: string, en: string, et: string, ru: string][]
  ).map(([id, en, et, ru]) => [id, { en, et, ru }]),
);

const BY_CRF = new Map<string, Names>([
  ...SECTORS.filter((s) => s.id !== 'transport').map((e) => [e.crf, SECTOR_NAMES.get(e.id)!] as const),
  ...CATEGORIES.map((e) => [e.crf, CATEGORY_NAMES.get(e.id)!] as const),
  ...SUB_CATEGORIES.map((e) => [e.crf, SUB_CATEGORY_NAMES.get(e.id)!] as const),
]);

/** English, Estonian and Russian name of a catalogue entry by its CRF code; throws for a code not in the catalogue. */
export function crfName(code: string): Names {
  const name = BY_CRF.get(code);
  if (!name) throw new Error(`CRF code ${code} is not in the catalogue`);
  return name;
}
