'use client';

import { useEffect, useRef, useState } from 'react';
import { Pie } from 'react-chartjs-2';
import type { Chart as ChartJS, ChartOptions, TooltipModel } from 'chart.js';
import { registerPie } from '@/lib/charts/chartjs/pie-register';
import type { PieData } from '@/lib/charts/shown/pie-data';
import { formatNumber, INTL_LOCALES } from '@/lib/format/number';
import { usePieAnimation } from '@/components/pie/SectorPieAnimation';
import { SectorPieExport, type PieExportLabels } from '@/components/pie/SectorPieExport';
import { SectorPieLegend } from '@/components/pie/SectorPieLegend';
import { SectorPieTable } from '@/components/pie/SectorPieTable';
import styles from '@/components/pie/SectorPie.module.css';
import type { Locale } from '@/lib/model/locale';

registerPie();

export interface SectorPieLabels extends PieExportLabels {
  slider: string;
  play: string;
  pause: string;
  legendSectors: string;
  legendTotals: string;
  tableSummary: string;
  tableCaption: string;
  year: string;
}
interface Props {
  data: PieData;
  locale: Locale;
  labels: SectorPieLabels;
}
type Tip = { text: string; x: number; y: number } | null;

/** Animated pie of the sectors' shares (SPEC §2 "Pie chart"): 800×600, year on top, slider, legends, exports. */
export function SectorPie({ data, locale, labels }: Props) {
  const { index, playing, dispatch } = usePieAnimation(data.years.length);
  const chartRef = useRef<ChartJS<'pie'> | null>(null);
  const [tip, setTip] = useState<Tip>(null);
  const year = data.years[index] ?? data.years[0] ?? 0;
  const start = data.years[0] ?? 0;
  useEffect(() => {
    // A year change clears the highlight and the tooltip (SPEC §4).
    const chart = chartRef.current;
    chart?.setActiveElements([]);
    chart?.tooltip?.setActiveElements([], { x: 0, y: 0 });
    setTip(null);
  }, [index]);
  const external = ({ tooltip }: { tooltip: TooltipModel<'pie'> }) => {
    const point = tooltip.dataPoints?.[0];
    if (tooltip.opacity === 0 || !point) return setTip(null);
    setTip({
      text: `${point.label}: ${formatNumber(Number(point.raw), locale)}%`,
      x: tooltip.caretX,
      y: tooltip.caretY,
    });
  };
  const options: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: 4 / 3,
    locale: INTL_LOCALES[locale],
    animation: { duration: playing ? 400 : 0 },
    plugins: {
      title: { display: true, text: String(year), font: { size: 22, weight: 'bold' }, color: '#1a1a1a' },
      legend: { display: false },
      tooltip: { enabled: false, external },
    },
  };
  const chartData = {
    labels: data.sectors.map((s) => s.name),
    datasets: [
      {
        data: data.sectors.map((s) => s.shares[index] ?? 0),
        backgroundColor: data.sectors.map((s) => s.colour),
        borderColor: '#fff',
        borderWidth: 1,
        radius: '66%',
      },
    ],
  };
  return (
    <figure className={styles.figure} data-year={year} data-playing={playing ? 'true' : 'false'}>
      <div className={styles.controls}>
        <label htmlFor="pie-year">{labels.slider}</label>
        <input
          id="pie-year"
          type="range"
          min={start}
          max={start + data.years.length - 1}
          step={1}
          value={year}
          aria-valuetext={String(year)}
          onChange={(e) => dispatch({ type: 'select', index: Number(e.target.value) - start })}
        />
        <output htmlFor="pie-year" className={styles.yearOut}>
          {year}
        </output>
        <button type="button" onClick={() => dispatch({ type: playing ? 'pause' : 'play' })} aria-pressed={playing}>
          {playing ? labels.pause : labels.play}
        </button>
      </div>
      <div className={styles.canvasBox}>
        <Pie
          ref={chartRef}
          width={800}
          height={600}
          data={chartData}
          options={options}
          aria-label={`${labels.title}, ${year}`}
          role="img"
        />
        {tip && (
          <div
            className={styles.tooltip}
            style={{ left: tip.x, top: tip.y }}
            data-testid="pie-tooltip"
            aria-hidden="true"
          >
            {tip.text}
          </div>
        )}
      </div>
      <SectorPieLegend
        data={data}
        index={index}
        locale={locale}
        labels={{ sectors: labels.legendSectors, totals: labels.legendTotals }}
      />
      <SectorPieExport chartRef={chartRef} data={data} index={index} locale={locale} labels={labels} />
      <SectorPieTable
        data={data}
        locale={locale}
        labels={{ summary: labels.tableSummary, caption: labels.tableCaption, year: labels.year }}
      />
    </figure>
  );
}
