import type { LocalText } from '@/lib/model/types';
import { formatActivityYaml } from './activity-yaml';
import { emissionIntensity, indexToFirst, joinByYear, roundTo } from './intensity';
import type { YearSeries } from './read-gdp';

export interface EconomicInputs {
  /** Total GHG emissions without LULUCF, kt CO2 eq (national inventory). */
  emissionsKt: YearSeries;
  /** Real GDP, 2011 international $ (Maddison Project via Our World in Data). */
  realGdp: YearSeries;
  /** Nominal GDP, current US$ (World Bank WDI). */
  nominalGdp: YearSeries;
}

const EMISSIONS: LocalText = { en: 'Total GHG emissions without LULUCF', et: 'KHG koguheide ilma LULUCF-ita' };
const SOURCE_REAL: LocalText = {
  en: "Estonia's national GHG inventory (UNFCCC CRF submission 2020); GDP: Maddison Project Database via Our World in Data (CC BY 4.0)",
  et: 'Eesti kasvuhoonegaaside inventuur (UNFCCC CRF, 2020. aasta esitus); SKP: Maddison Project Database, Our World in Data kaudu (CC BY 4.0)',
};
const SOURCE_NOMINAL: LocalText = {
  en: "Estonia's national GHG inventory (UNFCCC CRF submission 2020); GDP: World Bank, World Development Indicators (NY.GDP.MKTP.CD)",
  et: 'Eesti kasvuhoonegaaside inventuur (UNFCCC CRF, 2020. aasta esitus); SKP: Maailmapank, World Development Indicators (NY.GDP.MKTP.CD)',
};

/**
 * The chart and table files of "GHG emissions and GDP": each covers only the years where
 * both of its series exist (nothing is interpolated). File name → YAML text.
 */
export function buildEconomicFiles({ emissionsKt, realGdp, nominalGdp }: EconomicInputs): Record<string, string> {
  const real = joinByYear(emissionsKt, realGdp);
  const nominal = joinByYear(emissionsKt, nominalGdp);
  const first = (years: number[]) => years[0] ?? 0;
  const span = (years: number[]) => `${first(years)}–${years[years.length - 1] ?? ''}`;
  const realGdpRow = {
    en: 'Real GDP (2011 international $)',
    et: 'Reaalne SKP (2011. aasta rahvusvahelistes dollarites)',
  };
  const intensityReal = real.years.map((_, i) => emissionIntensity(real.a[i] as number, real.b[i] as number));
  const intensityNominal = nominal.years.map((_, i) =>
    emissionIntensity(nominal.a[i] as number, nominal.b[i] as number),
  );

  const files: Record<string, string> = {};
  files['emissions-and-real-gdp.yml'] = formatActivityYaml({
    id: 'emissions-and-real-gdp',
    title: {
      en: `Total GHG emissions and real GDP, index ${first(real.years)} = 100`,
      et: `KHG koguheide ja reaalne SKP, indeks ${first(real.years)} = 100`,
    },
    type: 'lineChart',
    unit: `${first(real.years)} = 100`,
    source: SOURCE_REAL,
    nameHeader: 'Series',
    years: real.years,
    rows: [
      { name: EMISSIONS.en, values: indexToFirst(real.a).map((v) => roundTo(v, 1)) },
      { name: realGdpRow.en, values: indexToFirst(real.b).map((v) => roundTo(v, 1)) },
    ],
    et: { Series: 'Näitaja', [EMISSIONS.en]: EMISSIONS.et, [realGdpRow.en]: realGdpRow.et },
    decimals: 1,
  });
  const intensityRow = {
    en: 'kg CO2 eq per 2011 international $',
    et: 'kg CO2 ekv 2011. aasta rahvusvahelise dollari kohta',
  };
  files['intensity-real-gdp.yml'] = formatActivityYaml({
    id: 'intensity-real-gdp',
    title: {
      en: `Emission intensity of real GDP (Maddison, 2011 international $), ${span(real.years)}`,
      et: `Reaalse SKP heitemahukus (Maddison, 2011. aasta rahvusvahelised dollarid), ${span(real.years)}`,
    },
    type: 'lineChart',
    unit: 'kg CO2 eq/$',
    source: SOURCE_REAL,
    nameHeader: 'Series',
    years: real.years,
    rows: [{ name: intensityRow.en, values: intensityReal.map((v) => roundTo(v, 3)) }],
    et: { Series: 'Näitaja', [intensityRow.en]: intensityRow.et },
    decimals: 3,
  });
  const rowsEt: Record<string, string> = { Indicator: 'Näitaja' };
  const table = (id: string, title: LocalText, source: LocalText, years: number[], rows: [LocalText, number[]][]) => {
    for (const [name] of rows) rowsEt[name.en] = name.et;
    return formatActivityYaml({
      id,
      title,
      type: 'table',
      source,
      nameHeader: 'Indicator',
      years,
      decimals: 3,
      rows: rows.map(([name, values]) => ({ name: name.en, values: values.map((v) => roundTo(v, 3)) })),
      et: Object.fromEntries(['Indicator', ...rows.map(([n]) => n.en)].map((k) => [k, rowsEt[k] as string])),
    });
  };
  files['emissions-and-real-gdp-table.yml'] = table(
    'emissions-and-real-gdp-table',
    {
      en: `Emissions, real GDP and intensity, ${span(real.years)}`,
      et: `Heide, reaalne SKP ja heitemahukus, ${span(real.years)}`,
    },
    SOURCE_REAL,
    real.years,
    [
      [{ en: `${EMISSIONS.en}, kt CO2 eq`, et: `${EMISSIONS.et}, kt CO2 ekv` }, real.a],
      [
        { en: 'Real GDP, billion 2011 international $', et: 'Reaalne SKP, mld 2011. aasta rahvusvahelist dollarit' },
        real.b.map((v) => v / 1e9),
      ],
      [
        {
          en: 'Emission intensity, kg CO2 eq per 2011 international $',
          et: 'Heitemahukus, kg CO2 ekv 2011. aasta rahvusvahelise dollari kohta',
        },
        intensityReal,
      ],
    ],
  );
  files['emissions-and-nominal-gdp-table.yml'] = table(
    'emissions-and-nominal-gdp-table',
    {
      en: `Emissions and nominal GDP (current US$), ${span(nominal.years)}`,
      et: `Heide ja nominaalne SKP (jooksevhindades USA dollarites), ${span(nominal.years)}`,
    },
    SOURCE_NOMINAL,
    nominal.years,
    [
      [{ en: `${EMISSIONS.en}, kt CO2 eq`, et: `${EMISSIONS.et}, kt CO2 ekv` }, nominal.a],
      [
        { en: 'Nominal GDP, billion current US$', et: 'Nominaalne SKP, mld jooksevhindades USA dollarit' },
        nominal.b.map((v) => v / 1e9),
      ],
      [
        {
          en: 'Emissions per current US$ of GDP, kg CO2 eq',
          et: 'Heide jooksevhindades USA dollari SKP kohta, kg CO2 ekv',
        },
        intensityNominal,
      ],
    ],
  );
  return files;
}
