import { formatTableCell } from '@/lib/format/number';
import type { MatrixYear } from '@/lib/charts/shown/matrix';
import type { Locale } from '@/lib/model/locale';
import styles from '@/components/activity/MatrixTable.module.css';

export interface MatrixLabels {
  /** Label of the year selector. */
  year: string;
  /** The button that applies the year where scripts do not run. */
  show: string;
  /** Caption of the table, e.g. "Land-use areas matrix, 2023 (kha)". */
  caption: (year: number) => string;
  /** Header of the corner cell, e.g. "From \ to". */
  corner: string;
}

interface Props {
  id: string;
  matrix: MatrixYear;
  years: readonly number[];
  labels: MatrixLabels;
  locale: Locale;
  /** The island's handler; without it the selector is a form that loads the address with ?year=. */
  onYear?: (year: number) => void;
  /** The island has taken over (marked data-ready). */
  ready?: boolean;
}

/**
 * A from → to table of one year (rows: land use at the start of the year, columns: at its end) with
 * a year selector. Cells where the row and the column are the same category are marked as
 * land remaining in its category; notation keys (NO) are aligned with the numbers.
 */
export function MatrixTable({ id, matrix, years, labels, locale, onYear, ready }: Props) {
  const selectId = `${id}-year`;
  const options = [...years].reverse().map((y) => (
    <option key={y} value={y}>
      {y}
    </option>
  ));
  const select = onYear ? (
    <select id={selectId} name="year" value={matrix.year} onChange={(e) => onYear(Number(e.target.value))}>
      {options}
    </select>
  ) : (
    <select id={selectId} name="year" defaultValue={matrix.year}>
      {options}
    </select>
  );
  const caption = labels.caption(matrix.year);
  return (
    <div className={styles.matrix} data-matrix-year={matrix.year} data-ready={ready ? '' : undefined}>
      <form method="get" className={styles.picker} onSubmit={onYear ? (e) => e.preventDefault() : undefined}>
        <label htmlFor={selectId}>{labels.year}</label> {select}
        {!onYear && <button type="submit">{labels.show}</button>}
      </form>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.corner}</th>
              {matrix.columns.map((c) => (
                <th scope="col" key={c}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.from}>
                <th scope="row">{row.from}</th>
                {row.cells.map((cell, i) => (
                  <td key={matrix.columns[i]} className={matrix.columns[i] === row.from ? styles.remaining : undefined}>
                    {formatTableCell(cell, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
