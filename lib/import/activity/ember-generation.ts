/**
 * Electricity generation by source, demand and wind, solar and hydro power from Ember's Yearly
 * Electricity Data (TWh), as two activity files of the energy page. Pure: CSV text in, files out.
 */
import { type ContextFile, num, range, t } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';

const FILE = 'estonia_ember_yearly_generation_twh_2000-2024.csv';
/** Ember's columns, TWh. Nuclear and other renewables must be zero (Estonia has neither); a number there stops the import. */
const COLUMNS = {
  oilShale: 'Other Fossil',
  gas: 'Gas',
  coal: 'Coal',
  bioenergy: 'Bioenergy',
  hydro: 'Hydro',
  wind: 'Wind',
  solar: 'Solar',
  nuclear: 'Nuclear',
  otherRenewables: 'Other Renewables',
  generation: 'Total Generation',
  demand: 'Demand',
} as const;
type Key = keyof typeof COLUMNS;
/** Ember rounds to 0.01 TWh, so its parts may miss its total by that much. */
const TOLERANCE = 0.015;

const SOURCE = t(
  'Ember, Yearly Electricity Data (yearly_full_release_long_format.csv), Estonia, as pivoted by the londero-lorenzo/electricity-cost-chain-analysis project; Ember compiles Eurostat, ENTSO-E and national data',
  'Ember, Yearly Electricity Data (yearly_full_release_long_format.csv), Eesti, projekti londero-lorenzo/electricity-cost-chain-analysis ümberkujundatud kujul; Ember koondab Eurostati, ENTSO-E ja riiklikke andmeid',
  'Ember, Yearly Electricity Data (yearly_full_release_long_format.csv), Эстония, в виде сводной таблицы проекта londero-lorenzo/electricity-cost-chain-analysis; Ember сводит данные Евростата, ENTSO-E и национальные данные',
);
const VINTAGE = t(
  'Ember release downloaded Dec 2025 (years 2000–2024)',
  'Emberi väljalase, alla laaditud detsembris 2025 (aastad 2000–2024)',
  'выпуск Ember, загружен в декабре 2025 года (2000–2024 годы)',
);
const LICENCE = t(
  'CC BY 4.0 (attribute "Ember (2025)")',
  'CC BY 4.0 (viide „Ember (2025)“)',
  'CC BY 4.0 (ссылка «Ember (2025)»)',
);
const SOURCE_URL = 'https://ember-energy.org/data/yearly-electricity-data/';

/** Ember's yearly series of Estonia by column key. Throws naming the line when a cell is not a number or the parts miss the total. */
function readEmberYearly(csv: string): Record<Key, Map<number, number>> {
  const rows = parseCsvObjects(csv, ['Area', 'Year', ...Object.values(COLUMNS)]);
  const series = Object.fromEntries(Object.keys(COLUMNS).map((k) => [k, new Map<number, number>()])) as Record<
    Key,
    Map<number, number>
  >;
  rows.forEach((r, i) => {
    const line = i + 2;
    if ((r.Area ?? '').trim() !== 'Estonia') return;
    const year = num(r.Year, 'Year', FILE, line);
    for (const [key, column] of Object.entries(COLUMNS))
      series[key as Key].set(year, num(r[column], column, FILE, line));
    const at = (k: Key) => series[k].get(year)!;
    if (at('nuclear') !== 0 || at('otherRenewables') !== 0)
      throw new Error(`${FILE} line ${line}: nuclear or other renewable generation is not zero; add a row for it`);
    const parts = (['oilShale', 'gas', 'coal', 'bioenergy', 'hydro', 'wind', 'solar'] as const).reduce(
      (s, k) => s + at(k),
      0,
    );
    if (Math.abs(parts - at('generation')) > TOLERANCE)
      throw new Error(
        `${FILE} line ${line}: the sources add up to ${parts.toFixed(2)} TWh, not the total generation ${at('generation')} TWh`,
      );
  });
  if (series.generation.size === 0) throw new Error(`${FILE}: no rows for Estonia`);
  return series;
}

/** Generation by source (stacked) with total generation and demand as lines, and wind, solar and hydro alone. */
export function emberGenerationFiles(csv: string): ContextFile[] {
  const s = readEmberYearly(csv);
  const years = [...s.generation.keys()].sort((a, b) => a - b);
  const span = range(years[0]!, years[years.length - 1]!);
  const shared = {
    unit: 'TWh',
    source: SOURCE,
    vintage: VINTAGE,
    licence: LICENCE,
    sourceUrl: SOURCE_URL,
    years: span,
  };
  const wind = { label: t('Wind', 'Tuuleenergia', 'Ветер'), values: s.wind };
  const solar = { label: t('Solar', 'Päikeseenergia', 'Солнце'), values: s.solar };
  const hydro = { label: t('Hydro', 'Hüdroenergia', 'Гидроэнергия'), values: s.hydro };
  return [
    {
      ...shared,
      path: 'sectors/energy/electricity_generation_by_source.yml',
      id: 'electricity_generation_by_source',
      title: t(
        'Electricity generation by source and demand',
        'Elektritootmine allikate kaupa ja elektrinõudlus',
        'Производство электроэнергии по источникам и спрос',
      ),
      type: 'barChart',
      nameHeader: t('Source', 'Allikas', 'Источник'),
      rows: [
        { label: t('Oil shale', 'Põlevkivi', 'Горючий сланец'), values: s.oilShale },
        { label: t('Gas', 'Maagaas', 'Природный газ'), values: s.gas },
        { label: t('Coal', 'Kivisüsi', 'Уголь'), values: s.coal },
        { label: t('Bioenergy', 'Bioenergia', 'Биоэнергия'), values: s.bioenergy },
        hydro,
        wind,
        solar,
        { label: t('Total generation', 'Kogutoodang', 'Общее производство'), values: s.generation },
        { label: t('Demand', 'Nõudlus', 'Спрос'), values: s.demand },
      ],
      lineItems: ['Total generation', 'Demand'],
      basis: t(
        'gross electricity generation in Estonia by source, and demand (generation plus net imports), TWh; energy statistics, not an inventory series. "Oil shale" is the column Ember files as "Other Fossil": oil shale and shale-oil and retort-gas generation, with the little other fossil fuel there is',
        'Eesti elektri kogutoodang allikate kaupa ja nõudlus (toodang pluss netoimport), TWh; energiastatistika, mitte inventuuri aegrida. „Põlevkivi“ on veerg, mille Ember nimetab „Other Fossil“ (muu fossiilne): põlevkivi-, põlevkiviõli- ja uttegaasielekter koos vähese muu fossiilkütusega',
        'валовое производство электроэнергии в Эстонии по источникам и спрос (производство плюс чистый импорт), ТВт·ч; энергетическая статистика, а не ряд кадастра. «Горючий сланец» — столбец, который Ember называет «Other Fossil» (прочее ископаемое топливо): выработка на горючем сланце, сланцевом масле и сланцевом газе вместе с небольшим количеством другого ископаемого топлива',
      ),
    },
    {
      ...shared,
      path: 'sectors/energy/wind_solar_hydro.yml',
      id: 'wind_solar_hydro',
      title: t(
        'Electricity from wind, solar and hydro power',
        'Tuule-, päikese- ja hüdroelekter',
        'Электроэнергия ветровых, солнечных и гидроэлектростанций',
      ),
      type: 'lineChart',
      nameHeader: t('Source', 'Allikas', 'Источник'),
      rows: [wind, solar, hydro],
      basis: t(
        'gross electricity generation in Estonia, TWh; energy statistics, not an inventory series',
        'Eesti elektri kogutoodang, TWh; energiastatistika, mitte inventuuri aegrida',
        'валовое производство электроэнергии в Эстонии, ТВт·ч; энергетическая статистика, а не ряд кадастра',
      ),
    },
  ];
}
