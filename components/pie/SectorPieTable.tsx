import { formatTableCell, writtenDecimals } from '@/lib/format/number';
import { pieTableRows, type PieData } from '@/lib/charts/shown/pie-data';
import styles from '@/components/pie/SectorPie.module.css';
import type { Locale } from '@/lib/model/locale';

interface Props {
  data: PieData;
  locale: Locale;
  labels: { summary: string; caption: string; year: string };
}

/** Every year's shares as a table, for screen readers and anyone who prefers numbers to a pie. */
export function SectorPieTable({ data, locale, labels }: Props) {
  const [header = [], ...rows] = pieTableRows(data, labels.year);
  return (
    <details className={styles.tableBox}>
      <summary>{labels.summary}</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={labels.caption}>
        <table className="data-table">
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              {header.map((h) => (
                <th scope="col" key={String(h)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([year, ...cells]) => (
              <tr key={String(year)}>
                <th scope="row" className="year-cell">
                  {year}
                </th>
                {cells.map((c, i) => (
                  <td key={i}>{formatTableCell(c, locale, writtenDecimals(cells))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
