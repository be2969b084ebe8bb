/**
 * The national totals of every submission side by side (sectors/introduction/submission_totals.yml),
 * so that texts can quote what a recalculation changed through placeholders, e.g.
 * {{value|introduction/submission_totals.yml|LULUCF, 2020 submission|2018}}.
 */
import { gwpName } from '@/lib/model/gwp';
import { type ContextFile, t } from '@/lib/import/activity/context-file';
import { crfSeries, crfYears } from '@/lib/import/inventory/crf-csv';
import type { SubmissionImport } from '@/lib/import/inventory/submissions';

const ROWS = [
  {
    name: 'Total GHG emissions without LULUCF',
    label: t('Total without LULUCF', 'Kokku ilma LULUCF-ita', 'Итого без ЗИЗЛХ'),
    code: undefined,
  },
  { name: undefined, label: t('LULUCF', 'LULUCF', 'ЗИЗЛХ'), code: '4' },
] as const;

/** The totals without LULUCF and the LULUCF balance of each submission, kt CO2 eq in its own GWP basis. */
export function submissionTotalsFile(submissions: readonly SubmissionImport[]): ContextFile {
  const sorted = [...submissions].sort((a, b) => a.submission - b.submission);
  const years = [...new Set(sorted.flatMap((s) => crfYears(s.records)))].sort((a, b) => a - b);
  const rows = ROWS.flatMap((row) =>
    sorted.map((s) => {
      const values = crfSeries(s.records, { code: row.code, name: row.name, gas: 'GHG_total_CO2e' }, years);
      return {
        label: t(
          `${row.label.en}, ${s.submission} submission`,
          `${row.label.et}, ${s.submission}. aasta esitus`,
          `${row.label.ru}, представление ${s.submission} года`,
        ),
        values: new Map(years.flatMap((y, i) => (typeof values[i] === 'number' ? [[y, values[i]] as const] : []))),
      };
    }),
  );
  const list = sorted.map((s) => `${s.submission} (${s.origin.gwp ?? 'GWP not stated'})`).join(', ');
  const listRu = sorted.map((s) => `${s.submission} (${gwpName(s.origin.gwp ?? 'ПГП не указаны', 'ru')})`).join(', ');
  return {
    path: 'sectors/introduction/submission_totals.yml',
    id: 'submission_totals',
    title: t('National totals by submission', 'Riigi koguheide esituste kaupa', 'Национальные итоги по представлениям'),
    type: 'table',
    unit: 'kt CO2 eq',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    years,
    rows,
    source: t(
      `Estonia's national GHG inventory submissions to the UNFCCC: ${list}; see data/past/{submission}/co2eq.yml`,
      `Eesti kasvuhoonegaaside inventuuri esitused UNFCCC-le: ${list}; vt data/past/{submission}/co2eq.yml`,
      `представления национального кадастра ПГ Эстонии в РКИК ООН: ${listRu}; см. data/past/{submission}/co2eq.yml`,
    ),
    basis: t(
      'each submission in its own GWP basis (AR4 in 2020, AR5 from the CRT submissions); later submissions recalculate earlier years',
      'igas esituses on oma GWP-d (2020. aastal AR4, CRT-esitustes AR5); hilisemates esitustes arvutatakse varasemad aastad ümber',
      'в каждом представлении свои значения ПГП (в 2020 году — по ДО4, начиная с представлений ОТД (CRT) — по ДО5); в более поздних представлениях предыдущие годы пересчитываются',
    ),
    vintage: t(`submissions ${list}`, `esitused ${list}`, `представления ${listRu}`),
    licence: t(
      'UNFCCC data; CRT compilation CC BY 4.0',
      'UNFCCC andmed; CRT koondis CC BY 4.0',
      'данные РКИК ООН; свод данных ОТД (CRT): CC BY 4.0',
    ),
    gaps: true,
  };
}
