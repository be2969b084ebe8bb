import ExcelJS from 'exceljs';
import { buildWorkbook, footerLine } from '@/lib/export/build-workbook';
import type { ExportTable } from '@/lib/export/table';

const table: ExportTable = {
  headings: { series: 'Sari', code: 'CRF kood', unit: 'Ühik' },
  unit: 'kt',
  years: [1990, 2000, 2018],
  rows: [
    { id: 'energy', label: 'Energeetika', code: '1', values: [36237.596, 15000.25, 17590.1] },
    { id: 'total', label: 'Kokku koos LULUCF-iga', values: [-1.5, 0, 2] },
  ],
};

test('footer line carries host and ISO date', () => {
  expect(footerLine('Source', 'ghg.example.ee', new Date('2026-11-21T20:00:00Z'))).toBe(
    'Source: ghg.example.ee, 2026-11-21',
  );
});

test('written workbook reads back with Sheet1, header, the values and the footer', async () => {
  const buffer = await buildWorkbook(ExcelJS, table, 'Allikas: localhost, 2026-11-21').xlsx.writeBuffer();
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(buffer as ArrayBuffer);
  expect(back.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
  const sheet = back.getWorksheet('Sheet1')!;
  const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
  expect(values(1)).toEqual(['Sari', 'CRF kood', 'Ühik', 1990, 2000, 2018]);
  expect(values(2)).toEqual(['Energeetika', '1', 'kt', 36237.596, 15000.25, 17590.1]);
  expect(values(3)).toEqual(['Kokku koos LULUCF-iga', '', 'kt', -1.5, 0, 2]);
  expect(values(4)).toEqual([]);
  expect(values(5)).toEqual(['Allikas: localhost, 2026-11-21']);
  expect(sheet.rowCount).toBe(5);
});
