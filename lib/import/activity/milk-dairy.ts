/**
 * Cows' milk production (Eurostat apro_mk_farm) and dairy cows in December (Eurostat tag00014),
 * with the milk per dairy cow that this import derives from the two, as activity files of the
 * agriculture page. Pure: CSV texts in, files out.
 */
import { type ContextFile, num, range, t } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';
import type { LocalText } from '@/lib/model/locale';

const MILK_FILE = 'estonia_eurostat_apro_mk_farm_1987-2022.csv';
const COWS_FILE = 'estonia_eurostat_tag00014_dairy_cows_2011-2022.csv';
const SDMX = ['DATAFLOW', 'LAST UPDATE', 'freq', 'geo', 'TIME_PERIOD', 'OBS_VALUE', 'OBS_FLAG'];

/** Yearly values of the rows of an SDMX-CSV that match every given column value; a flagged or doubled year stops the import. */
function sdmxSeries(
  csv: string,
  file: string,
  match: Record<string, string>,
): { values: Map<number, number>; updated: string } {
  const values = new Map<number, number>();
  let updated = '';
  parseCsvObjects(csv, [...SDMX, ...Object.keys(match)]).forEach((r, i) => {
    const line = i + 2;
    if ((r.geo ?? '').trim() !== 'EE' || Object.entries(match).some(([k, v]) => (r[k] ?? '').trim() !== v)) return;
    const year = num(r.TIME_PERIOD, 'TIME_PERIOD', file, line);
    if ((r.OBS_FLAG ?? '').trim() !== '')
      throw new Error(
        `${file} line ${line}: flag "${r.OBS_FLAG}" on ${year}; say in the file's basis what it means before using it`,
      );
    if (values.has(year)) throw new Error(`${file} line ${line}: a second value for ${year}`);
    values.set(year, num(r.OBS_VALUE, 'OBS_VALUE', file, line));
    updated = (r['LAST UPDATE'] ?? '').trim().split(' ')[0] ?? '';
  });
  if (values.size === 0)
    throw new Error(
      `${file}: no rows for Estonia with ${Object.entries(match)
        .map(([k, v]) => `${k} = ${v}`)
        .join(', ')}`,
    );
  return { values, updated };
}

const LICENCE = t(
  'Eurostat re-use policy: free re-use with acknowledgement ("Source: Eurostat"); data reported by Statistics Estonia',
  'Eurostati taaskasutuspoliitika: vaba taaskasutus viitega („Allikas: Eurostat“); andmed esitas Statistikaamet',
  'политика повторного использования Евростата: свободное повторное использование со ссылкой («Источник: Евростат»); данные представлены Департаментом статистики Эстонии',
);
const NOT_INVENTORY = t(
  'agricultural statistics, not the inventory: the inventory uses the annual average population of CRT Table 3.A, which is not among the sources',
  'põllumajandusstatistika, mitte inventuur: inventuur kasutab CRT tabeli 3.A aasta keskmist loomade arvu, mida andmeallikate hulgas ei ole',
  'сельскохозяйственная статистика, а не кадастр: в кадастре используется среднегодовое поголовье из таблицы ОТД (CRT) 3.A, которой нет среди источников',
);
const MILK_SOURCE = t(
  "Eurostat, Production and utilisation of milk on the farm (apro_mk_farm): raw cows' milk (D1110A), production on farms (PRO)",
  'Eurostat, piima tootmine ja kasutamine talus (apro_mk_farm): toores lehmapiim (D1110A), tootmine talus (PRO)',
  'Евростат, производство и использование молока на фермах (apro_mk_farm): сырое коровье молоко (D1110A), производство на фермах (PRO)',
);
const COWS_SOURCE = t(
  'Eurostat, Dairy cows (tag00014): dairy cows (A2300F) at the December survey (M12)',
  'Eurostat, lüpsilehmad (tag00014): lüpsilehmad (A2300F) detsembri seisuga (M12)',
  'Евростат, молочные коровы (tag00014): молочные коровы (A2300F) по декабрьскому обследованию (M12)',
);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Eurostat's LAST UPDATE date (dd/mm/yy) in each language, e.g. "12 Oct 2023" and "12.10.2023". */
function updateDate(text: string, file: string): LocalText {
  const m = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text);
  const month = MONTHS[Number(m?.[2]) - 1];
  if (!m || !month) throw new Error(`${file}: LAST UPDATE "${text}" is not a date dd/mm/yy`);
  return t(`${Number(m[1])} ${month} 20${m[3]}`, `${Number(m[1])}.${m[2]}.20${m[3]}`, `${m[1]}.${m[2]}.20${m[3]}`);
}
const vintage = (milk: LocalText, cows: LocalText): LocalText =>
  t(
    `Eurostat datasets as updated on ${milk.en} (milk) and ${cows.en} (dairy cows); years to 2022`,
    `Eurostati andmestikud seisuga ${milk.et} (piim) ja ${cows.et} (lüpsilehmad); aastad kuni 2022`,
    `наборы данных Евростата по состоянию на ${milk.ru} (молоко) и ${cows.ru} (молочные коровы); данные по 2022 год включительно`,
  );
const sourceUrl = (code: string) => `https://ec.europa.eu/eurostat/databrowser/view/${code}/default/table`;
const yearsOf = (values: ReadonlyMap<number, number>) => {
  const years = [...values.keys()].sort((a, b) => a - b);
  return range(years[0]!, years[years.length - 1]!);
};

/**
 * Milk production (kt), dairy cows (thousand head) and milk per dairy cow (t per cow, derived:
 * production ÷ the December count, only for years with both).
 */
export function milkDairyFiles(milkCsv: string, cowsCsv: string): ContextFile[] {
  const milk = sdmxSeries(milkCsv, MILK_FILE, { dairyprod: 'D1110A', milkitem: 'PRO' });
  const cows = sdmxSeries(cowsCsv, COWS_FILE, { animals: 'A2300F', month: 'M12', unit: 'THS_HD' });
  const yieldPerCow = new Map(
    [...cows.values].flatMap(([year, heads]) =>
      milk.values.has(year) && heads > 0 ? [[year, milk.values.get(year)! / heads] as const] : [],
    ),
  );
  const both = vintage(updateDate(milk.updated, MILK_FILE), updateDate(cows.updated, COWS_FILE));
  const cowsLabel = t('Dairy cows (December)', 'Lüpsilehmad (detsember)', 'Молочные коровы (декабрь)');
  const milkLabel = t(
    "Cows' milk production on farms",
    'Lehmapiima toodang talus',
    'Производство коровьего молока на фермах',
  );
  return [
    {
      path: 'sectors/agriculture/milk_yield.yml',
      id: 'milk_yield',
      title: t(
        'Milk per dairy cow (derived)',
        'Piimatoodang lüpsilehma kohta (tuletatud)',
        'Надой молока на одну молочную корову (расчётный)',
      ),
      type: 'lineChart',
      unit: 't/cow',
      nameHeader: t('Series', 'Aegrida', 'Ряд'),
      years: yearsOf(yieldPerCow),
      rows: [
        {
          label: t(
            'Milk per dairy cow (derived)',
            'Piim lüpsilehma kohta (tuletatud)',
            'Молоко на одну молочную корову (расчётное)',
          ),
          values: yieldPerCow,
        },
      ],
      source: t(
        `${MILK_SOURCE.en}; ${COWS_SOURCE.en}`,
        `${MILK_SOURCE.et}; ${COWS_SOURCE.et}`,
        `${MILK_SOURCE.ru}; ${COWS_SOURCE.ru}`,
      ),
      basis: t(
        `derived by this site's import, not published: milk production (thousand tonnes) ÷ dairy cows (thousand head), tonnes per cow. The cows are counted in December, not averaged over the year whose milk they are set against, so this is cruder than an official milk yield; ${NOT_INVENTORY.en}`,
        `selle saidi arvutus, mitte avaldatud näitaja: piimatoodang (tuhat tonni) ÷ lüpsilehmad (tuhat looma), tonni lehma kohta. Lehmad on loendatud detsembris, mitte aasta keskmisena, millega piima võrreldakse, seega on see ametlikust piimatoodangust lehma kohta ligikaudsem; ${NOT_INVENTORY.et}`,
        `рассчитано при импорте на этом сайте, не публикуется: производство молока (тыс. тонн) ÷ молочные коровы (тыс. голов), тонн на корову. Коровы учтены в декабре, а не в среднем за год, с молоком которого они сопоставляются, поэтому показатель грубее официального надоя на корову; ${NOT_INVENTORY.ru}`,
      ),
      vintage: both,
      licence: LICENCE,
      sourceUrl: sourceUrl('apro_mk_farm'),
    },
    {
      path: 'sectors/agriculture/milk_production.yml',
      id: 'milk_production',
      title: milkLabel,
      type: 'barChart',
      unit: 'kt',
      nameHeader: t('Series', 'Aegrida', 'Ряд'),
      years: yearsOf(milk.values),
      rows: [{ label: milkLabel, values: milk.values }],
      source: MILK_SOURCE,
      basis: t(
        `raw cows' milk produced on farms, thousand tonnes; ${NOT_INVENTORY.en}`,
        `talus toodetud toores lehmapiim, tuhat tonni; ${NOT_INVENTORY.et}`,
        `сырое коровье молоко, произведённое на фермах, тыс. тонн; ${NOT_INVENTORY.ru}`,
      ),
      vintage: both,
      licence: LICENCE,
      sourceUrl: sourceUrl('apro_mk_farm'),
    },
    {
      path: 'sectors/agriculture/dairy_cows.yml',
      id: 'dairy_cows',
      title: t('Dairy cows in December', 'Lüpsilehmad detsembris', 'Молочные коровы в декабре'),
      type: 'barChart',
      unit: 'thousand head',
      nameHeader: t('Series', 'Aegrida', 'Ряд'),
      years: yearsOf(cows.values),
      rows: [{ label: cowsLabel, values: cows.values }],
      source: COWS_SOURCE,
      basis: t(
        `dairy cows at the December livestock survey, thousand head; ${NOT_INVENTORY.en}`,
        `lüpsilehmad detsembri loomaloenduse järgi, tuhat looma; ${NOT_INVENTORY.et}`,
        `молочные коровы по декабрьскому учёту скота, тыс. голов; ${NOT_INVENTORY.ru}`,
      ),
      vintage: both,
      licence: LICENCE,
      sourceUrl: sourceUrl('tag00014'),
    },
  ];
}
