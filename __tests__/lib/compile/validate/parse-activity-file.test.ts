import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { localiseActivity } from '@/lib/compile/assemble/localise-activity';

const T = '\t';
/** Builds an activity file; `rows` lines are joined with tabs and indented as a block scalar. */
function makeFile(
  rows: string[][],
  extra = 'id: road\ntitle: { en: Road transport, et: Maanteetransport }\ntype: barChart\nunit: kt CO2 eq\n',
) {
  return `${extra}rows: |\n${rows.map((r) => `  ${r.join(T)}`).join('\n')}\n`;
}

describe('parseActivityFile', () => {
  test('reads header, year columns, rows and the colour index', () => {
    const text = makeFile([
      ['Vehicle', '2016', '2017', 'colour', '2018'],
      ['Cars', '1.5', '2', '3', '2.25'],
      ['Buses', 'NO', '', '', '4'],
    ]);
    const result = parseActivityFile(text, 'data/sectors/transport/road.yml');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const v = result.value;
    expect(v.title).toEqual({ en: 'Road transport', et: 'Maanteetransport' });
    expect(v.nameHeader).toBe('Vehicle');
    expect(v.columns).toEqual(['2016', '2017', '2018']);
    expect(v.years).toEqual([
      { idx: 0, year: 2016, isIncluded: true },
      { idx: 1, year: 2017, isIncluded: true },
      { idx: 2, year: 2018, isIncluded: true },
    ]);
    expect(v.rows[0]).toEqual({ name: 'Cars', data: [1.5, 2, 2.25], cells: [1.5, 2, 2.25], colour: 3 });
    // Non-numeric cells parse as 0 in data; the table keeps what was written.
    expect(v.rows[1]).toEqual({ name: 'Buses', data: [0, 0, 4], cells: ['NO', null, 4] });
  });

  test('non-year headers are columns but not years', () => {
    const result = parseActivityFile(
      makeFile([
        ['Factor', 'Value', '2018'],
        ['EF', 'x', '0.5'],
      ]),
      'f.yml',
    );
    expect(result.ok && result.value.years).toEqual([{ idx: 1, year: 2018, isIncluded: true }]);
    expect(result.ok && result.value.columns).toEqual(['Value', '2018']);
  });

  test.each([
    ['f.json', 'Unknown file format'],
    ['f.md', 'Unknown file format'],
  ])('%s → %s', (file, message) => {
    const result = parseActivityFile(
      makeFile([
        ['a', '2018'],
        ['b', '1'],
      ]),
      file,
    );
    expect(result).toEqual({ ok: false, issues: [{ file, path: '', message }] });
  });

  test('missing rows → Unable to parse rows from {file}', () => {
    const result = parseActivityFile('id: a\ntitle: A\ntype: table\n', 'x/a.yml');
    expect(!result.ok && result.issues).toEqual([
      { file: 'x/a.yml', line: 1, path: 'rows', message: 'Unable to parse rows from x/a.yml' },
    ]);
  });

  test('header without data rows → Unable to parse rows', () => {
    const result = parseActivityFile(makeFile([['Name', '2018']]), 'a.yml');
    expect(!result.ok && result.issues.map((i) => [i.line, i.message])).toEqual([
      [6, 'Unable to parse rows from a.yml'],
    ]);
  });

  test('a first row with a single cell → GHG must contain a header row', () => {
    const result = parseActivityFile(makeFile([['Name'], ['b', '1']]), 'a.yml');
    expect(!result.ok && result.issues).toEqual([
      { file: 'a.yml', line: 6, path: 'rows[0]', message: 'GHG must contain a header row' },
    ]);
  });

  test('empty header cells are rejected with their column', () => {
    const result = parseActivityFile(
      makeFile([
        ['Name', '', '2018'],
        ['b', '1', '2'],
      ]),
      'a.yml',
    );
    expect(!result.ok && result.issues).toEqual([
      { file: 'a.yml', line: 6, path: 'rows[0][1]', message: 'Header cell 2 is empty' },
    ]);
  });

  test('collects every bad row with its line: comma cells and wrong counts', () => {
    const text = makeFile([
      ['Name', '2017', '2018'],
      ['ok', '1', '2'],
      ['comma', '1,5', '2'],
      ['short', '1'],
    ]);
    const result = parseActivityFile(text, 'a.yml');
    expect(!result.ok && result.issues).toEqual([
      { file: 'a.yml', line: 8, path: 'rows[2]', message: 'Invalid character "," found in a table cell.' },
      {
        file: 'a.yml',
        line: 9,
        path: 'rows[3]',
        message: 'Data count does not match the number of years for short. Expected 2, but got 1.',
      },
    ]);
  });

  test('missing id, title and type are all reported with the SPEC message', () => {
    const result = parseActivityFile('unit: kt\nrows: |\n  a\t2018\n  b\t1\n', 'a.yml');
    expect(!result.ok && result.issues.map((i) => i.message)).toEqual([
      'Field id is missing from a.yml.',
      'Field title is missing from a.yml.',
      'Field type is missing from a.yml.',
    ]);
  });

  test('YAML syntax errors carry the line', () => {
    const result = parseActivityFile('id: a\ntitle: [x\ntype: table\n', 'a.yml');
    expect(!result.ok && result.issues[0]?.line).toBe(3);
  });

  test('a bad colour index is reported', () => {
    const result = parseActivityFile(
      makeFile([
        ['Name', '2018', 'colour'],
        ['b', '1', 'red'],
      ]),
      'a.yml',
    );
    expect(!result.ok && result.issues.map((i) => i.message)).toEqual(['Invalid colour index for b']);
  });

  test('an unknown type is not a parse error (it renders as Unknown chart type)', () => {
    const text = makeFile(
      [
        ['a', '2018'],
        ['b', '1'],
      ],
      'id: a\ntitle: A\ntype: pieChart\n',
    );
    expect(parseActivityFile(text, 'a.yml').ok).toBe(true);
  });
});

describe('localiseActivity', () => {
  const text = `${makeFile([
    ['Vehicle', '2018'],
    ['Cars', '1'],
    ['Buses', 'NO'],
  ])}translations:\n  et: { Vehicle: Sõiduk, Cars: Sõiduautod }\nsource: { en: Inventory, et: Inventuur }\n`;
  const parsed = parseActivityFile(text, 'a.yml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));

  test('Estonian: titles, headers and row names translated, missing words fall back to English', () => {
    const et = localiseActivity(parsed.value, 'et');
    expect([et.title, et.nameHeader, et.source]).toEqual(['Maanteetransport', 'Sõiduk', 'Inventuur']);
    expect(et.rows.map((r) => r.name)).toEqual(['Sõiduautod', 'Buses']);
    expect(et.unit).toBe('kt CO2 ekv');
  });

  test('English keeps the written text', () => {
    const en = localiseActivity(parsed.value, 'en');
    expect([en.title, en.nameHeader, en.rows[0]?.name]).toEqual(['Road transport', 'Vehicle', 'Cars']);
    expect(en.unit).toBe('kt CO2 eq');
  });
});

describe('source, basis, vintage, licence, target rows and gaps', () => {
  const head = [
    'id: esr',
    'title: { en: ESR, et: JJM }',
    'type: lineChart',
    'unit: kt CO2 eq',
    'source: { en: EEA, et: EEA }',
    'basis: { en: effort-sharing scope, et: jagatud kohustuse ulatus }',
    'vintage: 2025 submission',
    'licence: CC BY 4.0',
    'source_url: https://example.org/esr.xlsx',
    'gaps: true',
    'projections_year: 2023',
    'target_items: [Limit]',
    '',
  ].join('\n');
  const rows = [
    ['Series', '2022', '2023', '2030'],
    ['History', '5.7', '5.6', '-'],
    ['WEM', '-', '5.4', '5.08'],
    ['Limit', '-', '-', '4.7'],
  ];

  test('reads the new fields and localises them into the source line', () => {
    const result = parseActivityFile(makeFile(rows, head), 'esr.yml');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value).toMatchObject({
      gaps: true,
      targetItems: ['Limit'],
      projectionsYear: 2023,
      sourceUrl: 'https://example.org/esr.xlsx',
    });
    const et = localiseActivity(result.value, 'et');
    expect(et.source).toBe(
      'EEA. Alus: jagatud kohustuse ulatus. Andmete versioon: 2025 submission. Litsents: CC BY 4.0',
    );
    expect(et.groupLabels).toEqual({ inventory: 'Inventuur', projections: 'Prognoosid' });
    expect(localiseActivity(result.value, 'en').source).toBe(
      'EEA. Basis: effort-sharing scope. Vintage: 2025 submission. Licence: CC BY 4.0',
    );
  });

  test.each([
    ['target_items: [Limit]', 'target_items: [Nope]', 'Field target_items names Nope, which is not a row of the file'],
    ['target_items: [Limit]', 'target_items: [WEM]', 'Target row WEM must have exactly one number, but has 2'],
    [
      'projections_year: 2023',
      'projections_year: 2024',
      'Field projections_year (2024) is not one of the year columns',
    ],
    ['gaps: true', 'gaps: yes please', 'Field gaps has an invalid value'],
    [
      'source_url: https://example.org/esr.xlsx',
      'source_url: javascript:alert(1)',
      'Field source_url has an invalid value',
    ],
    ['licence: CC BY 4.0', 'licence: [1]', 'Field licence has an invalid value'],
  ])('%s → %s is refused with its line', (from, to, message) => {
    const text = makeFile(rows, head.replace(from, to));
    const result = parseActivityFile(text, 'esr.yml');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const key = to.split(':')[0]!;
    expect(result.issues).toContainEqual(
      expect.objectContaining({ message, line: text.split('\n').findIndex((l) => l.startsWith(`${key}:`)) + 1 }),
    );
  });
});

describe('matrix files (type matrix)', () => {
  const head = 'id: m\ntitle: { en: Matrix, et: Maatriks }\ntype: matrix\nunit: kha\n';
  const rows = [
    ['Year', 'From', 'Forest land', 'Cropland', 'Initial area'],
    ['2022', 'Forest land', '2453.5', '0.2', '2453.7'],
    ['2022', 'Cropland', '0.1', 'NO', '0.1'],
    ['2023', 'Forest land', '2453.062', '0.169', '2453.931'],
    ['2023', 'Cropland', '0.031', '989.507', '989.941'],
  ];

  test('rows are a year and a from-category, then one cell per to-column; notation keys stay text', () => {
    const result = parseActivityFile(makeFile(rows, head), 'm.yml');
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.columns).toEqual(['From', 'Forest land', 'Cropland', 'Initial area']);
    expect(result.value.years).toEqual([]);
    expect(result.value.rows[3]).toMatchObject({ name: '2023', cells: ['Cropland', 0.031, 989.507, 989.941] });
    expect(result.value.rows[1]?.cells[2]).toBe('NO');
  });

  test.each([
    [
      'a row that does not start with a year',
      8,
      (r: string[][]) => r.map((x, i) => (i === 2 ? ['22', ...x.slice(1)] : x)),
      'Matrix row 22 must start with a year and the land use it comes from',
    ],
    [
      'a row whose from-category is a number',
      9,
      (r: string[][]) => r.map((x, i) => (i === 3 ? ['2023', '5', ...x.slice(2)] : x)),
      'Matrix row 2023 must start with a year and the land use it comes from',
    ],
    [
      'a year with other from rows than the first',
      9,
      (r: string[][]) => r.filter((_, i) => i !== 4).concat([['2023', 'Grassland', '0', '0', '0']]),
      'Matrix year 2023 does not have the same from rows as the first year',
    ],
  ])('%s is reported with its line', (_name, line, change, message) => {
    const result = parseActivityFile(makeFile(change(rows), head), 'm.yml');
    // `rows: |` is line 5, its header line 6, so rows[i] of the list above is on line 6 + i.
    expect(!result.ok && result.issues.map((i) => [i.file, i.line, i.message])).toEqual([['m.yml', line, message]]);
  });
});

describe('generated files in Russian', () => {
  const note = '# Generated by npm run import-activity from the inventory. Do not edit by hand.\n';
  const rows = [
    ['Category', '2020'],
    ['Cars', '1'],
  ];
  const head = (title: string, ru = '    Category: Категория\n    Cars: Легковые автомобили\n') =>
    `id: road\n${title}\ntype: barChart\ntranslations:\n  et:\n    Category: Kategooria\n    Cars: Sõiduautod\n  ru:\n${ru}`;
  const full = head('title: { en: Road, et: Maantee, ru: Дорога }');

  test('a generated file with a Russian title and every label in Russian is valid', () => {
    const result = parseActivityFile(makeFile(rows, note + full), 'road.yml');
    expect(result.ok && result.value.translations?.ru?.Cars).toBe('Легковые автомобили');
  });

  test('a generated file without a Russian title names the file, the title line and the rule', () => {
    const result = parseActivityFile(makeFile(rows, note + head('title: { en: Road, et: Maantee }')), 'road.yml');
    expect(!result.ok && result.issues.map((i) => [i.file, i.line, i.path])).toEqual([['road.yml', 3, 'title']]);
    expect(!result.ok && result.issues[0]?.message).toContain('title in Russian (title.ru)');
  });

  test('a generated file whose Russian translations lack a label names the label and the translations line', () => {
    const text = note + head('title: { en: Road, et: Maantee, ru: Дорога }', '    Category: Категория\n');
    const result = parseActivityFile(makeFile(rows, text), 'road.yml');
    expect(!result.ok && result.issues.map((i) => [i.line, i.path])).toEqual([[5, 'translations']]);
    expect(!result.ok && result.issues[0]?.message).toContain('translations.ru lacks "Cars"');
  });

  test('a hand-written file may leave Russian out: English stands in', () => {
    const result = parseActivityFile(makeFile(rows, head('title: { en: Road, et: Maantee }', '    {}\n')), 'road.yml');
    expect(result.ok && localiseActivity(result.value, 'ru').title).toBe('Road');
  });
});
