/**
 * Turns the values of one EEA projections round (lib/import/projections/eea-rows.ts) into prognosis
 * gas files, one per scenario (wem, wam) and gas: data/prognosis/{round}/{wem,wam}/{gas}.yml, with
 * what the round says about itself (source, GWP basis, inventory years). Only numbers present in the
 * source are written; nothing is filled in (no total with LULUCF is computed).
 */
import { gwpName } from '@/lib/model/gwp';
import { PROJECTION_GAS_IDS, type GasId } from '@/lib/model/gas';
import type { Measure } from '@/lib/model/dimensions';
import type { LocalText } from '@/lib/model/locale';
import { GAS_META, LEGEND_TEXT } from '@/lib/import/gas-meta';
import { buildGasRows, CO2E_GASES, hasNumber, requireRow, withGwp } from '@/lib/import/inventory/inventory';
import { formatGasYaml, type GasFileDraft, type RoundMeta, type Series } from '@/lib/import/write-gas-yaml';
import { eeaRoundValues, parseEeaCsv, type EeaRoundValues, type EeaRow } from '@/lib/import/projections/eea-rows';

/** GWP basis of a round: the AR4 values until the 2020 reporting (MMR), the AR5 values from 2021 (Governance Regulation). */
export function roundGwp(round: number): string {
  return round <= 2020 ? 'AR4 GWP100' : 'AR5 GWP100';
}

/**
 * Where a round's file was taken from, when it is not the EEA's own download: the copy's address and
 * words for the source line.
 */
const ROUND_COPIES: Record<number, { url: string; en: string; et: string; ru: string }> = {
  2019: {
    url: 'https://github.com/environ-mate/app/blob/4ef80d751bed63bfcbb5c71f467bb2dcbb599de1/data/raw_data/ghg_emissions/GHG_projections_2019_EEA_csv.zip',
    en: 'file GHG_projections_2019_EEA.csv (EEA release of 29 Oct 2019), copy kept in the history of the environ-mate/app repository, commit 4ef80d7',
    et: 'fail GHG_projections_2019_EEA.csv (EEA 29.10.2019 väljalase, arhiivikoopia)',
    ru: 'файл GHG_projections_2019_EEA.csv (выпуск ЕАОС от 29.10.2019, архивная копия)',
  },
};
/** The EEA Datahub, where the rounds of the dataset are published. */
const EEA_PROJECTIONS_URL = 'https://www.eea.europa.eu/en/datahub';
/** The EEA's re-use policy, in the words of each language. */
export const EEA_LICENCE = {
  en: 'EEA standard re-use policy: free re-use with acknowledgement of the source',
  et: 'EEA tavapärane taaskasutuskord: vaba taaskasutus allikale viidates',
  ru: 'стандартная политика повторного использования ЕАОС: свободное повторное использование со ссылкой на источник',
} satisfies LocalText;

/**
 * What the files of a round say about it. The EEA files do not mark which years are inventory: by
 * the reporting rules the projections start the year after the inventory year two years before the
 * round (2019 round: inventory to 2017, projections from 2018): the first year of the file from
 * then on, unless `projectionsYear` is given.
 */
export function eeaRoundMeta(
  round: number,
  years: readonly number[],
  options: { sourceUrl?: string; projectionsYear?: number } = {},
): RoundMeta {
  const projectionsYear = options.projectionsYear ?? years.find((y) => y >= round - 1) ?? round - 1;
  const copy = ROUND_COPIES[round];
  const first = years[0] ?? projectionsYear;
  const last = projectionsYear - 1;
  const span = first === last ? `${first}` : `${first}–${last}`;
  const inventory =
    first < projectionsYear
      ? {
          en: `; ${span} ${first === last ? 'is the inventory year' : 'are the inventory years'} reported with them`,
          et: `; ${span} on koos nendega esitatud inventuuri ${first === last ? 'aasta' : 'aastad'}`,
          ru: `; ${span} — ${first === last ? 'представленный' : 'представленные'} вместе с ними ${first === last ? 'год' : 'годы'} кадастра`,
        }
      : { en: '', et: '', ru: '' };
  return {
    round,
    projectionsYear,
    source: {
      en: `European Environment Agency, GHG projections reported by Member States (${round}), data reported by Estonia${copy ? `; ${copy.en}` : ''}`,
      et: `Euroopa Keskkonnaamet (EEA), liikmesriikide esitatud kasvuhoonegaaside prognoosid (${round}), Eesti esitatud andmed${copy ? `; ${copy.et}` : ''}`,
      ru: `Европейское агентство по окружающей среде (ЕАОС), прогнозы ПГ, представленные государствами-членами (${round}), данные, представленные Эстонией${copy ? `; ${copy.ru}` : ''}`,
    },
    sourceUrl: options.sourceUrl ?? copy?.url ?? EEA_PROJECTIONS_URL,
    licence: EEA_LICENCE,
    vintage: {
      en: `Projections reported in ${round}, ${roundGwp(round).replace(' GWP100', '')} GWPs${inventory.en}`,
      et: `${round}. aastal esitatud prognoosid, ${roundGwp(round).replace(' GWP100', '')} GWP-d${inventory.et}`,
      ru: `прогнозы, представленные в ${round} году, ${gwpName(roundGwp(round), 'ru')}${inventory.ru}`,
    },
  };
}

/** The EEA dataset reports every gas in kilotonnes of CO2 equivalent. */
const PROJECTION_UNIT = 'kt CO2 eq';

/** Options of a round's files. */
interface ProjectionOptions {
  country?: string;
  /** The round (SubmissionYear); the newest in the rows when absent. */
  submission?: number;
  sourceUrl?: string;
  projectionsYear?: number;
}

/** Draft gas files per scenario and gas from rows of the EEA layout (CSV or workbook), for one country and round. */
export function buildProjectionDraftsFromRows(
  all: readonly EeaRow[],
  options: ProjectionOptions = {},
): { round: number; drafts: Record<Measure, GasFileDraft[]>; unplaced: string[] } {
  return projectionDrafts(eeaRoundValues(all, (options.country ?? 'EE').toUpperCase(), options.submission), options);
}

/** Draft gas files per scenario and gas from the values of one round. */
export function projectionDrafts(
  values: EeaRoundValues,
  options: Pick<ProjectionOptions, 'sourceUrl' | 'projectionsYear'> = {},
): { round: number; drafts: Record<Measure, GasFileDraft[]>; unplaced: string[] } {
  const drafts: Record<Measure, GasFileDraft[]> = { wem: [], wam: [] };
  for (const measure of ['wem', 'wam'] as const) {
    for (const gas of PROJECTION_GAS_IDS) {
      const fileYears = values.years.get(`national|${measure}|${gas}`) ?? [];
      if (fileYears.length === 0) continue;
      const series = (key: string): Series => values.series('national', measure, gas, key, fileYears);
      const meta = eeaRoundMeta(values.round, fileYears, options);
      drafts[measure].push(buildDraft(gas, measure, fileYears, series, meta));
    }
  }
  return { round: values.round, drafts, unplaced: values.unplaced };
}

/** Sum of two series year by year; null where either has no number. */
const sumSeries = (a: Series, b: Series): Series =>
  a.map((v, i) => (v === null || b[i] === null || b[i] === undefined ? null : v + (b[i] as number)));

function buildDraft(
  gas: GasId,
  measure: Measure,
  years: number[],
  series: (key: string) => Series,
  meta: RoundMeta,
): GasFileDraft {
  const label = `${gas} (${measure.toUpperCase()})`;
  const [withLulucf, withoutLulucf] = [series('withLulucf'), series('withoutLulucf')];
  // The total with LULUCF is written only when the source has it: it is never computed.
  if (hasNumber(withLulucf)) requireRow(withoutLulucf, 'withoutLulucf', label);
  const total = hasNumber(withoutLulucf)
    ? { withoutLulucf, ...(hasNumber(withLulucf) ? { withLulucf } : {}) }
    : undefined;
  const [navigation, aviation] = [series('navigation'), series('aviation')];
  const reportedBunkers = series('bunkers');
  const bunkerSum = !hasNumber(reportedBunkers) && hasNumber(navigation) && hasNumber(aviation);
  const bunkers = [bunkerSum ? sumSeries(navigation, aviation) : reportedBunkers, navigation, aviation];
  if (bunkers.some(hasNumber))
    ['bunkers', 'navigation', 'aviation'].forEach((k, i) => requireRow(bunkers[i] as Series, k, label));
  // Every file of a round states its GWP basis; CO2-equivalent gases also carry it in their names.
  const gwp = roundGwp(meta.round);
  const co2e = CO2E_GASES.includes(gas);
  const name = co2e
    ? {
        en: withGwp(GAS_META[gas].name.en, gwp),
        et: withGwp(GAS_META[gas].name.et, gwp),
        ru: withGwp(GAS_META[gas].name.ru, gwpName(gwp, 'ru')),
      }
    : GAS_META[gas].name;
  return {
    header: [
      `${GAS_META[gas].name.en}, ${measure.toUpperCase()} projections reported in ${meta.round}, generated by npm run import-projections; do not edit by hand.`,
      'Source: EEA, GHG projections reported by Member States (Gapfilled values); categories read from their codes.',
      ...(total && !total.withLulucf ? ['The source has no total with LULUCF, so none is written.'] : []),
      ...(bunkerSum
        ? ['The source has no bunkers total: memo bunkers total = international aviation + navigation as reported.']
        : []),
    ],
    id: gas,
    name,
    gwp,
    round: meta,
    unit: PROJECTION_UNIT,
    years,
    ...(total
      ? {
          legendText: {
            withoutLulucf: { ...LEGEND_TEXT.withoutLulucf },
            ...(total.withLulucf ? { withLulucf: { ...LEGEND_TEXT.withLulucf } } : {}),
          },
          total,
        }
      : {}),
    ...(bunkers.some(hasNumber)
      ? { bunkers: { total: bunkers[0] as Series, navigation: bunkers[1] as Series, aviation: bunkers[2] as Series } }
      : {}),
    rows: buildGasRows(({ code }) => series(code.toUpperCase()), label, false),
  };
}

/** YAML texts keyed by `{round}/{measure}/{gas}.yml` (under data/prognosis/), from the EEA CSV text. */
export function buildProjectionFiles(csv: string, options: ProjectionOptions = {}): Record<string, string> {
  return buildProjectionFilesFromRows(parseEeaCsv(csv), options);
}

/** YAML texts keyed by `{round}/{measure}/{gas}.yml` (under data/prognosis/), from rows of the EEA layout. */
export function buildProjectionFilesFromRows(
  rows: readonly EeaRow[],
  options: ProjectionOptions = {},
): Record<string, string> {
  const { round, drafts } = buildProjectionDraftsFromRows(rows, options);
  const files: Record<string, string> = {};
  for (const measure of ['wem', 'wam'] as const) {
    for (const draft of drafts[measure]) files[`${round}/${measure}/${draft.id}.yml`] = formatGasYaml(draft);
  }
  return files;
}
