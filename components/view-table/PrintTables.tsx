/**
 * The view's table cut into runs of years that fit the width of the paper, for print only;
 * on screen the one wide table scrolls sideways instead.
 */
import { chunkTableByYears, type ExportTable } from '@/lib/export/table';
import { ViewTable, type ViewTableLabels } from '@/components/view-table/ViewTable';
import type { Locale } from '@/lib/model/locale';

const YEARS_PER_PRINTED_TABLE = 10;

type Row = ExportTable['rows'][number];
/** Each row's parts in the printed tables, the same objects while the row stays (ViewTable renders them once). */
const parts = new WeakMap<Row, Row[]>();

/** The view's table cut into runs of years, each row's parts cut once. */
function printChunks(table: ExportTable): ExportTable[] {
  const chunks = chunkTableByYears(table, YEARS_PER_PRINTED_TABLE);
  return chunks.map((chunk, c) => ({
    ...chunk,
    rows: chunk.rows.map((part, i) => {
      const row = table.rows[i]!;
      const cut = parts.get(row) ?? [];
      parts.set(row, cut);
      return (cut[c] ??= part);
    }),
  }));
}

export function PrintTables({
  table,
  locale,
  labels,
}: {
  table: ExportTable;
  locale: Locale;
  labels: ViewTableLabels;
}) {
  return (
    <div className="print-only" data-testid="print-tables">
      {printChunks(table).map((chunk) => {
        const years = chunk.years.length > 1 ? `${chunk.years[0]}–${chunk.years.at(-1)}` : String(chunk.years[0] ?? '');
        return (
          <ViewTable
            key={years}
            table={chunk}
            locale={locale}
            labels={{ ...labels, caption: years ? `${labels.caption} (${years})` : labels.caption }}
            testId="print-table"
          />
        );
      })}
    </div>
  );
}
