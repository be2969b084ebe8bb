/**
 * The table of exactly what the chart shows (or, in the revisions view, both submissions and their
 * differences): one row per series, one column per included year, the unit in the caption. The
 * same ExportTable feeds the CSV and XLSX downloads. No hooks, so the server renders it for the
 * default view (content without JavaScript) and the chart island renders it live.
 */
import { valueColumns, type ExportTable } from '@/lib/export/table';
import { formatTableCell } from '@/lib/format/number';
import { columnWidthCh } from '@/lib/format/column-widths';
import { DataTable, type DataTableRow, type FixedWidths } from '@/components/shared/DataTable';
import styles from '@/components/view-table/ViewTable.module.css';
import type { Locale } from '@/lib/model/locale';

type Row = ExportTable['rows'][number];

/**
 * Each row's heading and cells, formatted once per row and language: a table whose rows come in
 * slices passes its former rows again, the same objects, and DataTable does not render them again.
 */
const formatted = new WeakMap<Row, { locale: Locale; row: DataTableRow }>();

function tableRow(r: Row, locale: Locale): DataTableRow {
  const cached = formatted.get(r);
  if (cached?.locale === locale) return cached.row;
  const row: DataTableRow = {
    key: r.id,
    header: (
      <>
        {r.colour ? <span className={styles.swatch} style={{ background: r.colour }} aria-hidden="true" /> : null}
        {r.label}
      </>
    ),
    cells: [
      { value: r.code ?? '', className: 'code-cell' },
      ...r.values.map((v) => ({ value: formatTableCell(v, locale) })),
    ],
  };
  formatted.set(r, { locale, row });
  return row;
}

/** Text of a row's cells (code, then values), as tableRow formats them. */
const cellTexts = (r: Row, locale: Locale) => tableRow(r, locale).cells.map((c) => String(c.value));

const widthsOf = new WeakMap<ExportTable, { locale: Locale; code: string; widths: FixedWidths }>();

/**
 * Widths in ch of a whole table's columns: the row headings' (their longest label and its colour
 * swatch; the stylesheet bounds it, the labels wrapping beyond), the code's, and one for all the
 * value columns (the widest heading or cell of them all, so the columns of figures are alike).
 * Once per table and language.
 */
function columnWidths(table: ExportTable, locale: Locale, codeHeading: string): FixedWidths {
  const cached = widthsOf.get(table);
  if (cached?.locale === locale && cached.code === codeHeading) return cached.widths;
  const texts = table.rows.map((r) => cellTexts(r, locale));
  const widths = {
    head: columnWidthCh(table.rows.map((r) => r.label)) + 2,
    first: columnWidthCh([codeHeading, ...texts.map((cells) => cells[0]!)]),
    rest: columnWidthCh([...valueColumns(table).map(String), ...texts.flatMap((cells) => cells.slice(1))]),
  };
  widthsOf.set(table, { locale, code: codeHeading, widths });
  return widths;
}

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
  busy = false,
  whole,
}: {
  table: ExportTable;
  locale: Locale;
  labels: ViewTableLabels;
  testId?: string;
  /** The rows are still coming in (components/view-table/use-row-slices.ts). */
  busy?: boolean;
  /**
   * The whole table of which `table` shows the rows so far (or `table` itself): the columns' widths
   * are set from it. Without it (the printed tables) the browser measures them.
   */
  whole?: ExportTable;
}) {
  const columns = valueColumns(table);
  return (
    <>
      <p className={styles.tableTitle} aria-hidden="true">
        {labels.caption}
      </p>
      <DataTable
        caption={labels.caption}
        captionClassName="visually-hidden"
        testId={testId}
        busy={busy}
        corner={labels.series}
        columns={[
          { key: 'code', label: labels.code, className: 'code-cell' },
          ...columns.map((y) => ({ key: y, label: y })),
        ]}
        rows={table.rows.map((r) => tableRow(r, locale))}
        {...(whole ? { widthsCh: columnWidths(whole, locale, labels.code) } : {})}
      />
    </>
  );
}
