'use client';
/**
 * Downloads of the compare view (chart.png, chart.xlsx, chart.csv: the same table as on the page,
 * with source, basis and vintage) and "Copy link" (the address always holds the view).
 */
import { useState } from 'react';
import type { CompareChartView } from '@/lib/charts/compare/compare-view';
import type { ImageParts } from '@/lib/export/chart-image';
import type { ExportTable } from '@/lib/export/table';
import type { Translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/model/locale';
import styles from '@/components/compare/Compare.module.css';

interface Props {
  view: CompareChartView;
  locale: Locale;
  table: ExportTable;
  image: ImageParts;
  /** Source, basis, vintage and notes, written under the table in the workbook and the CSV. */
  notes: readonly string[];
  t: Translator;
}

const files = () => import('@/components/export/save-files');

export function CompareActions({ view, locale, table, image, notes, t }: Props) {
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setStatus(t('working'));
    try {
      await work();
      setStatus('');
    } catch {
      setStatus(t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const png = () =>
    run(async () => {
      const [{ EXPORT_DENSITY, withCompareCanvas }, { savePng }] = await Promise.all([
        import('@/components/compare/compare-export-canvas'),
        files(),
      ]);
      await withCompareCanvas(view, locale, (canvas) => savePng(canvas, image, EXPORT_DENSITY));
    });
  const xlsx = () =>
    run(async () => {
      const { footerOf, saveXlsx } = await files();
      await saveXlsx(table, footerOf(t('footer')), notes);
    });
  const csv = () =>
    run(async () => {
      const { footerOf, saveCsv } = await files();
      saveCsv(table, [...notes, footerOf(t('footer'))]);
    });
  const copy = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied', { url }));
    } catch {
      setStatus(t('copyFailed'));
    }
  };
  return (
    <div className={styles.actions}>
      <div role="group" aria-label={t('downloads')} className={styles.buttons}>
        <button type="button" onClick={png}>
          {t('png')}
        </button>
        <button type="button" onClick={xlsx}>
          {t('xlsx')}
        </button>
        <button type="button" onClick={csv}>
          {t('csv')}
        </button>
        <button type="button" onClick={copy}>
          {t('copyLink')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.status} data-testid="compare-status">
        {status}
      </p>
    </div>
  );
}
