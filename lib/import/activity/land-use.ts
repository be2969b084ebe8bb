/**
 * Land-use areas and the land transition matrix of Estonia's CRT Table 4.1 (kha), from the newest
 * submission in the extract: an area chart by land category and a matrix file (from → to, per year).
 * Submissions are never joined. Pure: CSV texts in, activity files out.
 */
import { cell, type ContextFile, num, range, t, type Trilingual } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';
import type { LocalText } from '@/lib/model/locale';

const AREAS_FILE = 'estonia_crt_land_area_by_category_kha.csv';
const MATRIX_FILE = 'estonia_crt_table4.1_land_transition_matrix_kha.csv';
/** The source's corner cell of the Final area row: the country's total area. */
const TOTAL_AREA = 'Initial area';

/** Land categories of Table 4.1 in the table's order, with their Estonian names. */
export const LAND_CATEGORIES: readonly Trilingual[] = [
  t('Forest land (managed)', 'Metsamaa (majandatav)', 'Лесные земли (управляемые)'),
  t('Forest land (unmanaged)', 'Metsamaa (majandamata)', 'Лесные земли (неуправляемые)'),
  t('Cropland', 'Põllumaa', 'Пахотные земли'),
  t('Grassland (managed)', 'Rohumaa (majandatav)', 'Луга и пастбища (управляемые)'),
  t('Grassland (unmanaged)', 'Rohumaa (majandamata)', 'Луга и пастбища (неуправляемые)'),
  t('Wetlands (managed)', 'Märgalad (majandatavad)', 'Водно-болотные угодья (управляемые)'),
  t('Wetlands (unmanaged)', 'Märgalad (majandamata)', 'Водно-болотные угодья (неуправляемые)'),
  t('Settlements', 'Asustusalad', 'Поселения'),
  t('Other land', 'Muu maa', 'Другие земли'),
  t('Total unmanaged land', 'Majandamata maa kokku', 'Неуправляемые земли, итого'),
];
const CATEGORY_NAMES = new Set(LAND_CATEGORIES.map((c) => c.en));

const source = (submission: number): LocalText =>
  t(
    `Estonia's GHG inventory submission ${submission} to the UNFCCC, CRT Table 4.1 (land transition matrix), as extracted by W. F. Lamb, Tidy GHG Inventories (doi:10.5281/zenodo.14512139)`,
    `Eesti kasvuhoonegaaside inventuuri ${submission}. aasta esitus UNFCCC-le, CRT tabel 4.1 (maakasutuse muutuse maatriks), W. F. Lambi koondisest Tidy GHG Inventories (doi:10.5281/zenodo.14512139)`,
    `Представление кадастра ПГ Эстонии в РКИК ООН ${submission} года, таблица ОТД (CRT) 4.1 (матрица перехода земель), по выборке W. F. Lamb, Tidy GHG Inventories (doi:10.5281/zenodo.14512139)`,
  );
const vintage = (submission: number, years: number[]): LocalText =>
  t(
    `submission ${submission} (years ${years[0]}–${years[years.length - 1]}); the 2026 submission's land matrix is not in the extract, and the older submission of the extract is not used`,
    `${submission}. aasta esitus (aastad ${years[0]}–${years[years.length - 1]}); 2026. aasta esituse maatriksit koondis ei sisalda ja koondise vanemat esitust ei kasutata`,
    `представление ${submission} года (${years[0]}–${years[years.length - 1]} годы); матрицы представления 2026 года в выборке нет, а более старое представление из выборки не используется`,
  );
const LICENCE = t(
  'CC BY 4.0 (attribute Estonia\'s submission to the UNFCCC and "Lamb, Tidy GHG Inventories")',
  'CC BY 4.0 (viide Eesti esitusele UNFCCC-le ja „Lamb, Tidy GHG Inventories“)',
  'CC BY 4.0 (ссылка на представление Эстонии в РКИК ООН и «Lamb, Tidy GHG Inventories»)',
);
const SOURCE_URL = 'https://doi.org/10.5281/zenodo.14512139';

interface Cell {
  submission: number;
  year: number;
  line: number;
  values: Record<string, string>;
}

/** Rows of the newest submission in a CRT extract, each with its CSV line. */
function newestSubmission(csv: string, columns: string[], file: string): { submission: number; rows: Cell[] } {
  const all = parseCsvObjects(csv, ['iso', 'year_submission', 'year', ...columns]).map((r, i) => ({
    submission: num(r.year_submission, 'year_submission', file, i + 2),
    year: num(r.year, 'year', file, i + 2),
    line: i + 2,
    values: r,
  }));
  const est = all.filter((r) => (r.values.iso ?? '').trim() === 'EST');
  if (est.length === 0) throw new Error(`${file}: no rows for EST`);
  const submission = Math.max(...est.map((r) => r.submission));
  return { submission, rows: est.filter((r) => r.submission === submission) };
}

/** A value as the CRT writes it: a number, or a notation key such as NO (not occurring). */
function valueOf(text: string | undefined, file: string, line: number): number | string {
  const raw = (text ?? '').trim();
  if (/^[A-Z]{2}(,[A-Z]{2})*$/.test(raw)) return raw;
  return num(raw, 'value', file, line);
}

/** A category name of Table 4.1; anything else stops the import with the line. */
function category(name: string | undefined, file: string, line: number, extra: readonly string[] = []): string {
  const n = (name ?? '').trim();
  if (!CATEGORY_NAMES.has(n) && !extra.includes(n))
    throw new Error(`${file} line ${line}: unknown land category "${n}"`);
  return n;
}

/**
 * Area of each land category at the end of each year (the Final area row), stacked, with the
 * country's total area as a line. Categories reported as NO in every year are left out and named
 * in the basis; the categories must add up to the total area (±0.01 kha) or the import stops.
 */
export function landAreasFile(csv: string): ContextFile {
  const { submission, rows } = newestSubmission(csv, ['land_category', 'value'], AREAS_FILE);
  const byCategory = new Map<string, Map<number, number | string>>();
  for (const r of rows) {
    const name = category(r.values.land_category, AREAS_FILE, r.line, [TOTAL_AREA]);
    if (!byCategory.has(name)) byCategory.set(name, new Map());
    byCategory.get(name)!.set(r.year, valueOf(r.values.value, AREAS_FILE, r.line));
  }
  const years = [...(byCategory.get(TOTAL_AREA)?.keys() ?? [])].sort((a, b) => a - b);
  if (years.length === 0) throw new Error(`${AREAS_FILE}: no total area (${TOTAL_AREA}) rows`);
  const numbers = (name: string) =>
    new Map(
      [...(byCategory.get(name) ?? new Map()).entries()].filter((e): e is [number, number] => typeof e[1] === 'number'),
    );
  const reported = LAND_CATEGORIES.filter((c) => c.en !== 'Total unmanaged land' && numbers(c.en).size > 0);
  const notOccurring = LAND_CATEGORIES.filter((c) => !reported.includes(c));
  const total = numbers(TOTAL_AREA);
  for (const year of years) {
    const sum = reported.reduce((s, c) => s + (numbers(c.en).get(year) ?? 0), 0);
    if (Math.abs(sum - (total.get(year) ?? 0)) > 0.01)
      throw new Error(
        `${AREAS_FILE}: the land categories of ${year} add up to ${cell(sum)} kha, not the total area ${total.get(year)} kha`,
      );
  }
  const list = (lang: 'en' | 'et' | 'ru') => notOccurring.map((c) => (c[lang] ?? c.en).toLowerCase()).join(', ');
  return {
    path: 'sectors/lu_luc_f/land_use_areas.yml',
    id: 'land_use_areas',
    title: t(
      'Land-use area estimates by category',
      'Maakasutusalade hinnangud kategooriate kaupa',
      'Оценки площадей землепользования по категориям',
    ),
    type: 'barChart',
    unit: 'kha',
    nameHeader: t('Land category', 'Maakasutuskategooria', 'Категория земель'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      ...reported.map((c) => ({ label: c, values: numbers(c.en) })),
      { label: t('Total area of the country', 'Riigi kogupindala', 'Общая площадь страны'), values: total },
    ],
    lineItems: ['Total area of the country'],
    source: source(submission),
    basis: t(
      `area of each land category at the end of the year (the Final area row of Table 4.1), thousand hectares; reported as not occurring (NO) in every year, so not shown: ${list('en')}`,
      `iga maakasutuskategooria pindala aasta lõpus (tabeli 4.1 rida „Pindala aasta lõpus“, Final area), tuhat hektarit; igal aastal tähisega NO (ei esine) märgitud ja seepärast näitamata: ${list('et')}`,
      `площадь каждой категории земель на конец года (строка «Площадь на конец года» (Final area) таблицы 4.1), тыс. га; во все годы указаны с обозначением NO (не происходит) и потому не показаны: ${list('ru')}`,
    ),
    vintage: vintage(submission, years),
    licence: LICENCE,
    sourceUrl: SOURCE_URL,
  };
}

/** The matrix of one year: from-category → to-category → value (kha or a notation key). */
type LandMatrix = Map<number, Map<string, Map<string, number | string>>>;

/** Every year's land transition matrix of the newest submission, with its submission number. */
function readLandMatrix(csv: string): { submission: number; matrix: LandMatrix } {
  const { submission, rows } = newestSubmission(csv, ['area_from', 'area_to', 'value'], MATRIX_FILE);
  const matrix: LandMatrix = new Map();
  for (const r of rows) {
    const from = category(r.values.area_from, MATRIX_FILE, r.line, [
      'Final area',
      'Net change',
      'Площадь на конец года',
    ]);
    const to = category(r.values.area_to, MATRIX_FILE, r.line, [TOTAL_AREA]);
    if (!matrix.has(r.year)) matrix.set(r.year, new Map());
    const year = matrix.get(r.year)!;
    if (!year.has(from)) year.set(from, new Map());
    year.get(from)!.set(to, valueOf(r.values.value, MATRIX_FILE, r.line));
  }
  return { submission, matrix };
}

const FROM_EXTRA = [
  t('Final area', 'Pindala aasta lõpus', 'Площадь на конец года'),
  t('Net change', 'Netomuutus', 'Чистое изменение'),
];
const TO_EXTRA = t('Initial area', 'Pindala aasta alguses', 'Площадь на начало года');

/**
 * The matrix file (type `matrix`): one row per year and from-category, the to-categories and the
 * initial area as columns. A missing cell stops the import, naming year, row and column.
 */
export function landMatrixFile(csv: string): ContextFile {
  const { submission, matrix } = readLandMatrix(csv);
  const years = [...matrix.keys()].sort((a, b) => a - b);
  const fromRows = [...LAND_CATEGORIES, ...FROM_EXTRA];
  const columns = [...LAND_CATEGORIES, TO_EXTRA];
  const header = [t('Year', 'Aasta', 'Год'), t('From', 'Kust', 'Откуда'), ...columns];
  const lines = [header.map((c) => c.en)];
  for (const year of years) {
    for (const from of fromRows) {
      const row = matrix.get(year)?.get(from.en);
      const cells = columns.map((to) => {
        const v = row?.get(to.en);
        if (v === undefined) throw new Error(`${MATRIX_FILE}: no value for ${year}, ${from.en} → ${to.en}`);
        return typeof v === 'number' ? cell(v) : v;
      });
      lines.push([String(year), from.en, ...cells]);
    }
  }
  return {
    path: 'sectors/lu_luc_f/land_use_matrix.yml',
    id: 'land_use_matrix',
    title: t('Land-use areas matrix', 'Maakasutuse muutuse maatriks', 'Матрица площадей землепользования'),
    type: 'matrix',
    unit: 'kha',
    nameHeader: header[0]!,
    years: [],
    rows: [],
    cells: { labels: [...header.slice(1), ...FROM_EXTRA], lines },
    source: source(submission),
    basis: t(
      'CRT Table 4.1: rows are the land use at the start of the year (from), columns the land use at its end (to), thousand hectares; the diagonal is land remaining in its category, the other cells land converted during the year; NO = not occurring',
      'CRT tabel 4.1: read on maakasutus aasta alguses (kust), veerud aasta lõpus (kuhu), tuhat hektarit; diagonaalil on oma kategooriasse jäänud maa, mujal aasta jooksul muudetud maa; NO = ei esine',
      'таблица ОТД (CRT) 4.1: строки — землепользование на начало года (откуда), столбцы — на конец года (куда), тыс. га; по диагонали — земли, оставшиеся в своей категории, в остальных ячейках — земли, переустроенные в течение года; NO = не встречается',
    ),
    vintage: vintage(submission, years),
    licence: LICENCE,
    sourceUrl: SOURCE_URL,
  };
}
