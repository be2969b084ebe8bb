/**
 * Writes the "GHG emissions and GDP" chart and table files into data/economic-indicators-ghg/
 * from the national inventory (total without LULUCF) and the two GDP sources.
 * Usage: npm run import-gdp [-- --sources <data-sources dir>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, findSource } from '../lib/tools/cli-args';
import { crfSeries, crfYears, parseCrfCsv } from '../lib/import/crf-csv';
import { buildEconomicFiles } from '../lib/import/economic-files';
import { readOwidGdp, readWorldBankGdp } from '../lib/import/read-gdp';

const sources = argValue(process.argv, '--sources');
const read = (file: string) => readFileSync(sources ? path.join(sources, file) : findSource(file), 'utf8');

const records = parseCrfCsv(read('unfccc-di-crf2020-estonia/estonia_unfccc_di_crf2020_1990-2018.csv'));
const years = crfYears(records);
const totals = crfSeries(records, { name: 'Total GHG emissions without LULUCF', gas: 'GHG_total_CO2e' }, years);
const emissionsKt = new Map(
  years.flatMap((y, i) => (totals[i] === null || totals[i] === undefined ? [] : [[y, totals[i]] as const])),
);

const files = buildEconomicFiles({
  emissionsKt,
  realGdp: readOwidGdp(read('owid-co2-data-2020-estonia/estonia_owid_co2_data_2020-12.csv')),
  nominalGdp: readWorldBankGdp(read('worldbank-gdp-datasets-estonia/estonia_gdp_current_usd.csv')),
});
for (const [name, text] of Object.entries(files)) {
  writeFileSync(path.join('data', 'economic-indicators-ghg', name), text);
  console.log(`Wrote data/economic-indicators-ghg/${name}`);
}
