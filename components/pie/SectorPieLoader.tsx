'use client';
/**
 * Loads the animated pie (and Chart.js with it) as its own chunk, so pages without the overview
 * pie never fetch Chart.js. The pie sits in the sector section below the main chart: until it
 * comes near the viewport a still stand-in (the same legend and data table, the chart's box
 * kept free) takes its place, so the main chart's page loads no chart code for it.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import type { SectorPie as Pie } from '@/components/pie/SectorPie';
import { pieSlices } from '@/lib/charts/pie-geometry';
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

/** A control by its tag and words, the same in the stand-in and in the live pie (e.g. the table's summary). */
const controlKey = (el: Element) => `${el.tagName}|${el.textContent?.trim() ?? ''}`;

/**
 * Mounted with the live pie, in the commit that removes the stand-in: when the stand-in had the
 * keyboard focus, the browser has just dropped it to the body; it goes to the same control in the pie.
 */
function KeepFocus({
  box,
  focusedKey,
}: {
  box: RefObject<HTMLDivElement | null>;
  focusedKey: RefObject<string | null>;
}) {
  useLayoutEffect(() => {
    const key = focusedKey.current;
    const active = document.activeElement;
    if (!key || !box.current || (active && active !== document.body)) return;
    const same = Array.from(box.current.querySelectorAll('a, button, input, select, summary, [tabindex]')).find(
      (el) => controlKey(el) === key,
    );
    if (same instanceof HTMLElement) same.focus({ preventScroll: true });
  }, [box, focusedKey]);
  return null;
}

export function SectorPieLoader(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  /** The control of the stand-in that has the focus, if any. */
  const focusedKey = useRef<string | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const standIn = <PieStandIn {...props} />;
  return (
    <div
      ref={box}
      onFocus={(e) => (focusedKey.current = controlKey(e.target))}
      onBlur={(e) => {
        // Focus leaving for elsewhere; a control taken out of the page with the stand-in is no longer connected.
        if (e.target.isConnected && !box.current?.contains(e.relatedTarget)) focusedKey.current = null;
      }}
    >
      {near ? (
        <Suspense fallback={standIn}>
          <SectorPie {...props} />
          <KeepFocus box={box} focusedKey={focusedKey} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
