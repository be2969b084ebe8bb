'use client';
/**
 * The download row of an activity chart or table: chart.png (when there is a chart) and chart.xlsx,
 * one file at a time, with the working and failure messages. Marked data-ready once its handlers
 * are attached (browser tests wait for it).
 */
import { useEffect, useState } from 'react';
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

/** The file makers and exceljs load on the first press, never with the page. */
export const saveFiles = () => import('@/components/export/save-files');

interface Props {
  words: DownloadWords;
  png?: () => Promise<void>;
  xlsx: () => Promise<void>;
}

export function DownloadButtons({ words, png, xlsx }: Props) {
  const { busy, failed, run } = useDownloadRun();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className={styles.downloads} role="group" aria-label={words.heading} data-ready={ready ? '' : undefined}>
      {png && (
        <button type="button" onClick={() => run(png)} aria-disabled={busy || undefined}>
          {words.png}
        </button>
      )}
      <button type="button" onClick={() => run(xlsx)} aria-disabled={busy || undefined}>
        {words.xlsx}
      </button>
      {busy ? <span role="status">{words.working}</span> : null}
      {failed ? <span role="alert">{words.failed}</span> : null}
    </div>
  );
}
