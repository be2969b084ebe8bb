'use client';
/**
 * The chart island's tables of the view (the one on screen and the print-only ones cut by years),
 * their rows brought in slices (useRowSlices). Until the last row is in, the tables are marked busy
 * and pending, as the chart region is while its view is, so that what waits for the view waits for
 * the whole table too.
 */
import { PrintTables } from '@/components/view-table/PrintTables';
import { useRowSlices } from '@/components/view-table/use-row-slices';
import { ViewTable, type ViewTableLabels } from '@/components/view-table/ViewTable';
import styles from '@/components/view-table/ViewTable.module.css';
import type { ExportTable } from '@/lib/export/table';
import type { Locale } from '@/lib/model/locale';

interface Props {
  table: ExportTable;
  locale: Locale;
  labels: ViewTableLabels;
  /** The class of the screen's table (the print-only tables replace it on paper). */
  screenClassName?: string;
}

export function SlicedTables({ table, locale, labels, screenClassName }: Props) {
  const { screen, print, complete } = useRowSlices(table);
  return (
    <div className={styles.slices} data-pending={complete ? undefined : true}>
      <div className={screenClassName}>
        <ViewTable table={screen} whole={table} locale={locale} labels={labels} busy={!complete} />
      </div>
      <PrintTables table={print} locale={locale} labels={labels} />
    </div>
  );
}
