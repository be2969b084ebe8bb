/**
 * Eurostat series of the energy, transport and waste pages: the share of renewables in gross final
 * energy consumption and in electricity (nrg_ind_ren), the passenger cars (road_eqs_carmot) and
 * the recycling rate of municipal waste (cei_wm011). Statistics beside the inventory, never part
 * of it. Pure: CSV texts in, activity files out.
 */
import { t, type ContextFile, type Trilingual } from '@/lib/import/activity/context-file';
import {
  datasetUrl,
  EUROSTAT_LICENCE,
  extractVintage,
  fileOf,
  localDate,
  updatedVintage,
  yearList,
  type EurostatExtracts,
} from '@/lib/import/eurostat/eurostat-meta';
import { between, columnValue, flaggedYears, readSeries, valuesOf } from '@/lib/import/eurostat/read-eurostat';

/** The layout of the first extract (`dataset,geo,item,unit,year,value,flag`). */
export const EXTRACT_LAYOUT = { year: 'year', value: 'value', flag: 'flag' } as const;
const SERIES = t('Series', 'Aegrida', 'Ряд');
const span = (years: readonly number[]) => `${years[0]}–${years[years.length - 1]}`;

/** Share of renewables in gross final energy consumption (REN) and in electricity (REN_ELC), with the provisional years said. */
export function renewablesShareFile(extracts: EurostatExtracts): ContextFile {
  const file = fileOf('extract');
  const read = (item: string) =>
    readSeries(extracts.extract, file, EXTRACT_LAYOUT, { dataset: 'nrg_ind_ren', item, unit: 'PC' });
  const ren = read('REN');
  const elc = read('REN_ELC');
  const provisional = [
    ...new Set([...(flaggedYears(ren, ['p']).get('p') ?? []), ...(flaggedYears(elc, ['p']).get('p') ?? [])]),
  ].sort((a, b) => a - b);
  const years = [...new Set([...ren.years, ...elc.years])].sort((a, b) => a - b);
  const marked = (en: string, et: string, ru: string): Trilingual =>
    provisional.length === 0
      ? t(en, et, ru)
      : t(
          `${en} (${yearList(provisional, 'and')} provisional)`,
          `${et} (${yearList(provisional, 'ja')} esialgne)`,
          `${ru} (${yearList(provisional, 'и')} — предварительные данные)`,
        );
  const provisionalNote =
    provisional.length === 0
      ? t('', '', '')
      : t(
          `; ${yearList(provisional, 'and')}: provisional (Eurostat flag p), may be revised`,
          `; ${yearList(provisional, 'ja')}: esialgne (Eurostati tunnus p), võib muutuda`,
          `; ${yearList(provisional, 'и')}: предварительные данные (отметка Евростата p), могут быть пересмотрены`,
        );
  return {
    path: 'sectors/energy/renewables_share.yml',
    id: 'renewables_share',
    title: marked(
      `Share of renewable energy, ${span(years)}`,
      `Taastuvenergia osakaal, ${span(years)}`,
      `Доля возобновляемой энергии, ${span(years)}`,
    ),
    type: 'lineChart',
    unit: '%',
    nameHeader: SERIES,
    years,
    rows: [
      {
        label: t(
          'Share in gross final energy consumption (REN)',
          'Osakaal energia summaarses lõpptarbimises (REN)',
          'Доля в валовом конечном потреблении энергии (REN)',
        ),
        values: valuesOf(ren),
      },
      {
        label: t(
          'Share in electricity (REN_ELC)',
          'Osakaal elektrienergia tarbimises (REN_ELC)',
          'Доля в потреблении электроэнергии (REN_ELC)',
        ),
        values: valuesOf(elc),
      },
    ],
    source: t(
      'Eurostat, Share of energy from renewable sources (nrg_ind_ren): REN and REN_ELC, %',
      'Eurostat, taastuvatest allikatest pärit energia osakaal (nrg_ind_ren): REN ja REN_ELC, %',
      'Евростат, доля энергии из возобновляемых источников (nrg_ind_ren): REN и REN_ELC, %',
    ),
    basis: t(
      `energy from renewable sources as a share of gross final energy consumption (REN) and of gross final consumption of electricity (REN_ELC), %, as the Renewable Energy Directive counts them; energy statistics, not the inventory${provisionalNote.en}`,
      `taastuvatest allikatest pärit energia osakaal energia summaarsest lõpptarbimisest (REN) ja elektrienergia summaarsest lõpptarbimisest (REN_ELC), %, taastuvenergia direktiivi arvestuse järgi; energiastatistika, mitte inventuur${provisionalNote.et}`,
      `энергия из возобновляемых источников в процентах от валового конечного потребления энергии (REN) и валового конечного потребления электроэнергии (REN_ELC) по методике Директивы о возобновляемой энергии; энергетическая статистика, а не кадастр${provisionalNote.ru}`,
    ),
    vintage: extractVintage(years[0]!, years[years.length - 1]!),
    licence: EUROSTAT_LICENCE,
    sourceUrl: datasetUrl('nrg_ind_ren'),
  };
}

/** The stock of passenger cars, all motor energies, from 1990 (the 1980 value stands alone), as published. */
export function passengerCarsFile(extracts: EurostatExtracts): ContextFile {
  const file = fileOf('cars');
  const layout = { year: 'time', value: 'value', flag: 'flag' };
  const cars = between(
    readSeries(extracts.cars, file, layout, { unit: 'NR', mot_nrg: 'TOTAL', engine: 'TOTAL' }),
    1990,
  );
  flaggedYears(cars, []);
  const updated = localDate(columnValue(extracts.cars, file, 'updated'), file);
  const retrieved = localDate(columnValue(extracts.cars, file, 'retrieved'), file);
  return {
    path: 'sectors/transport/passenger_cars.yml',
    id: 'passenger_cars',
    title: t(
      `Passenger cars, ${span(cars.years)}`,
      `Sõiduautod, ${span(cars.years)}`,
      `Легковые автомобили, ${span(cars.years)}`,
    ),
    type: 'barChart',
    unit: 'number',
    nameHeader: SERIES,
    years: cars.years,
    rows: [
      {
        label: t(
          'Passenger cars, all motor energies (TOTAL)',
          'Sõiduautod, kõik kütuseliigid (TOTAL)',
          'Легковые автомобили, все виды топлива (TOTAL)',
        ),
        values: valuesOf(cars),
      },
    ],
    source: t(
      'Eurostat, Passenger cars by type of motor energy (road_eqs_carmot): all motor energies, all engine sizes, number',
      'Eurostat, sõiduautod mootori energiaallika järgi (road_eqs_carmot): kõik kütuseliigid ja mootorimahud, arv',
      'Евростат, легковые автомобили по видам моторного топлива (road_eqs_carmot): все виды топлива и объёмы двигателя, штук',
    ),
    basis: t(
      'the stock of passenger cars, number; transport statistics, not the inventory. Every year as published, without a flag: the fall of the last year is Eurostat’s figure, not a correction of this site',
      'sõiduautode arv; transpordistatistika, mitte inventuur. Kõik aastad avaldatud kujul, ilma tunnuseta: viimase aasta langus on Eurostati arv, mitte selle saidi parandus',
      'парк легковых автомобилей, штук; транспортная статистика, а не кадастр. Все годы в опубликованном виде, без отметок: снижение в последнем году — цифра Евростата, а не поправка этого сайта',
    ),
    vintage: updatedVintage(updated, retrieved, cars.years[0]!, cars.years[cars.years.length - 1]!),
    licence: EUROSTAT_LICENCE,
    sourceUrl: datasetUrl('road_eqs_carmot'),
  };
}

/** The recycling rate of municipal waste, %. */
export function municipalRecyclingFile(extracts: EurostatExtracts): ContextFile {
  const file = fileOf('recycling');
  const layout = { year: 'year', value: 'value', flag: 'flag' };
  const rate = readSeries(extracts.recycling, file, layout, { dataset: 'cei_wm011' });
  flaggedYears(rate, []);
  const updated = localDate(columnValue(extracts.recycling, file, 'eurostat_updated'), file);
  const retrieved = localDate(columnValue(extracts.recycling, file, 'retrieved'), file);
  return {
    path: 'sectors/waste/municipal_recycling.yml',
    id: 'municipal_recycling',
    title: t(
      `Recycling rate of municipal waste, ${span(rate.years)}`,
      `Olmejäätmete ringlussevõtu määr, ${span(rate.years)}`,
      `Уровень переработки твёрдых бытовых отходов, ${span(rate.years)}`,
    ),
    type: 'barChart',
    unit: '%',
    nameHeader: SERIES,
    years: rate.years,
    rows: [
      {
        label: t(
          'Recycling rate of municipal waste',
          'Olmejäätmete ringlussevõtu määr',
          'Уровень переработки твёрдых бытовых отходов',
        ),
        values: valuesOf(rate),
      },
    ],
    source: t(
      'Eurostat, Recycling rate of municipal waste (cei_wm011), %',
      'Eurostat, olmejäätmete ringlussevõtu määr (cei_wm011), %',
      'Евростат, уровень переработки твёрдых бытовых отходов (cei_wm011), %',
    ),
    basis: t(
      'recycled municipal waste as a share of the municipal waste generated, %; a circular-economy indicator of waste statistics, not the inventory',
      'ringlusse võetud olmejäätmete osakaal tekkinud olmejäätmetest, %; ringmajanduse näitaja jäätmestatistikast, mitte inventuur',
      'доля переработанных твёрдых бытовых отходов в образовавшихся, %; показатель экономики замкнутого цикла из статистики отходов, а не кадастр',
    ),
    vintage: updatedVintage(updated, retrieved, rate.years[0]!, rate.years[rate.years.length - 1]!),
    licence: EUROSTAT_LICENCE,
    sourceUrl: datasetUrl('cei_wm011'),
  };
}
