'use client';
/**
 * Downloads of the current view: chart.png (Chart.js loaded on click if not yet there), chart.xlsx (exceljs loaded on click only),
 * a CSV (made by save-files, loaded on the first press), and the link to the all-data workbook generated at build time.
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ImageParts } from '@/lib/export/chart-image';
import { hasEmptyCells, type ExportTable } from '@/lib/export/table';
import type { ChartView } from '@/lib/charts/shown/datasets';
import type { OptionsInput } from '@/lib/charts/chartjs/options';
import { DownloadRow, downloadLabels } from '@/components/export/ActionRows';
import { useDownloadRun } from '@/components/export/use-download-run';

interface Props {
  view: ChartView;
  chartOptions: OptionsInput;
  table: ExportTable;
  image: ImageParts;
  /** What a change or share view does with the data, written under the XLSX table. */
  notes?: readonly string[];
  allDataHref: string;
  /** The Data page's entry of the dataset behind the chart. */
  dataHref?: string;
  disabled: boolean;
}

const files = () => import('@/components/export/save-files');

export function ExportButtons({
  view,
  chartOptions,
  table,
  image,
  notes = [],
  allDataHref,
  dataHref,
  disabled,
}: Props) {
  const t = useIslandTranslations('ExportButtons');
  const { busy, failed, run } = useDownloadRun();
  const png = () =>
    run(async () => {
      // Chart.js is loaded on the first export or chart interaction, never with the page.
      const [{ EXPORT_DENSITY, withExportCanvas }, { savePng }] = await Promise.all([
        import('@/components/export/render-export-chart'),
        files(),
      ]);
      await withExportCanvas(view, chartOptions, (canvas) => savePng(canvas, image, EXPORT_DENSITY));
    });
  // An empty cell says why under the table: the source gives no number there.
  const fileNotes = hasEmptyCells(table) ? [...notes, t('noNumberNote')] : notes;
  const xlsx = () =>
    run(async () => {
      const { footerOf, saveXlsx } = await files();
      await saveXlsx(table, footerOf(t('footer')), fileNotes);
    });
  const csv = () => run(async () => (await files()).saveCsv(table, hasEmptyCells(table) ? [t('noNumberNote')] : []));
  return (
    <DownloadRow
      labels={downloadLabels(t)}
      allDataHref={allDataHref}
      {...(dataHref ? { dataHref } : {})}
      actions={{ png, xlsx, csv, disabled, busy }}
    >
      {busy ? <span role="status">{t('working')}</span> : null}
      {failed ? <span role="alert">{t('failed')}</span> : null}
    </DownloadRow>
  );
}
