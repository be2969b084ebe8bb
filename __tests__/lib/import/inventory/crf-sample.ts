/** A hand-made CSV in the column layout of the UNFCCC DI extract (two years), for importer tests. */
export const HEADER =
  'category_code,category_name,parent_category,gas,year,value,unit,value_as_reported,unit_as_reported';

/** One CSV line per year for a row. */
export function lines(
  code: string,
  name: string,
  gas: string,
  values: Record<number, number>,
  unit = 'kt CO2e',
): string[] {
  const parent = code === '' ? '' : 'Total GHG emissions with LULUCF';
  const quoted = name.includes(',') ? `"${name}"` : name;
  return Object.entries(values).map(
    ([year, v]) => `${code},${quoted},${parent},${gas},${year},${v},${unit},${v},${unit}`,
  );
}

export const CO2EQ_LINES = [
  ...lines('', 'Total GHG emissions without LULUCF', 'GHG_total_CO2e', { 2017: 100, 2018: 90 }),
  ...lines('', 'Total GHG emissions with LULUCF', 'GHG_total_CO2e', { 2017: 80, 2018: 70 }),
  ...lines('1', 'Energy', 'GHG_total_CO2e', { 2017: 70, 2018: 60.5 }),
  ...lines('1.AA', 'Fuel Combustion - Sectoral approach', 'GHG_total_CO2e', { 2017: 70, 2018: 60.5 }),
  ...lines('1.A.1', 'Energy Industries', 'GHG_total_CO2e', { 2017: 50, 2018: 40 }),
  ...lines('1.A.1.a', 'Public Electricity and Heat Production', 'GHG_total_CO2e', { 2017: 50, 2018: 40 }),
  ...lines('1.A.3', 'Transport', 'GHG_total_CO2e', { 2017: 20, 2018: 20.5 }),
  ...lines('2', 'Industrial Processes and Product Use', 'GHG_total_CO2e', { 2017: 10, 2018: 10 }),
  ...lines('3', 'Agriculture', 'GHG_total_CO2e', { 2017: 15, 2018: 15 }),
  ...lines('3.A', 'Enteric Fermentation', 'GHG_total_CO2e', { 2018: 7 }),
  ...lines('4', 'Land Use, Land-Use Change and Forestry', 'GHG_total_CO2e', { 2017: -20, 2018: -20 }),
  ...lines('5', 'Waste', 'GHG_total_CO2e', { 2017: 5, 2018: 4.5 }),
  ...lines('', 'International Bunkers', 'GHG_total_CO2e', { 2017: 3, 2018: 4 }),
  ...lines('', 'International Navigation', 'GHG_total_CO2e', { 2017: 2, 2018: 3 }),
  ...lines('', 'International Aviation', 'GHG_total_CO2e', { 2017: 1, 2018: 1 }),
];

export const SF6_LINES = [
  ...lines('', 'Total GHG emissions without LULUCF', 'SF6', { 2017: 0.001, 2018: 0.0015 }, 'kt'),
  ...lines('', 'Total GHG emissions with LULUCF', 'SF6', { 2017: 0.001, 2018: 0.0015 }, 'kt'),
  ...lines('2', 'Industrial Processes and Product Use', 'SF6', { 2017: 0.001, 2018: 0.0015 }, 'kt'),
  ...lines('2.G', 'Other Product Manufacture and Use', 'SF6', { 2017: 0.001, 2018: 0.0015 }, 'kt'),
  ...lines('2.G.1', 'Electrical Equipment', 'SF6', { 2017: 0.001, 2018: 0.0015 }, 'kt'),
];

/** Totals for the gases not detailed above, so that a full import can run. */
export const OTHER_TOTALS = ['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs'].flatMap((gas) => [
  ...lines('', 'Total GHG emissions without LULUCF', gas, { 2017: 1, 2018: 2 }),
  ...lines('', 'Total GHG emissions with LULUCF', gas, { 2017: 1, 2018: 2 }),
]);

export const csv = (...groups: string[][]) => `${[HEADER, ...groups.flat()].join('\n')}\n`;
