import ExcelJS from 'exceljs';
import { buildAllDataWorkbook, type AllDataLabels } from '@/lib/export/build-all-data-workbook';
import type { SubmissionInfo } from '@/lib/model/submission';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const labels: AllDataLabels = {
  level: 'Level',
  code: 'CRF code',
  name: 'Name',
  unit: 'Unit',
  levels: { total: 'Total', memo: 'Memo item', sector: 'Sector', cat: 'Category', subCat: 'Sub-category' },
  bunkers: {
    total: 'International bunkers',
    navigation: 'International navigation',
    aviation: 'International aviation',
  },
  aboutSheet: 'About the data',
  about: {
    source: 'Source',
    address: 'Address',
    licence: 'Licence',
    vintage: 'Data vintage',
    gwp: 'GWP basis',
    generated: 'Generated',
  },
};

const submission: SubmissionInfo = {
  id: '2026',
  firstYear: 1990,
  lastYear: 2018,
  gwp: 'AR5 GWP100',
  gwpName: 'AR5 GWP100',
  source: 'Land X inventory 2026',
  sourceUrl: 'https://example.org/x',
  licence: 'CC BY 4.0',
  vintage: '2026 submission, years 1990–2018',
  levels: ['total', 'sector', 'cat'],
};

test('one sheet per gas plus the about sheet; rows read back equal the data', async () => {
  const hfc = makeGas({
    id: 'hfc',
    name: 'HFCs',
    totals: undefined,
    bunkers: undefined,
    sectors: [{ id: 'ind-proc', data: [0, 1.5, 2.25], cats: [] }],
  });
  const co2eq = makeGas({ bunkers: { total: [3, 2, 1], navigation: [2, 1, 0], aviation: [1, 1, 1] } });
  const wb = buildAllDataWorkbook(ExcelJS, [co2eq, hfc], 'en', labels, submission, '2026-11-21');
  const back = new ExcelJS.Workbook();
  await back.xlsx.load((await wb.xlsx.writeBuffer()) as ArrayBuffer);
  expect(back.worksheets.map((w) => w.name)).toEqual(['About the data', 'co2eq', 'hfc']);
  const cells = (sheet: string, r: number) => (back.getWorksheet(sheet)!.getRow(r).values as unknown[]).slice(1);
  expect(cells('About the data', 1)).toEqual(['Source', 'Land X inventory 2026']);
  expect(cells('About the data', 2)).toEqual(['Address', 'https://example.org/x']);
  expect(cells('About the data', 4)).toEqual(['Data vintage', '2026 submission, years 1990–2018']);
  expect(cells('About the data', 5)).toEqual(['GWP basis', 'AR5 GWP100']);
  expect(cells('co2eq', 2)).toEqual(['Level', 'CRF code', 'Name', 'Unit', 1990, 2000, 2018]);
  expect(cells('co2eq', 3)).toEqual(['Total', '', 'Total without LULUCF', 'kt CO2 eq', 120, 90, 70]);
  expect(cells('co2eq', 5)).toEqual(['Memo item', '', 'International bunkers', 'kt CO2 eq', 3, 2, 1]);
  expect(cells('co2eq', 8)).toEqual(['Sector', '1', 'Energy', 'kt CO2 eq', 100, 80, 60]);
  expect(cells('co2eq', 10)).toEqual([
    'Sub-category',
    '1.A.1.a',
    'Public electricity and heat production',
    'kt CO2 eq',
    60,
    45,
    30,
  ]);
  expect(cells('hfc', 3)).toEqual(['Sector', '2', 'Industrial processes and product use', 'kt CO2 eq', 0, 1.5, 2.25]);
  expect(back.getWorksheet('hfc')!.rowCount).toBe(3);
});
