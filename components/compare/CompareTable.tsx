/** The compare view as a table: one row per area, one column per year (empty where a year has no value). */
import { formatNumber } from '@/lib/format/number';
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
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table" data-testid="compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.headings.series}</th>
            {table.years.map((y) => (
              <th key={y} scope="col">
                {y}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.label} data-area={r.code}>
              <th scope="row" className="text-cell">
                {r.label}
              </th>
              {r.values.map((v, i) => (
                <td key={table.years[i]}>{Number.isFinite(v) ? formatNumber(v, locale, { decimals }) : ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
