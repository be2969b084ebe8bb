'use client';
/**
 * The island's actions under the chart: downloads and sharing of the view shown, and what a printed
 * page adds to the chart (the filters in words as in chart.png, the source line, the page address;
 * hidden on screen).
 */
import { ExportButtons } from '@/components/export/ExportButtons';
import { ShareView } from '@/components/export/ShareView';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { PrintUrl } from '@/components/layout/PrintUrl';
import type { Locale } from '@/lib/model/locale';
import type { Period } from '@/lib/model/dimensions';
import styles from '@/components/chart-page/ChartPage.module.css';

type ExportProps = Parameters<typeof ExportButtons>[0];

export function LiveActions({
  exports,
  locale,
  period,
  query,
  title,
}: {
  exports: ExportProps;
  locale: Locale;
  period: Period;
  query: string;
  title: string;
}) {
  const tp = useIslandTranslations('Print');
  return (
    <>
      <ExportButtons {...exports} />
      <ShareView locale={locale} period={period} query={query} title={title} />
      <div className={`print-only ${styles.printDetails}`} data-testid="print-details">
        <p>
          <strong>{tp('filters')}:</strong> {exports.image.filterLines.join('; ')}
        </p>
        <p>{exports.image.source}</p>
        <PrintUrl label={tp('addressLabel')} search={query} />
      </div>
    </>
  );
}
