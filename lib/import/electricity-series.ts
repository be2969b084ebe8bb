/** Carbon intensity of electricity (Ember; Electricity Maps, another basis) and generation by source (Our World in Data from BP and Ember), as activity files. */
import { type ContextFile, num, range, t } from '@/lib/import/context-file';
import { parseCsvObjects } from '@/lib/import/csv';

/** Carbon intensity of electricity generation (Ember, Europe's Power Sector in 2020). */
export function emberIntensityFile(csv: string): ContextFile {
  const file = 'estonia_ember_eu_power_2020_carbon_intensity.csv';
  const values = new Map<number, number>();
  parseCsvObjects(csv, ['area', 'variable', 'year', 'value']).forEach((r, i) => {
    if (!(r.variable ?? '').includes('gCO2/kWh'))
      throw new Error(`${file} line ${i + 2}: variable "${r.variable}" is not in gCO2/kWh`);
    values.set(num(r.year, 'year', file, i + 2), num(r.value, 'value', file, i + 2));
  });
  const years = [...values.keys()].sort((a, b) => a - b);
  if (years.length === 0) throw new Error(`${file}: no rows`);
  return {
    path: 'emission-factors/electricity-ember-generation-intensity.yml',
    id: 'electricity_ember_generation_intensity',
    title: t(
      'Carbon intensity of electricity generation in Estonia (Ember)',
      'Eesti elektritootmise süsinikuintensiivsus (Ember)',
    ),
    type: 'lineChart',
    unit: 'g CO2/kWh',
    nameHeader: t('Series', 'Aegrida'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [{ label: t('CO2 per kWh generated (Ember)', 'CO2 toodetud kWh kohta (Ember)'), values }],
    source: t(
      "Ember, Europe's Power Sector in 2020 (sheet Carbon intensities), via Our World in Data energy-data; 2000–2018 from Eurostat, 2019–2020 Ember/Agora estimates",
      "Ember, Europe's Power Sector in 2020 (leht Carbon intensities), Our World in Data energy-data kaudu; 2000–2018 Eurostati andmed, 2019–2020 Emberi/Agora hinnangud",
    ),
    basis: t(
      'production-based: direct CO2 of power generation in Estonia per kWh generated (not per kWh consumed, no life cycle)',
      'tootmispõhine: Eesti elektritootmise otsene CO2 toodetud kWh kohta (mitte tarbitud kWh kohta, ilma olelusringita)',
    ),
    vintage: t(
      'Ember workbook as of Feb 2022 (years 2000–2020)',
      'Emberi tööleht seisuga veebruar 2022 (aastad 2000–2020)',
    ),
    licence: t('CC BY 4.0 (attribute "Ember; Our World in Data")', 'CC BY 4.0 (viide „Ember; Our World in Data“)'),
    sourceUrl: 'https://github.com/owid/energy-data',
  };
}

/** Electricity Maps yearly grid intensity (consumption-based, life cycle), from @tgwf/co2. */
export function electricityMapsFile(csv: string): ContextFile {
  const file = 'estonia_co2js_grid_intensity.csv';
  const values = new Map<number, number>();
  parseCsvObjects(csv, ['source', 'year', 'metric', 'value', 'unit']).forEach((r, i) => {
    if ((r.source ?? '').trim() !== 'Electricity Maps' || (r.metric ?? '').trim() !== 'carbonIntensity') return;
    if ((r.unit ?? '').trim() !== 'gCO2eq/kWh')
      throw new Error(`${file} line ${i + 2}: unit "${r.unit}" is not gCO2eq/kWh`);
    values.set(num(r.year, 'year', file, i + 2), num(r.value, 'value', file, i + 2));
  });
  const years = [...values.keys()].sort((a, b) => a - b);
  if (years.length === 0) throw new Error(`${file}: no Electricity Maps carbonIntensity rows`);
  return {
    path: 'emission-factors/electricity-maps-grid-intensity.yml',
    id: 'electricity_maps_grid_intensity',
    title: t(
      'Carbon intensity of electricity consumed in Estonia (Electricity Maps)',
      'Eestis tarbitud elektri süsinikuintensiivsus (Electricity Maps)',
    ),
    type: 'barChart',
    unit: 'g CO2 eq/kWh',
    nameHeader: t('Series', 'Aegrida'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      {
        label: t(
          'CO2 eq per kWh consumed, life cycle (Electricity Maps)',
          'CO2 ekv tarbitud kWh kohta, olelusring (Electricity Maps)',
        ),
        values,
      },
    ],
    source: t(
      'Electricity Maps yearly data, as bundled in the npm package @tgwf/co2 0.19.0 (The Green Web Foundation)',
      'Electricity Mapsi aastaandmed npm-paketis @tgwf/co2 0.19.0 (The Green Web Foundation)',
    ),
    basis: t(
      'consumption-based life-cycle emissions per kWh consumed in the zone, imports included; a different basis from the Ember generation series, so the two are not joined',
      'tarbimispõhine olelusringi heide piirkonnas tarbitud kWh kohta koos impordiga; alus erineb Emberi tootmisaegreast, seepärast neid ei ühendata',
    ),
    vintage: t(
      'Electricity Maps yearly files 2021–2025 in @tgwf/co2 0.19.0 (Feb 2026)',
      'Electricity Mapsi aastafailid 2021–2025 paketis @tgwf/co2 0.19.0 (veebruar 2026)',
    ),
    licence: t(
      'Open Database License (ODbL), attribution "Electricity Maps"',
      'Open Database License (ODbL), viide „Electricity Maps“',
    ),
    sourceUrl: 'https://www.electricitymaps.com/',
  };
}

const MIX_COLUMNS = {
  generation: 'Electricity generation (TWh)',
  fossil: 'Electricity from fossil fuels (TWh)',
  bioenergy: 'Electricity from bioenergy (TWh)',
  hydro: 'Electricity from hydro (TWh)',
  wind: 'Electricity from wind (TWh)',
  solar: 'Electricity from solar (TWh)',
  other: 'Electricity from other renewables excluding bioenergy (TWh)',
  nuclear: 'Electricity from nuclear (TWh)',
} as const;

/**
 * Generation by source (OWID from BP and Ember): fossil, bioenergy, hydro, wind, solar stacked,
 * total generation as a line. Only years where every source has a number; the sources must add
 * up to the total (±0.05 TWh, the file's rounding), so shares are shares of total generation.
 */
export function electricityMixFile(csv: string): ContextFile {
  const file = 'estonia_owid_electricity_mix_bp_ember_2022-04.csv';
  const rows = parseCsvObjects(csv, ['Country', 'Year', ...Object.values(MIX_COLUMNS)]);
  const series = Object.fromEntries(Object.keys(MIX_COLUMNS).map((k) => [k, new Map<number, number>()])) as Record<
    keyof typeof MIX_COLUMNS,
    Map<number, number>
  >;
  rows.forEach((r, i) => {
    const cells = Object.values(MIX_COLUMNS).map((c) => (r[c] ?? '').trim());
    if (cells.some((c) => c === '')) return;
    const year = num(r.Year, 'Year', file, i + 2);
    for (const [key, column] of Object.entries(MIX_COLUMNS))
      series[key as keyof typeof MIX_COLUMNS].set(year, num(r[column], column, file, i + 2));
    const parts = (['fossil', 'bioenergy', 'hydro', 'wind', 'solar', 'other', 'nuclear'] as const).reduce(
      (s, k) => s + series[k].get(year)!,
      0,
    );
    if (Math.abs(parts - series.generation.get(year)!) > 0.05) {
      throw new Error(
        `${file} line ${i + 2}: the sources add up to ${parts.toFixed(2)} TWh, not the total generation ${series.generation.get(year)} TWh`,
      );
    }
    if (series.other.get(year) !== 0 || series.nuclear.get(year) !== 0) {
      throw new Error(`${file} line ${i + 2}: other renewables or nuclear generation is not zero; add a row for it`);
    }
  });
  const years = [...series.generation.keys()].sort((a, b) => a - b);
  if (years.length === 0) throw new Error(`${file}: no year has every source`);
  return {
    path: 'sectors/energy/electricity_generation_by_source.yml',
    id: 'electricity_generation_by_source',
    title: t('Electricity generation by source', 'Elektritootmine allikate kaupa'),
    type: 'barChart',
    unit: 'TWh',
    nameHeader: t('Source', 'Allikas'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      { label: t('Fossil fuels', 'Fossiilkütused'), values: series.fossil },
      { label: t('Bioenergy', 'Bioenergia'), values: series.bioenergy },
      { label: t('Hydro', 'Hüdroenergia'), values: series.hydro },
      { label: t('Wind', 'Tuuleenergia'), values: series.wind },
      { label: t('Solar', 'Päikeseenergia'), values: series.solar },
      { label: t('Total generation', 'Kogutoodang'), values: series.generation },
    ],
    lineItems: ['Total generation'],
    source: t(
      'Our World in Data, electricity mix from BP and Ember (2022), energy-data repository',
      'Our World in Data, elektritootmise struktuur BP ja Emberi andmetest (2022), energy-data repositoorium',
    ),
    basis: t(
      'gross electricity generation in Estonia by source, TWh; not an inventory series',
      'Eesti elektri kogutoodang allikate kaupa, TWh; mitte inventuuri aegrida',
    ),
    vintage: t(
      'OWID file of 8 Apr 2022 (BP Statistical Review 2021, Ember reviews 2022)',
      'OWID fail 8.4.2022 (BP Statistical Review 2021, Emberi ülevaated 2022)',
    ),
    licence: t(
      'CC BY 4.0 (attribute "Ember; Our World in Data"; BP data: BP terms)',
      'CC BY 4.0 (viide „Ember; Our World in Data“; BP andmed: BP tingimused)',
    ),
    sourceUrl: 'https://github.com/owid/energy-data',
  };
}
