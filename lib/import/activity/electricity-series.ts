/** Carbon intensity of electricity (Ember; Electricity Maps, another basis) as activity files. */
import { type ContextFile, num, range, t } from '@/lib/import/activity/context-file';
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
      'Eesti elektritootmise süsinikumahukus (Ember)',
      'Углеродоёмкость производства электроэнергии в Эстонии (Ember)',
    ),
    type: 'lineChart',
    unit: 'g CO2/kWh',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      {
        label: t(
          'CO2 per kWh generated (Ember)',
          'CO2 toodetud kWh kohta (Ember)',
          'CO2 на произведённый кВт·ч (Ember)',
        ),
        values,
      },
    ],
    source: t(
      "Ember, Europe's Power Sector in 2020 (sheet Carbon intensities), via Our World in Data energy-data; 2000–2018 from Eurostat, 2019–2020 Ember/Agora estimates",
      "Ember, Europe's Power Sector in 2020 (leht Carbon intensities), Our World in Data energy-data kaudu; 2000–2018 Eurostati andmed, 2019–2020 Emberi/Agora hinnangud",
      "Ember, Europe's Power Sector in 2020 (лист Carbon intensities), через Our World in Data energy-data; 2000–2018 — данные Евростата, 2019–2020 — оценки Ember/Agora",
    ),
    basis: t(
      'production-based: direct CO2 of power generation in Estonia per kWh generated (not per kWh consumed, no life cycle)',
      'tootmispõhine: Eesti elektritootmise otsene CO2 toodetud kWh kohta (mitte tarbitud kWh kohta, ilma olelusringita)',
      'по производству: прямые выбросы CO2 от производства электроэнергии в Эстонии на произведённый кВт·ч (не на потреблённый кВт·ч, без жизненного цикла)',
    ),
    vintage: t(
      'Ember workbook as of Feb 2022 (years 2000–2020)',
      'Emberi tööleht seisuga veebruar 2022 (aastad 2000–2020)',
      'рабочая книга Ember по состоянию на февраль 2022 года (2000–2020 годы)',
    ),
    licence: t(
      'CC BY 4.0 (attribute "Ember; Our World in Data")',
      'CC BY 4.0 (viide „Ember; Our World in Data“)',
      'CC BY 4.0 (ссылка «Ember; Our World in Data»)',
    ),
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
      'Eestis tarbitud elektri süsinikumahukus (Electricity Maps)',
      'Углеродоёмкость потреблённой в Эстонии электроэнергии (Electricity Maps)',
    ),
    type: 'barChart',
    unit: 'g CO2 eq/kWh',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years: range(years[0]!, years[years.length - 1]!),
    rows: [
      {
        label: t(
          'CO2 eq per kWh consumed, life cycle (Electricity Maps)',
          'CO2 ekv tarbitud kWh kohta, olelusring (Electricity Maps)',
          'CO2-экв. на потреблённый кВт·ч, жизненный цикл (Electricity Maps)',
        ),
        values,
      },
    ],
    source: t(
      'Electricity Maps yearly data, as bundled in the npm package @tgwf/co2 0.19.0 (The Green Web Foundation)',
      'Electricity Mapsi aastaandmed The Green Web Foundationi CO2.js teegist (@tgwf/co2, versioon 0.19.0)',
      'годовые данные Electricity Maps в составе npm-пакета @tgwf/co2 0.19.0 (The Green Web Foundation)',
    ),
    basis: t(
      'consumption-based life-cycle emissions per kWh consumed in the zone, imports included; a different basis from the Ember generation series, so the two are not joined',
      'tarbimispõhine olelusringi heide piirkonnas tarbitud kWh kohta koos impordiga; alus erineb Emberi tootmisaegreast, seepärast neid ei ühendata',
      'по потреблению: выбросы жизненного цикла на кВт·ч, потреблённый в зоне, с учётом импорта; основа отличается от ряда производства Ember, поэтому ряды не объединяются',
    ),
    vintage: t(
      'Electricity Maps yearly files 2021–2025 in @tgwf/co2 0.19.0 (Feb 2026)',
      'Electricity Mapsi aastafailid 2021–2025 paketis @tgwf/co2 0.19.0 (veebruar 2026)',
      'годовые файлы Electricity Maps 2021–2025 в @tgwf/co2 0.19.0 (февраль 2026 года)',
    ),
    licence: t(
      'Open Database License (ODbL), attribution "Electricity Maps"',
      'Open Database License (ODbL), viide „Electricity Maps“',
      'Open Database License (ODbL), ссылка «Electricity Maps»',
    ),
    sourceUrl: 'https://www.electricitymaps.com/',
  };
}
