/**
 * A projection round reported only as totals at a few points in time: Annex I of the EEA's National
 * Energy and Climate Progress Reports (NECPR), Estonia's rows. It writes data/prognosis/{round}/points.yml
 * with the points as the source gives them (no year in between, nothing interpolated), the scenarios,
 * whether WAM equals WEM, the climate-neutrality year and the inventory submission the round's history
 * equals (its base, found by comparing the history with every submission's total).
 */
import { parseCsvObjects } from '@/lib/import/csv';
import { crfSeries, crfYears } from '@/lib/import/inventory/crf-csv';
import type { SubmissionImport } from '@/lib/import/inventory/submissions';
import { formatContextFile, t, type ContextFile } from '@/lib/import/activity/context-file';
import { EEA_LICENCE } from '@/lib/import/projections/eea-projections';

/** The Annex I extract under data/sources/, relative to the sources folder. */
export const NECPR_SOURCES = {
  folder: 'eea-necpr-2025-annex1-estonia',
  totals: 'eea-necpr-2025-annex1-estonia/estonia_necpr2025_annex1_table1_targets.csv',
  lulucf: 'eea-necpr-2025-annex1-estonia/estonia_necpr2025_annex1_table3_lulucf.csv',
  neutrality: 'eea-necpr-2025-annex1-estonia/estonia_necpr2025_annex1_table1_neutrality.csv',
} as const;

const ROUND = 2025;
const SOURCE_URL =
  'https://github.com/EUClimateAdvisoryBoard/ESABCCMethodHub/tree/82a20edec151df4b60ff59de20fec6aec4ea57e0/public/data/necpr-2025';

/** The scopes of the points file, by the source's names. */
const SCOPES = {
  excl_lulucf: 'withoutLulucf',
  incl_lulucf: 'withLulucf',
  incl_lulucf_aviation: 'withLulucfAviation',
} as const;

interface PointSeries {
  years: number[];
  wem: number[];
  wam: number[];
}

const num = (text: string | undefined, where: string): number => {
  const v = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(v))
    throw new Error(`${where}: "${text ?? ''}" is not a number`);
  return v;
};

/** The projected points of rows with a WEM value (history rows have none), in year order. */
function pointsOf(rows: readonly Record<string, string>[], file: string): PointSeries {
  const projected = rows
    .map((r, i) => ({ r, line: i + 2 }))
    .filter(({ r }) => r.wem !== '')
    .sort((a, b) => Number(a.r.year) - Number(b.r.year));
  return {
    years: projected.map(({ r, line }) => num(r.year, `${file}:${line}`)),
    wem: projected.map(({ r, line }) => num(r.wem, `${file}:${line}`)),
    wam: projected.map(({ r, line }) => num(r.wam, `${file}:${line}`)),
  };
}

/** The submission whose total without LULUCF equals the round's history (to the 0.1 kt the source prints). */
function baseSubmission(history: ReadonlyMap<number, number>, submissions: readonly SubmissionImport[]) {
  const fits = submissions.filter((s) => {
    const years = crfYears(s.records);
    const total = crfSeries(s.records, { name: 'Total GHG emissions without LULUCF', gas: 'GHG_total_CO2e' }, years);
    return [...history].every(([y, v]) => {
      const mine = total[years.indexOf(y)];
      return typeof mine === 'number' && Math.abs(mine - v) < 0.05 + 1e-9;
    });
  });
  return fits.sort((a, b) => b.submission - a.submission)[0];
}

const q = (s: string) => JSON.stringify(s);
const list = (xs: readonly number[]) => `[${xs.join(', ')}]`;
const local = (t: { en: string; et: string; ru: string }) => `{ en: ${q(t.en)}, et: ${q(t.et)}, ru: ${q(t.ru)} }`;

/** data/prognosis/{round}/points.yml from the extract's three tables (texts of the files). */
export function buildNecprPoints(
  csv: { totals: string; lulucf: string; neutrality: string },
  submissions: readonly SubmissionImport[],
  country = 'EE',
): { path: string; text: string; table: { path: string; text: string }; notes: string[] } {
  const totals = parseCsvObjects(csv.totals, ['country', 'scope', 'year', 'historic', 'wem', 'wam']).filter(
    (r) => r.country === country,
  );
  const scopes = Object.entries(SCOPES).map(([name, id]) => {
    const rows = totals.filter((r) => r.scope === name);
    if (rows.length === 0) throw new Error(`${NECPR_SOURCES.totals}: no rows of scope ${name}`);
    return { id, points: pointsOf(rows, NECPR_SOURCES.totals) };
  });
  const lulucfRows = parseCsvObjects(csv.lulucf, ['country', 'year', 'historic', 'wem', 'wam']).filter(
    (r) => r.country === country,
  );
  // The WEM row of a year the inventory reports is the projection's base year, calibrated on other data.
  const reported = new Set(lulucfRows.filter((r) => r.historic !== '').map((r) => r.year));
  const notes = lulucfRows
    .filter((r) => reported.has(r.year) && r.wem !== '')
    .map(
      (r) =>
        `${NECPR_SOURCES.lulucf}: LULUCF ${r.year} (WEM ${r.wem} kt) is a base year the inventory reports; not written`,
    );
  const lulucf = pointsOf(
    lulucfRows.filter((r) => !reported.has(r.year)),
    NECPR_SOURCES.lulucf,
  );
  const [neutral] = parseCsvObjects(csv.neutrality, ['country', 'climate_neutrality_year']).filter(
    (r) => r.country === country,
  );
  const history = new Map(
    totals
      .filter((r) => r.scope === 'excl_lulucf' && r.historic !== '')
      .map((r) => [Number(r.year), num(r.historic, NECPR_SOURCES.totals)] as const),
  );
  const base = baseSubmission(history, submissions);
  if (!base) throw new Error(`${NECPR_SOURCES.totals}: the history equals no inventory submission's total`);
  const all = [...scopes.map((s) => s.points), lulucf];
  const same = all.every((p) => p.wem.every((v, i) => v === p.wam[i]));
  const series = (id: string, p: PointSeries) =>
    [`  ${id}:`, `    years: ${list(p.years)}`, `    wem: ${list(p.wem)}`, `    wam: ${list(p.wam)}`].join('\n');
  const text = [
    `# Total GHG projections reported in ${ROUND}, at the points in time the source gives (no year in between),`,
    `# generated by npm run import-projections from data/sources/${NECPR_SOURCES.folder}/; do not edit by hand.`,
    '# Scopes: total without LULUCF, with LULUCF, with LULUCF and international aviation; LULUCF itself.',
    `# base_submission: the inventory submission that the source's history (${[...history.keys()].join(', ')}) equals.`,
    `round: ${ROUND}`,
    `gwp: "AR5 GWP100"`,
    `unit: "kt CO2 eq"`,
    `source: ${local({
      en: 'European Environment Agency, NECPR 2025 Annex I – GHG progress (National Energy and Climate Progress Reports, Regulation (EU) 2018/1999 Art. 17), data reported by Estonia; CSV extract of the ESABCC Method Hub',
      et: 'Euroopa Keskkonnaamet (EEA), NECPR 2025 I lisa – KHG edenemine (riiklikud energia- ja kliimaeduaruanded, määruse (EL) 2018/1999 art 17), Eesti esitatud andmed; CSV-väljavõte ESABCC Method Hubist',
      ru: 'Европейское агентство по окружающей среде (ЕАОС), NECPR 2025, приложение I – прогресс по ПГ (национальные отчёты о прогрессе в области энергетики и климата, ст. 17 Регламента (ЕС) 2018/1999), данные, представленные Эстонией; CSV-выгрузка ESABCC Method Hub',
    })}`,
    `source_url: ${q(SOURCE_URL)}`,
    `licence: ${local(EEA_LICENCE)}`,
    `vintage: ${local({
      en: `Projections reported in ${ROUND}, AR5 GWPs; totals at ${scopes[0]?.points.years.join(', ')} only`,
      et: `${ROUND}. aastal esitatud prognoosid, AR5 GWP-d; ainult kogusummad aastatel ${scopes[0]?.points.years.join(', ')}`,
      ru: `прогнозы, представленные в ${ROUND} году, ПГП по ДО5; только итоги за ${scopes[0]?.points.years.join(', ')} годы`,
    })}`,
    `base_submission: ${base.submission}`,
    `same_scenarios: ${same}`,
    ...(neutral ? [`neutrality_year: ${num(neutral.climate_neutrality_year, NECPR_SOURCES.neutrality)}`] : []),
    'points:',
    ...scopes.map((s) => series(s.id, s.points)),
    series('lulucf', lulucf),
    '',
  ].join('\n');
  const table = pointsTable(Object.fromEntries([...scopes.map((x) => [x.id, x.points]), ['lulucf', lulucf]]), same);
  return {
    path: `prognosis/${ROUND}/points.yml`,
    text,
    table: { path: table.path, text: formatContextFile(table, 'import-projections') },
    notes,
  };
}

const ROW_LABELS: Record<string, ReturnType<typeof t>> = {
  withoutLulucf: t('Total without LULUCF, WEM', 'Kokku ilma LULUCF-ita, WEM', 'Итого без ЗИЗЛХ, WEM'),
  withLulucf: t('Total with LULUCF, WEM', 'Kokku koos LULUCF-iga, WEM', 'Итого с ЗИЗЛХ, WEM'),
  withLulucfAviation: t(
    'Total with LULUCF and international aviation, WEM',
    'Kokku koos LULUCF-i ja rahvusvahelise lennundusega, WEM',
    'Итого с ЗИЗЛХ и международной авиацией, WEM',
  ),
  lulucf: t('LULUCF, WEM', 'LULUCF, WEM', 'ЗИЗЛХ, WEM'),
};

/**
 * The round's points as a table of the sector pages (sectors/introduction/projections_{round}.yml),
 * the figures the texts quote with placeholders: only the years the source gives, never a line.
 */
function pointsTable(points: Record<string, PointSeries>, same: boolean): ContextFile {
  const years = [...new Set(Object.values(points).flatMap((p) => p.years))].sort((a, b) => a - b);
  const note = same
    ? t(
        ' WAM (with additional measures) equals WEM in every point: Estonia reported no separate additional-measures scenario.',
        ' WAM (lisameetmetega) on igas punktis sama kui WEM: Eesti ei esitanud eraldi lisameetmete stsenaariumi.',
        ' WAM (с дополнительными мерами) во всех точках равен WEM: Эстония не представила отдельного сценария с дополнительными мерами.',
      )
    : t('', '', '');
  return {
    path: `sectors/introduction/projections_${ROUND}.yml`,
    id: `projections_${ROUND}`,
    title: t(
      `Projections reported in ${ROUND}: totals at ${years.join(', ')}`,
      `${ROUND}. aastal esitatud prognoosid: kogusummad aastatel ${years.join(', ')}`,
      `Прогнозы, представленные в ${ROUND} году: итоги за ${years.join(', ')} годы`,
    ),
    type: 'table',
    unit: 'kt CO2 eq',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years,
    rows: Object.entries(points).map(([id, p]) => ({
      label: ROW_LABELS[id]!,
      values: new Map(p.years.map((y, i) => [y, p.wem[i]!])),
    })),
    source: t(
      'European Environment Agency, NECPR 2025 Annex I – GHG progress, data reported by Estonia (CSV extract of the ESABCC Method Hub)',
      'Euroopa Keskkonnaamet (EEA), NECPR 2025 I lisa – KHG edenemine, Eesti esitatud andmed (ESABCC Method Hubi CSV-väljavõte)',
      'Европейское агентство по окружающей среде (ЕАОС), NECPR 2025, приложение I – прогресс по ПГ, данные, представленные Эстонией (CSV-выгрузка ESABCC Method Hub)',
    ),
    basis: t(
      `Estonia's national projections reported in ${ROUND} (WEM: with existing measures), kt CO2 eq with AR5 GWP100, only at the years the source gives.${note.en}`,
      `Eesti riiklikud prognoosid, esitatud ${ROUND}. aastal (WEM: olemasolevate meetmetega), kt CO2 ekv, AR5 GWP100, ainult allika antud aastatel.${note.et}`,
      `национальные прогнозы Эстонии, представленные в ${ROUND} году (WEM: с существующими мерами), кт CO2-экв., ПГП по ДО5, только за годы, которые даёт источник.${note.ru}`,
    ),
    vintage: t(
      `Projections reported in ${ROUND}`,
      `${ROUND}. aastal esitatud prognoosid`,
      `прогнозы, представленные в ${ROUND} году`,
    ),
    licence: EEA_LICENCE,
    sourceUrl: SOURCE_URL,
    gaps: true,
  };
}
