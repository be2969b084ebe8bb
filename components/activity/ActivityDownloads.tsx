'use client';
/**
 * chart.png and chart.xlsx of one activity chart: the image with its title, legend, unit and source
 * line; the workbook with the chart's table, the unit and source line under it and the footer.
 * Chart.js, the file makers and exceljs are loaded on the press, never with the page.
 */
import { useEffect, useState } from 'react';
import type { ActivityChartData } from '@/lib/charts/activity-config';
import { activityExportTable } from '@/lib/export/activity-table';
import type { Locale } from '@/lib/model/locale';
import { useDownloadRun } from '@/components/export/use-download-run';
import styles from '@/components/activity/ActivityContent.module.css';

export interface DownloadWords {
  heading: string;
  png: string;
  xlsx: string;
  working: string;
  failed: string;
  footer: string;
  /** Heading of the unit column of the workbook. */
  unit: string;
}

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

const files = () => import('@/components/export/save-files');

export function ActivityDownloads({ chart, title, nameHeader, unit, notes, locale, words }: Props) {
  const { busy, failed, run } = useDownloadRun();
  // Marks the row once its handlers are attached (browser tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const png = () =>
    run(async () => {
      const [{ EXPORT_DENSITY, withActivityCanvas }, { savePng }] = await Promise.all([
        import('@/components/activity/activity-export'),
        files(),
      ]);
      const image = {
        title,
        filterLines: [],
        legend: chart.series.map((s) => ({ label: s.label, colour: s.colour, line: s.asLine })),
        source: notes.join(' '),
      };
      await withActivityCanvas(chart, unit, locale, (canvas) => savePng(canvas, image, EXPORT_DENSITY));
    });
  const xlsx = () =>
    run(async () => {
      const { footerOf, saveXlsx } = await files();
      await saveXlsx(activityExportTable(chart, nameHeader, unit ?? '', words.unit), footerOf(words.footer), notes);
    });
  return (
    <div className={styles.downloads} role="group" aria-label={words.heading} data-ready={ready ? '' : undefined}>
      <button type="button" onClick={png} aria-disabled={busy || undefined}>
        {words.png}
      </button>
      <button type="button" onClick={xlsx} aria-disabled={busy || undefined}>
        {words.xlsx}
      </button>
      {busy ? <span role="status">{words.working}</span> : null}
      {failed ? <span role="alert">{words.failed}</span> : null}
    </div>
  );
}
