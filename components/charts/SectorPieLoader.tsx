'use client';
/**
 * Loads the animated pie (and Chart.js with it) as its own chunk, so sector pages without the
 * overview pie never fetch Chart.js. The pie is pre-rendered on the server as usual.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SectorPie as Pie } from './SectorPie';
// The pie's styles belong to the page (inlined with it), not to the lazily loaded chunk.
import './SectorPie.module.css';

const SectorPie = lazy(() => import('./SectorPie').then((m) => ({ default: m.SectorPie })));

export function SectorPieLoader(props: ComponentProps<typeof Pie>) {
  return (
    <Suspense fallback={null}>
      <SectorPie {...props} />
    </Suspense>
  );
}
