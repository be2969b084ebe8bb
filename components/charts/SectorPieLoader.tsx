'use client';
/**
 * Loads the animated pie (and Chart.js with it) as its own chunk, so pages without the overview
 * pie never fetch Chart.js. The pie sits in the sector section below the main chart: until it
 * comes near the viewport a still stand-in (the same legend and data table, the chart's box
 * kept free) takes its place, so the main chart's page loads no chart code for it.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { SectorPie as Pie } from './SectorPie';
import { SectorPieLegend } from './SectorPieLegend';
import { SectorPieTable } from './SectorPieTable';
// The pie's styles belong to the page (inlined with it), not to the lazily loaded chunk.
import styles from './SectorPie.module.css';

const SectorPie = lazy(() => import('./SectorPie').then((m) => ({ default: m.SectorPie })));

type Props = ComponentProps<typeof Pie>;

/** The pie's first year without its chart: legend and table as the pie shows them, the chart's room reserved. */
function PieStandIn({ data, locale, labels }: Props) {
  return (
    <figure className={styles.figure} data-year={data.years[0] ?? 0} data-playing="false">
      <div className={styles.canvasBox} style={{ aspectRatio: '4 / 3' }} />
      <SectorPieLegend data={data} index={0} locale={locale} labels={{ sectors: labels.legendSectors, totals: labels.legendTotals }} />
      <SectorPieTable data={data} locale={locale} labels={{ summary: labels.tableSummary, caption: labels.tableCaption, year: labels.year }} />
    </figure>
  );
}

export function SectorPieLoader(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const standIn = <PieStandIn {...props} />;
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={standIn}>
          <SectorPie {...props} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
