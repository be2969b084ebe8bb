'use client';

import { useState, type RefObject } from 'react';
import type { Chart as ChartJS } from 'chart.js';
import { formatNumber } from '@/lib/format/number';
import { NBSP } from '@/lib/format/typeset';
import type { PieData } from '@/lib/charts/shown/pie-data';
import styles from '@/components/pie/SectorPie.module.css';
import type { Locale } from '@/lib/model/locale';

export interface PieExportLabels {
  png: string;
  xlsx: string;
  failed: string;
  title: string;
  source: string;
  footer: string;
  sector: string;
}
interface Props {
  chartRef: RefObject<ChartJS<'pie'> | null>;
  data: PieData;
  index: number;
  locale: Locale;
  labels: PieExportLabels;
}

const files = () => import('@/components/export/save-files');

/** chart.png (the pie of the shown year with its legend) and chart.xlsx (every year's shares). */
export function SectorPieExport({ chartRef, data, index, locale, labels }: Props) {
  const [failed, setFailed] = useState(false);
  const run = (work: () => Promise<void>) => () => {
    setFailed(false);
    work().catch(() => setFailed(true));
  };
  const png = run(async () => {
    const canvas = chartRef.current?.canvas;
    if (!canvas) throw new Error('no chart');
    const legend = data.sectors.map((s) => ({
      label: `${s.name} ${formatNumber(s.shares[index] ?? 0, locale)}${NBSP}%`,
      colour: s.colour,
    }));
    const year = data.years[index];
    const { savePng } = await files();
    await savePng(canvas, { title: `${labels.title}, ${year}`, filterLines: [], legend, source: labels.source });
  });
  const xlsx = run(async () => {
    const { footerOf, saveXlsx } = await files();
    const table = {
      headings: { series: labels.sector, code: 'CRF', unit: '%' },
      unit: '%',
      years: data.years,
      rows: data.sectors.map((s) => ({ id: s.id, label: s.name, values: s.shares })),
    };
    await saveXlsx(table, footerOf(labels.footer));
  });
  return (
    <div className={styles.exports} role="group" aria-label={labels.title}>
      <button type="button" onClick={png}>
        {labels.png}
      </button>
      <button type="button" onClick={xlsx}>
        {labels.xlsx}
      </button>
      {failed && <span role="alert">{labels.failed}</span>}
    </div>
  );
}
