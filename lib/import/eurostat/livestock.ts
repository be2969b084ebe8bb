/**
 * Livestock by animal at Eurostat's December surveys (apro_mt_lscatl, apro_mt_lspig,
 * apro_mt_lssheep, apro_mt_lsgoat): dairy cows, other cattle (derived), pigs, sheep and goats, in
 * thousand head, from 1990. December counts, not the inventory's annual averages. Pure: CSV text
 * in, an activity file out.
 */
import { t, type ContextFile, type Trilingual } from '@/lib/import/activity/context-file';
import {
  datasetUrl,
  fileOf,
  LIVESTOCK_LICENCE,
  yearList,
  type EurostatExtracts,
} from '@/lib/import/eurostat/eurostat-meta';
import { between, flaggedYears, readSeries, valuesOf, type EurostatSeries } from '@/lib/import/eurostat/read-eurostat';

const LAYOUT = { year: 'year', value: 'value_thousand_heads', flag: 'flag' } as const;
const FIRST_YEAR = 1990;

const ANIMALS: { dataset: string; code: string; label: Trilingual; flagged: Trilingual }[] = [
  {
    dataset: 'apro_mt_lscatl',
    code: 'A2300F',
    label: t('Dairy cows (A2300F)', 'Lüpsilehmad (A2300F)', 'Молочные коровы (A2300F)'),
    flagged: t('dairy cows', 'lüpsilehmad', 'молочные коровы'),
  },
  {
    dataset: 'apro_mt_lspig',
    code: 'A3100',
    label: t('Pigs (A3100)', 'Sead (A3100)', 'Свиньи (A3100)'),
    flagged: t('pigs', 'sead', 'свиньи'),
  },
  {
    dataset: 'apro_mt_lssheep',
    code: 'A4100',
    label: t('Sheep (A4100)', 'Lambad (A4100)', 'Овцы (A4100)'),
    flagged: t('sheep', 'lambad', 'овцы'),
  },
  {
    dataset: 'apro_mt_lsgoat',
    code: 'A4200',
    label: t('Goats (A4200)', 'Kitsed (A4200)', 'Козы (A4200)'),
    flagged: t('goats', 'kitsed', 'козы'),
  },
];
const OTHER_CATTLE = t(
  'Other cattle (A2000 minus A2300F, derived)',
  'Muud veised (A2000 miinus A2300F, tuletatud)',
  'Прочий крупный рогатый скот (A2000 минус A2300F, расчётный)',
);

/** The estimated years of each animal, in words: "sheep: 2015 and 2019; goats: 2015 and 2019". */
function estimatedText(series: readonly [Trilingual, EurostatSeries][]): Trilingual {
  const parts = series.flatMap(([name, s]) => {
    const years = flaggedYears(s, ['e']).get('e') ?? [];
    return years.length ? [[name, years] as const] : [];
  });
  const join = (key: keyof Trilingual, and: string) =>
    parts.map(([name, years]) => `${name[key]}: ${yearList(years, and)}`).join('; ');
  return t(join('en', 'and'), join('et', 'ja'), join('ru', 'и'));
}

/** Dairy cows, other cattle (all bovine animals minus dairy cows, where both are counted), pigs, sheep and goats. */
export function livestockFile(extracts: EurostatExtracts): ContextFile {
  const file = fileOf('livestock');
  const read = (dataset: string, animals: string) =>
    between(
      readSeries(extracts.livestock, file, LAYOUT, { dataset, animals, month: 'M12', unit: 'THS_HD' }),
      FIRST_YEAR,
    );
  const bovine = read('apro_mt_lscatl', 'A2000');
  const series = ANIMALS.map((a) => [a, read(a.dataset, a.code)] as const);
  const dairy = valuesOf(series[0]![1]);
  const other = new Map(
    bovine.years.flatMap((y) => (dairy.has(y) ? [[y, bovine.at.get(y)!.value - dairy.get(y)!] as const] : [])),
  );
  const estimated = estimatedText([
    [t('all bovine animals', 'kõik veised', 'весь крупный рогатый скот'), bovine],
    ...series.map(([a, s]) => [a.flagged, s] as [Trilingual, EurostatSeries]),
  ]);
  const years = [...new Set(series.flatMap(([, s]) => s.years))].sort((a, b) => a - b);
  const last = years[years.length - 1]!;
  const rows = [
    { label: ANIMALS[0]!.label, values: dairy },
    { label: OTHER_CATTLE, values: other },
    ...series.slice(1).map(([a, s]) => ({ label: a.label, values: valuesOf(s) })),
  ];
  const estimatedNote = estimated.en
    ? t(
        `; estimated (Eurostat flag e): ${estimated.en}; a year without a count is a gap, not a zero`,
        `; hinnang (Eurostati tunnus e): ${estimated.et}; loenduseta aasta on lünk, mitte null`,
        `; оценка (отметка Евростата e): ${estimated.ru}; год без учёта — пропуск, а не ноль`,
      )
    : t('', '', '');
  return {
    path: 'sectors/agriculture/livestock.yml',
    id: 'livestock',
    title: t(
      `Livestock by animal in December, ${years[0]}–${last}`,
      `Loomade arv detsembris liikide kaupa, ${years[0]}–${last}`,
      `Поголовье скота по видам в декабре, ${years[0]}–${last}`,
    ),
    type: 'lineChart',
    unit: 'thousand head',
    nameHeader: t('Animal', 'Loomaliik', 'Вид животных'),
    years,
    rows,
    gaps: true,
    source: t(
      'Eurostat, Livestock surveys (apro_mt_lscatl, apro_mt_lspig, apro_mt_lssheep, apro_mt_lsgoat): December counts (M12), thousand head',
      'Eurostat, loomaloendused (apro_mt_lscatl, apro_mt_lspig, apro_mt_lssheep, apro_mt_lsgoat): detsembri seis (M12), tuhat looma',
      'Евростат, обследования поголовья скота (apro_mt_lscatl, apro_mt_lspig, apro_mt_lssheep, apro_mt_lsgoat): данные на декабрь (M12), тыс. голов',
    ),
    basis: t(
      `December counts of the livestock surveys, thousand head: not the annual average populations of the inventory (CRT Table 3.A), so never a substitute for them; other cattle derived by this site's import as all bovine animals (A2000) minus dairy cows (A2300F)${estimatedNote.en}`,
      `loomaloenduste detsembri seis, tuhat looma: see ei ole inventuuri aasta keskmine loomade arv (CRT tabel 3.A) ega asenda seda; muud veised on selle saidi impordi tuletis: kõik veised (A2000) miinus lüpsilehmad (A2300F)${estimatedNote.et}`,
      `данные обследований поголовья на декабрь, тыс. голов: это не среднегодовое поголовье кадастра (таблица ОТД (CRT) 3.A) и не замена ему; прочий крупный рогатый скот рассчитан при импорте на этом сайте как весь крупный рогатый скот (A2000) минус молочные коровы (A2300F)${estimatedNote.ru}`,
    ),
    vintage: t(
      `Eurostat bulk files as downloaded in May 2023; years ${years[0]}–${last}`,
      `Eurostati koondfailid, alla laaditud mais 2023; aastad ${years[0]}–${last}`,
      `файлы массовой выгрузки Евростата, загруженные в мае 2023 года; годы ${years[0]}–${last}`,
    ),
    licence: LIVESTOCK_LICENCE,
    sourceUrl: datasetUrl('apro_mt_lscatl'),
  };
}
