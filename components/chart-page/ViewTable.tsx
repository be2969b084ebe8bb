/**
 * The table of exactly what the chart shows: one row per series, one column per
 * included year, unit in the caption. No hooks, so the server renders it for the
 * default view (content without JavaScript) and the chart island renders it live.
 */
import type { ChartView } from '@/lib/charts/datasets';
import { formatTableCell } from '@/lib/format/number';
import styles from '@/components/chart-page/ViewTable.module.css';
import type { Locale } from '@/lib/model/locale';

export interface ViewTableLabels {
  caption: string;
  series: string;
  code: string;
}

export function ViewTable({
  view,
  locale,
  labels,
  testId = 'view-table',
}: {
  view: ChartView;
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
              {view.years.map((y) => (
                <th scope="col" key={y}>
                  {y}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.series.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  <span className={styles.swatch} style={{ background: s.colour }} aria-hidden="true" />
                  {s.label}
                </th>
                <td className="code-cell">{s.code ?? ''}</td>
                {s.data.map((v, i) => (
                  <td key={view.years[i]}>{formatTableCell(v, locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
