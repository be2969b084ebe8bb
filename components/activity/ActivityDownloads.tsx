'use client';
/**
 * chart.png and chart.xlsx of one activity chart: the image with its title, legend, unit and source
 * line; the workbook with the chart's table, the unit and source line under it and the footer.
 * Chart.js, the file makers and exceljs are loaded on the press, never with the page.
 */
import type { ActivityChartData } from '@/lib/charts/shown/activity-config';
import { activityExportTable } from '@/lib/export/activity-table';
import type { Locale } from '@/lib/model/locale';
import { DownloadButtons, saveFiles, type DownloadWords } from '@/components/activity/DownloadButtons';

interface Props {
  chart: ActivityChartData;
  /** Title with its unit, as the table's caption says it. */
  title: string;
  nameHeader: string;
  unit?: string;
  /** Unit line and source line (source, basis, vintage, licence) as under the chart. */
  notes: string[];
  locale: Locale;
  words: DownloadWords;
}

export function ActivityDownloads({ chart, title, nameHeader, unit, notes, locale, words }: Props) {
  const png = async () => {
    const [{ EXPORT_DENSITY, withActivityCanvas }, { savePng }] = await Promise.all([
      import('@/components/activity/activity-export'),
      saveFiles(),
    ]);
    const image = {
      title,
      filterLines: [],
      legend: chart.series.map((s) => ({ label: s.label, colour: s.colour, line: s.asLine })),
      source: notes.join(' '),
    };
    await withActivityCanvas(chart, unit, locale, (canvas) => savePng(canvas, image, EXPORT_DENSITY));
  };
  const xlsx = async () => {
    const { footerOf, saveXlsx } = await saveFiles();
    await saveXlsx(activityExportTable(chart, nameHeader, unit ?? '', words.unit), footerOf(words.footer), notes);
  };
  return <DownloadButtons words={words} png={png} xlsx={xlsx} />;
}
