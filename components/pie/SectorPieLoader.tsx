'use client';
/**
 * Loads the animated pie (and Chart.js with it) as its own chunk, so pages without the overview
 * pie never fetch Chart.js. The pie sits in the sector section below the main chart: until it
 * comes near the viewport a still stand-in (the same legend and data table, the chart's box
 * kept free) takes its place, so the main chart's page loads no chart code for it.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useKeptFocus } from '@/components/shared/kept-focus';
import type { SectorPie as Pie } from '@/components/pie/SectorPie';
import { pieSlices } from '@/lib/charts/svg/pie-geometry';
import { SectorPieLegend } from '@/components/pie/SectorPieLegend';
import { SectorPieTable } from '@/components/pie/SectorPieTable';
// The pie's styles belong to the page (inlined with it), not to the lazily loaded chunk.
import styles from '@/components/pie/SectorPie.module.css';

const SectorPie = lazy(() => import('@/components/pie/SectorPie').then((m) => ({ default: m.SectorPie })));

type Props = ComponentProps<typeof Pie>;

/** The pie's first year as a still SVG drawing (SPEC §2: 800×600, radius 198, the year on top), legend and table as the pie shows them. */
function PieStandIn({ data, locale, labels }: Props) {
  const slices = pieSlices(
    data.sectors.map((s) => s.shares[0]),
    400,
    300,
    198,
  );
  return (
    <figure className={styles.figure} data-year={data.years[0] ?? 0} data-playing="false">
      <div className={styles.canvasBox} style={{ aspectRatio: '4 / 3' }}>
        <svg
          viewBox="0 0 800 600"
          width="100%"
          role="img"
          aria-label={`${labels.title}, ${data.years[0] ?? ''}`}
          data-testid="pie-still"
        >
          <text x="400" y="60" textAnchor="middle" fontSize="28" fontWeight="600" fill="#222">
            {data.years[0]}
          </text>
          {slices.map((slice, i) =>
            slice.d ? (
              <path
                key={data.sectors[i]!.id}
                d={slice.d}
                fill={data.sectors[i]!.colour}
                stroke="#fff"
                strokeWidth="2"
              />
            ) : null,
          )}
        </svg>
      </div>
      <SectorPieLegend
        data={data}
        index={0}
        locale={locale}
        labels={{ sectors: labels.legendSectors, totals: labels.legendTotals }}
      />
      <SectorPieTable
        data={data}
        locale={locale}
        labels={{ summary: labels.tableSummary, caption: labels.tableCaption, year: labels.year }}
      />
    </figure>
  );
}

export function SectorPieLoader(props: Props) {
  const { box, handlers, restore } = useKeptFocus();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  const standIn = <PieStandIn {...props} />;
  return (
    <div ref={box} {...handlers}>
      {near ? (
        <Suspense fallback={standIn}>
          <SectorPie {...props} />
          {restore}
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
