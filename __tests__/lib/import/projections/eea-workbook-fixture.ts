/**
 * Builds small workbooks in the layout of the EEA projections workbook as published
 * (GHG_projections_<year>_EEA_incl_pivots.xlsx, sheet Totals): CountryCode, Year, SubmissionYear,
 * Category, Scenario, Gas, Reported Value, a calculated value, Gapfilled. Test data only.
 */
import ExcelJS from 'exceljs';

export type WorkbookRow = [
  country: string,
  year: number,
  submission: number,
  category: string,
  scenario: string,
  gas: string,
  reported: number | null,
  calculated: number | null,
  gapfilled: number | null,
];

export const HEADER = [
  'CountryCode',
  'Year',
  'SubmissionYear',
  'Category',
  'Scenario',
  'Gas',
  'Reported Value',
  'Reported Value calculated',
  'Gapfilled',
];

/** National totals and ESR/ETS-scope rows side by side, as in the published sheet. */
export const ROWS: WorkbookRow[] = [
  ['EE', 2025, 2025, 'Total excluding LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', 11000, 11000, 11000],
  ['EE', 2030, 2025, 'Total excluding LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', null, null, 9000],
  ['EE', 2025, 2025, 'Total including LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', 10000, 10000, 10000],
  ['EE', 2030, 2025, 'Total including LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', 8100, 8100, 8000],
  ['EE', 2025, 2025, 'Total excluding LULUCF', 'WEM', 'ESR emissions (ktCO2e)', 5400, 5400, 5400],
  ['EE', 2030, 2025, 'Total excluding LULUCF', 'WEM', 'ESR emissions (ktCO2e)', null, null, 5100],
  ['EE', 2025, 2025, 'Total excluding LULUCF', 'WAM', 'ESR emissions (ktCO2e)', 5400, 5400, 5400],
  ['EE', 2030, 2025, 'Total excluding LULUCF', 'WAM', 'ESR emissions (ktCO2e)', 5000, 5000, 5000],
  ['EE', 2025, 2025, 'Total excluding LULUCF', 'WOM', 'ESR emissions (ktCO2e)', 5600, 5600, 5600],
  ['EE', 2030, 2025, 'Total excluding LULUCF', 'WOM', 'ESR emissions (ktCO2e)', 5500, 5500, 5500],
  ['EE', 2025, 2025, 'Total excluding LULUCF', 'WEM', 'ETS emissions (ktCO2e)', 5600, 5600, 5600],
  ['EE', 2025, 2025, '1. Energy', 'WEM', 'Total GHG emissions (ktCO2e)', 9000, 9000, 9000],
  ['EE', 2030, 2025, '1. Energy', 'WEM', 'Total GHG emissions (ktCO2e)', 7000, 7000, 7000],
  ['LV', 2030, 2025, 'Total excluding LULUCF', 'WEM', 'Total GHG emissions (ktCO2e)', 1, 1, 1],
];

/** The xlsx bytes of a workbook with a Totals sheet (or another sheet name) holding the rows. */
export async function eeaWorkbook(
  rows: WorkbookRow[] = ROWS,
  options: { sheet?: string; header?: string[] } = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Pivot');
  const sheet = workbook.addWorksheet(options.sheet ?? 'Totals');
  sheet.addRow(options.header ?? HEADER);
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? undefined : v)));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
