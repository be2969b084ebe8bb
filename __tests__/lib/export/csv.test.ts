import { csvField, toCsv } from '@/lib/export/csv';
import type { ExportTable } from '@/lib/export/table';

const table: ExportTable = {
  headings: { series: 'Series', code: 'CRF code', unit: 'Unit' },
  unit: 'kt CO2 eq',
  years: [1990, 2018],
  rows: [
    { id: 'energy', label: 'Energy', code: '1', values: [36237.596, 17590.1] },
    { id: 'oil', label: 'Fuels, "other"', code: '1.B', values: [-0.5, 0.1 + 0.2] },
  ],
};

test.each<[string | number, string]>([
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  [1234.5, '1234.5'],
  [0.1 + 0.2, '0.3'],
  [Number.NaN, ''],
])('field %p → %s', (value, expected) => {
  expect(csvField(value)).toBe(expected);
});

test('header then one line per series, CRLF, decimal point', () => {
  expect(toCsv(table)).toBe(
    'Series,CRF code,Unit,1990,2018\r\nEnergy,1,kt CO2 eq,36237.596,17590.1\r\n"Fuels, ""other""",1.B,kt CO2 eq,-0.5,0.3\r\n',
  );
});
