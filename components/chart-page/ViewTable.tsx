/**
 * The table of exactly what the chart shows (or, in the revisions view, both submissions and their
 * differences): one row per series, one column per included year, the unit in the caption. The
 * same ExportTable feeds the CSV and XLSX downloads. No hooks, so the server renders it for the
 * default view (content without JavaScript) and the chart island renders it live.
 */
import { valueColumns, type ExportTable } from '@/lib/export/table';
import { formatTableCell } from '@/lib/format/number';
import styles from '@/components/chart-page/ViewTable.module.css';
import type { Locale } from '@/lib/model/locale';

export interface ViewTableLabels {
  caption: string;
  series: string;
  code: string;
}

export function ViewTable({
  table,
  locale,
  labels,
  testId = 'view-table',
}: {
  table: ExportTable;
  locale: Locale;
  labels: ViewTableLabels;
  testId?: string;
}) {
  return (
    <>
      <p className={styles.tableTitle} aria-hidden="true">
        {labels.caption}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={labels.caption}>
        <table className="data-table" data-testid={testId}>
          <caption className="visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.series}</th>
              <th scope="col" className="code-cell">
                {labels.code}
              </th>
              {valueColumns(table).map((y) => (
                <th scope="col" key={y}>
                  {y}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.colour ? (
                    <span className={styles.swatch} style={{ background: r.colour }} aria-hidden="true" />
                  ) : null}
                  {r.label}
                </th>
                <td className="code-cell">{r.code ?? ''}</td>
                {r.values.map((v, i) => (
                  <td key={valueColumns(table)[i]}>{formatTableCell(v, locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
