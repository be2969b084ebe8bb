'use client';

import { useState, type RefObject } from 'react';
import type { Chart as ChartJS } from 'chart.js';
import { composeChartImage } from '@/lib/export/chart-image';
import { buildWorkbook, footerLine } from '@/lib/export/build-workbook';
import { saveBlob } from '@/lib/export/download';
import { formatNumber } from '@/lib/format/number';
import type { PieData } from '@/lib/charts/pie-data';
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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
      label: `${s.name} ${formatNumber(s.shares[index] ?? 0, locale)} %`,
      colour: s.colour,
    }));
    const year = data.years[index];
    const out = composeChartImage(document, canvas, {
      title: `${labels.title}, ${year}`,
      filterLines: [],
      legend,
      source: labels.source,
    });
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no image');
    saveBlob(blob, 'chart.png');
  });
  const xlsx = run(async () => {
    const excel = await import('exceljs');
    const table = {
      headings: { series: labels.sector, code: 'CRF', unit: '%' },
      unit: '%',
      years: data.years,
      rows: data.sectors.map((s) => ({ id: s.id, label: s.name, values: s.shares })),
    };
    const footer = footerLine(labels.footer, window.location.host, new Date());
    const buffer = await buildWorkbook(excel.default ?? excel, table, footer).xlsx.writeBuffer();
    saveBlob(new Blob([buffer], { type: XLSX_TYPE }), 'chart.xlsx');
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
