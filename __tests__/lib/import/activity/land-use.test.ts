import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { formatContextFile, type ContextFile } from '@/lib/import/activity/context-file';
import { landAreasFile, landMatrixFile, LAND_CATEGORIES } from '@/lib/import/activity/land-use';

function parsed(f: ContextFile) {
  const result = parseActivityFile(formatContextFile(f), f.path);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

/** Final areas of 2023 as in estonia_crt_land_area_by_category_kha.csv (2025 submission), and one 2024-submission row. */
const AREAS_2023: [string, string][] = [
  ['Cropland', '990.1479999999999'],
  ['Forest land (managed)', '2454.1519999999996'],
  ['Forest land (unmanaged)', 'NO'],
  ['Grassland (managed)', '270.784'],
  ['Grassland (unmanaged)', 'NO'],
  ['Initial area', '4534.087999999999'],
  ['Other land', '48.912'],
  ['Settlements', '345.025'],
  ['Total unmanaged land', 'NO'],
  ['Wetlands (managed)', '38.23'],
  ['Wetlands (unmanaged)', '386.8369999999998'],
];
const AREAS = [
  'iso,year_submission,year,land_category,value',
  'EST,2024,2022,Forest land (managed),2446.7',
  ...AREAS_2023.map(([c, v]) => `EST,2025,2023,${c},${v}`),
].join('\n');

describe('land-use areas', () => {
  test('the newest submission only; managed forest land 2 454.152 kha in 2023; NO categories named, not drawn', () => {
    const f = parsed(landAreasFile(AREAS));
    expect(f.years.map((y) => y.year)).toEqual([2023]);
    const at = (row: string) => f.rows.find((r) => r.name === row)?.cells[0];
    expect(at('Forest land (managed)')).toBe(2454.152);
    expect(at('Cropland')).toBe(990.148);
    expect(at('Total area of the country')).toBe(4534.088);
    expect(f.rows.map((r) => r.name)).not.toContain('Forest land (unmanaged)');
    expect(f.basis?.en).toContain('forest land (unmanaged), grassland (unmanaged), total unmanaged land');
    expect(f.source?.en).toContain('submission 2025');
    expect(f.translations?.et?.['Forest land (managed)']).toBe('Metsamaa (majandatav)');
  });

  test('categories that do not add up to the total area stop the import', () => {
    expect(() =>
      landAreasFile(AREAS.replace('2025,2023,Settlements,345.025', '2025,2023,Settlements,346.025')),
    ).toThrow('the land categories of 2023 add up to 4535.088 kha, not the total area 4534.087999999999 kha');
  });

  test('an unknown category stops the import with its line', () => {
    expect(() => landAreasFile(AREAS.replace('2025,2023,Cropland,', '2025,2023,Croplands,'))).toThrow(
      'estonia_crt_land_area_by_category_kha.csv line 3: unknown land category "Croplands"',
    );
  });
});

describe('land transition matrix', () => {
  const froms = [...LAND_CATEGORIES.map((c) => c.en), 'Final area', 'Net change'];
  const tos = [...LAND_CATEGORIES.map((c) => c.en), 'Initial area'];
  /** Every cell NO but the two the issue names, from the extract's 2023 rows of the 2025 submission. */
  const value = (from: string, to: string) =>
    from === 'Cropland' && to === 'Cropland'
      ? '989.507'
      : from === to && from.startsWith('Forest land (managed)')
        ? '2453.062'
        : 'NO';
  const MATRIX = [
    'iso,year_submission,year,area_from,area_to,value',
    ...froms.flatMap((from) => tos.map((to) => `EST,2025,2023,${from},${to},${value(from, to)}`)),
  ].join('\n');

  test('one row per year and from-category: cropland remaining cropland 989.507, forest land 2 453.062 kha in 2023', () => {
    const f = parsed(landMatrixFile(MATRIX));
    expect(f.type).toBe('matrix');
    expect(f.unit).toBe('kha');
    const row = (from: string) => f.rows.find((r) => r.name === '2023' && r.cells[0] === from)!;
    const col = (to: string) => f.columns.indexOf(to);
    expect(row('Cropland').cells[col('Cropland')]).toBe(989.507);
    expect(row('Forest land (managed)').cells[col('Forest land (managed)')]).toBe(2453.062);
    expect(row('Cropland').cells[col('Settlements')]).toBe('NO');
    expect(f.rows).toHaveLength(12);
    expect(f.translations?.et?.From).toBe('Kust');
  });

  test('a missing cell stops the import, naming year, row and column', () => {
    const without = MATRIX.split('\n')
      .filter((l) => !l.startsWith('EST,2025,2023,Cropland,Settlements,'))
      .join('\n');
    expect(() => landMatrixFile(without)).toThrow('no value for 2023, Cropland → Settlements');
  });
});
