/** The compare view as a table: one row per area, one column per year (empty where a year has no value). */
import { formatNumber } from '@/lib/format/number';
import { DataTable } from '@/components/shared/DataTable';
import type { ExportTable } from '@/lib/export/table';
import type { Locale } from '@/lib/model/locale';

export function CompareTable({
  table,
  caption,
  locale,
  decimals,
}: {
  table: ExportTable;
  caption: string;
  locale: Locale;
  decimals: number;
}) {
  return (
    <DataTable
      caption={caption}
      testId="compare-table"
      corner={table.headings.series}
      columns={table.years.map((y) => ({ key: y, label: y }))}
      rows={table.rows.map((r) => ({
        key: r.label,
        data: { 'data-area': r.code },
        header: r.label,
        headerClassName: 'text-cell',
        cells: r.values.map((v) => ({ value: Number.isFinite(v) ? formatNumber(v, locale, { decimals }) : '' })),
      }))}
    />
  );
}
