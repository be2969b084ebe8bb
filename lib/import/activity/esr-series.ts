/** Effort-sharing (ESR) emissions, ESR-scope projections and the 2030 limit (EEA), as activity files. */
import { type ContextFile, num, range, t, type Trilingual } from '@/lib/import/activity/context-file';
import { parseCsvObjects } from '@/lib/import/csv';

interface EsrInputs {
  /** estonia_eea_esr_emissions_2005-2024.csv */
  emissions: string;
  /** estonia_eea_ghg_projections_2025_esr_totals.csv */
  projections: string;
  /** estonia_esr_legal_inputs.csv */
  legal: string;
}
export interface EsrData {
  /** ESR (ESD before 2021) emissions, kt CO2 eq, by year. */
  history: Map<number, number>;
  /** EEA status of each history year, as published. */
  status: Map<number, string>;
  /** kt CO2 eq by scenario (WEM, WAM, WOM) and year. */
  scenarios: Map<string, Map<number, number>>;
  base2005Kt: number;
  targetPercent: number;
  targetYear: number;
  limitKt: number;
  historyUrl: string;
  projectionsUrl: string;
}

const ESR_FILE = 'estonia_eea_esr_emissions_2005-2024.csv';
const PROJ_FILE = 'estonia_eea_ghg_projections_2025_esr_totals.csv';
const LEGAL_FILE = 'estonia_esr_legal_inputs.csv';

/** Reads the three EEA/legal extracts; throws naming file and line on a bad or missing value. */
export function readEsr(inputs: EsrInputs): EsrData {
  const history = new Map<number, number>();
  const status = new Map<number, string>();
  let historyUrl = '';
  parseCsvObjects(inputs.emissions, ['country', 'year', 'value', 'unit', 'eea_status']).forEach((r, i) => {
    if ((r.unit ?? '').trim() !== 'MtCO2 eq')
      throw new Error(`${ESR_FILE} line ${i + 2}: unit "${r.unit}" is not MtCO2 eq`);
    const year = num(r.year, 'year', ESR_FILE, i + 2);
    history.set(year, num(r.value, 'value', ESR_FILE, i + 2) * 1000);
    status.set(year, (r.eea_status ?? '').trim());
    historyUrl ||= (r.source_url ?? '').trim();
  });
  const scenarios = new Map<string, Map<number, number>>();
  let projectionsUrl = '';
  parseCsvObjects(inputs.projections, ['country', 'year', 'scenario', 'value_gapfilled', 'unit']).forEach((r, i) => {
    if ((r.unit ?? '').trim() !== 'ktCO2e')
      throw new Error(`${PROJ_FILE} line ${i + 2}: unit "${r.unit}" is not ktCO2e`);
    const scenario = (r.scenario ?? '').trim().toUpperCase();
    const map = scenarios.get(scenario) ?? new Map<number, number>();
    map.set(num(r.year, 'year', PROJ_FILE, i + 2), num(r.value_gapfilled, 'value_gapfilled', PROJ_FILE, i + 2));
    scenarios.set(scenario, map);
    projectionsUrl ||= (r.source_url ?? '').trim();
  });
  const legal = parseCsvObjects(inputs.legal, ['item', 'year', 'value', 'unit']);
  const base = legal.findIndex((r) => (r.item ?? '').includes('2005 ESR base'));
  const target = legal.findIndex((r) => (r.item ?? '').includes('target'));
  if (base < 0 || target < 0)
    throw new Error(`${LEGAL_FILE}: the rows "2005 ESR base" and "2030 target vs 2005" are both needed`);
  if ((legal[base]!.unit ?? '').trim() !== 't CO2e')
    throw new Error(`${LEGAL_FILE} line ${base + 2}: unit "${legal[base]!.unit}" is not t CO2e`);
  if ((legal[target]!.unit ?? '').trim() !== '%')
    throw new Error(`${LEGAL_FILE} line ${target + 2}: unit "${legal[target]!.unit}" is not %`);
  const base2005Kt = num(legal[base]!.value, 'value', LEGAL_FILE, base + 2) / 1000;
  const targetPercent = num(legal[target]!.value, 'value', LEGAL_FILE, target + 2);
  const targetYear = num(legal[target]!.year, 'year', LEGAL_FILE, target + 2);
  for (const s of ['WEM', 'WAM', 'WOM']) if (!scenarios.has(s)) throw new Error(`${PROJ_FILE}: no ${s} rows`);
  if (history.size === 0) throw new Error(`${ESR_FILE}: no rows`);
  return {
    history,
    status,
    scenarios,
    base2005Kt,
    targetPercent,
    targetYear,
    limitKt: base2005Kt * (1 + targetPercent / 100),
    historyUrl,
    projectionsUrl,
  };
}

const EEA_LICENCE = t(
  'CC BY 4.0 (EEA data, attribution "European Environment Agency"; extract by the Mizien project)',
  'CC BY 4.0 (EEA andmed, viide „Euroopa Keskkonnaamet“; väljavõte Mizieni projektilt)',
  'CC BY 4.0 (данные ЕАОС, ссылка «European Environment Agency»; выборка проекта Mizien)',
);
const ESR_BASIS = t(
  'effort-sharing scope (ESD until 2020, ESR from 2021): total emissions minus EU ETS installations and LULUCF; not the national total. 2005–2020 use older rules and GWPs and are not strictly comparable with 2021 onwards',
  'jõupingutuste jagamise ulatus (kuni 2020. aastani jõupingutuste jagamise otsus, alates 2021. aastast määrus): koguheide ilma ELi HKS-i käitiste ja LULUCF-ita; mitte riigi koguheide. Aastad 2005–2020 järgivad varasemaid reegleid ja GWP-sid ega ole 2021. aasta järgsetega rangelt võrreldavad',
  'охват распределения усилий (до 2020 года — Решение о распределении усилий, ESD, с 2021 года — Регламент, ESR): общие выбросы за вычетом установок СТВ ЕС и ЗИЗЛХ; не общий объём выбросов страны. 2005–2020 годы рассчитаны по прежним правилам и ПГП и не строго сопоставимы с годами начиная с 2021',
);
/** A whole percentage with the minus sign U+2212 of running text (Estonian and Russian labels). */
const minusSign = (percent: number) => String(percent).replace('-', '\u2212');

const LIMIT_LABEL = (d: EsrData): Trilingual =>
  t(
    `${d.targetYear} limit (${d.targetPercent} % vs 2005)`,
    `${d.targetYear}. aasta lubatud heitkogus (${minusSign(d.targetPercent)} % võrreldes 2005. aastaga)`,
    `Предельный уровень ${d.targetYear} года (${minusSign(d.targetPercent)} % к 2005 году)`,
  );
const ESR_HISTORY_LABEL = t('ESR emissions (EEA)', 'JJM-i heide (EEA)', 'Выбросы ESR (ЕАОС)');

/** ETS/ESR overview: ESR emissions with the limit as a target line. */
export function esrHistoryFile(d: EsrData): ContextFile {
  const years = [...d.history.keys()].sort((a, b) => a - b);
  const limitLabel = LIMIT_LABEL(d);
  return {
    path: 'sectors/ets_esr/esr_emissions.yml',
    id: 'esr_emissions',
    title: t(
      'Effort-sharing (ESR) emissions and the 2030 limit',
      'JJM-i sektorite heide ja 2030. aasta lubatud heitkogus',
      'Выбросы в секторах распределения усилий (ESR) и предельный уровень 2030 года',
    ),
    type: 'lineChart',
    unit: 'kt CO2 eq',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years: range(years[0]!, Math.max(years[years.length - 1]!, d.targetYear)),
    rows: [
      { label: ESR_HISTORY_LABEL, values: d.history },
      { label: limitLabel, values: new Map([[d.targetYear, d.limitKt]]) },
    ],
    source: t(
      'EEA, greenhouse gas emissions under the Effort Sharing Legislation (GHG_ESD-ESR_2025.xlsx); limit: 2005 base of Implementing Decision (EU) 2020/2126 × (1 − 24 %), Regulation (EU) 2023/857',
      'EEA, jõupingutuste jagamise õigusaktide alusel arvestatud heide (GHG_ESD-ESR_2025.xlsx); lubatud heitkogus: rakendusotsuse (EL) 2020/2126 2005. aasta baastase × (1 − 24 %), määrus (EL) 2023/857',
      'ЕАОС, выбросы парниковых газов по законодательству о распределении усилий (GHG_ESD-ESR_2025.xlsx); предельный уровень: база 2005 года по Имплементационному решению (ЕС) 2020/2126 × (1 − 24 %), Регламент (ЕС) 2023/857',
    ),
    basis: ESR_BASIS,
    vintage: t(
      'EEA data set of 4 Nov 2025 (2005–2024; 2024 is a proxy)',
      'EEA andmestik 4.11.2025 (2005–2024; 2024 on eelhinnang)',
      'набор данных ЕАОС от 04.11.2025 (2005–2024; 2024 — предварительная оценка)',
    ),
    licence: EEA_LICENCE,
    sourceUrl: d.historyUrl,
    gaps: true,
    targetItems: [limitLabel.en],
  };
}

/** The ESR rows of a later round (a workbook given to import-projections), kept beside the 2025 round's. */
interface LaterEsrRound {
  round: number;
  scenarios: EsrData['scenarios'];
}

/** A later round's scenario label, which names its round, so that the 2025 round's rows and texts stay. */
const laterLabel = (round: number, s: string, words: Trilingual): Trilingual => ({
  en: words.en.replace(`${s} projection`, `${s} projection reported in ${round}`),
  et: `${round}. aastal esitatud ${words.et}`,
  ru: words.ru.replace(`Прогноз ${s}`, `Прогноз ${s}, представленный в ${round} году`),
});

/**
 * ETS/ESR prognosis: history, the three ESR-scope scenarios of the 2025 round and the limit; with
 * `later`, a later round's scenarios first, labelled with their round (the headline takes the first WEM row).
 */
export function esrProjectionsFile(d: EsrData, later?: LaterEsrRound): ContextFile {
  const historyYears = [...d.history.keys()];
  const projectionYears = [d.scenarios, ...(later ? [later.scenarios] : [])].flatMap((sc) =>
    [...sc.values()].flatMap((m) => [...m.keys()]),
  );
  const first = Math.min(...historyYears);
  const last = Math.max(...projectionYears, d.targetYear);
  const limitLabel = LIMIT_LABEL(d);
  const rounds = later
    ? { en: `2025 and ${later.round}`, et: `2025. ja ${later.round}.`, ru: `2025 и ${later.round} годах` }
    : { en: '2025', et: '2025.', ru: '2025 году' };
  const scenarioLabel: Record<string, Trilingual> = {
    WEM: t(
      'WEM projection (with existing measures)',
      'WEM-prognoos (olemasolevate meetmetega)',
      'Прогноз WEM (с существующими мерами)',
    ),
    WAM: t(
      'WAM projection (with additional measures)',
      'WAM-prognoos (lisameetmetega)',
      'Прогноз WAM (с дополнительными мерами)',
    ),
    WOM: t('WOM projection (without measures)', 'WOM-prognoos (meetmeteta)', 'Прогноз WOM (без мер)'),
  };
  return {
    path: 'sectors/ets_esr/total_projections.yml',
    id: 'total_projections',
    title: t(
      `Effort-sharing (ESR) emissions: history, projections reported in ${rounds.en} and the 2030 limit`,
      `Jõupingutuste jagamise (JJM) heide: varasem heide, ${rounds.et} aastal esitatud prognoosid ja 2030. aasta lubatud heitkogus`,
      `Выбросы в секторах распределения усилий (ESR): фактические данные, прогнозы, представленные в ${rounds.ru}, и предельный уровень 2030 года`,
    ),
    type: 'lineChart',
    unit: 'kt CO2 eq',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years: range(first, last),
    rows: [
      { label: ESR_HISTORY_LABEL, values: d.history },
      ...(later
        ? (['WEM', 'WAM', 'WOM'] as const)
            .filter((s) => later.scenarios.has(s))
            .map((s) => ({ label: laterLabel(later.round, s, scenarioLabel[s]!), values: later.scenarios.get(s)! }))
        : []),
      ...(['WEM', 'WAM', 'WOM'] as const)
        .filter((s) => d.scenarios.has(s))
        .map((s) => ({ label: scenarioLabel[s]!, values: d.scenarios.get(s)! })),
      { label: limitLabel, values: new Map([[d.targetYear, d.limitKt]]) },
    ],
    source: t(
      'EEA, GHG projections reported by Member States, 2025 submissions (GHG_projections_2025_EEA_incl_pivots.xlsx, sheet Totals, ESR emissions, gap-filled values); history: EEA GHG_ESD-ESR_2025.xlsx; limit: Implementing Decision (EU) 2020/2126 and Regulation (EU) 2023/857',
      'EEA, liikmesriikide esitatud KHG prognoosid, 2025. aasta esitused (GHG_projections_2025_EEA_incl_pivots.xlsx, leht Totals, JJM-i heide, EEA täiendatud väärtused); varasem heide: EEA GHG_ESD-ESR_2025.xlsx; lubatud heitkogus: rakendusotsus (EL) 2020/2126 ja määrus (EL) 2023/857',
      'ЕАОС, прогнозы ПГ, представленные государствами-членами, представления 2025 года (GHG_projections_2025_EEA_incl_pivots.xlsx, лист Totals, выбросы ESR, значения с заполненными пропусками); фактические данные: ЕАОС GHG_ESD-ESR_2025.xlsx; предельный уровень: Имплементационное решение (ЕС) 2020/2126 и Регламент (ЕС) 2023/857',
    ),
    basis: ESR_BASIS,
    vintage: t(
      'projections: 2025 submission, EEA file of 13 Apr 2026; history: EEA data set of 4 Nov 2025',
      'prognoosid: 2025. aasta esitus, EEA fail 13.04.2026; varasem heide: EEA andmestik 4.11.2025',
      'прогнозы: представление 2025 года, файл ЕАОС от 13.04.2026; фактические данные: набор данных ЕАОС от 04.11.2025',
    ),
    licence: EEA_LICENCE,
    sourceUrl: d.projectionsUrl,
    gaps: true,
    projectionsYear: Math.min(...projectionYears),
    targetItems: [limitLabel.en],
  };
}
