/**
 * The markup every table of figures shares: a labelled, scrollable region around a `data-table`
 * with a caption, one header row (the corner heading, then a heading per column) and a row heading
 * before each row's cells. Callers format the cells. No hooks, so the server can render it.
 * A row is rendered again only when its object or the columns' keys change, so a table whose rows
 * come in slices (components/view-table/use-row-slices.ts) renders only the rows of the new slice.
 * Such a table also passes its columns' widths (lib/format/column-widths): it is then laid out with
 * fixed columns, so that a new slice costs the layout of its own rows, not of the whole table again.
 */
import { memo, type CSSProperties, type ReactNode } from 'react';

export interface DataTableColumn {
  key: string | number;
  label: ReactNode;
  className?: string;
}

export interface DataTableRow {
  key: string;
  header: ReactNode;
  headerClassName?: string;
  /** `data-*` attributes of the row, e.g. the compare table's area code. */
  data?: Record<`data-${string}`, string | undefined>;
  /** One cell per column, in the columns' order. */
  cells: { value: ReactNode; className?: string }[];
}

/**
 * Widths in ch, without the cells' padding, of a table laid out in fixed columns: the row headings'
 * column (bounded in the stylesheet, the labels wrapping beyond), the first column and each of the others.
 */
export interface FixedWidths {
  head: number;
  first: number;
  rest: number;
}

export function DataTable({
  caption,
  captionClassName,
  testId,
  corner,
  columns,
  rows,
  busy = false,
  widthsCh,
}: {
  caption: string;
  captionClassName?: string;
  testId?: string;
  corner: ReactNode;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /** The rows are still coming in (components/view-table/use-row-slices.ts). */
  busy?: boolean;
  /** Fixed column widths, for a table whose rows come in slices. */
  widthsCh?: FixedWidths;
}) {
  // Set on the table as custom properties, which the stylesheet's .fixed-columns gives the header row.
  const style = widthsCh
    ? ({
        '--row-head-ch': `${widthsCh.head}ch`,
        '--first-ch': `${widthsCh.first}ch`,
        '--rest-ch': `${widthsCh.rest}ch`,
      } as CSSProperties)
    : undefined;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption} aria-busy={busy || undefined}>
      <table className={widthsCh ? 'data-table fixed-columns' : 'data-table'} data-testid={testId} style={style}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((c) => (
              <th scope="col" key={c.key} className={c.className}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <BodyRow key={r.key} row={r} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const sameKeys = (a: readonly DataTableColumn[], b: readonly DataTableColumn[]) =>
  a === b || (a.length === b.length && a.every((c, i) => c.key === b[i]!.key));

const BodyRow = memo(
  function BodyRow({ row, columns }: { row: DataTableRow; columns: readonly DataTableColumn[] }) {
    return (
      <tr {...row.data}>
        <th scope="row" className={row.headerClassName}>
          {row.header}
        </th>
        {row.cells.map((cell, i) => (
          <td key={columns[i]?.key ?? i} className={cell.className}>
            {cell.value}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) => a.row === b.row && sameKeys(a.columns, b.columns),
);
