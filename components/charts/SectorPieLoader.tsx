'use client';
/**
 * Loads the animated pie (and Chart.js with it) as its own chunk, so sector pages without the
 * overview pie never fetch Chart.js. The pie is pre-rendered on the server as usual; where it
 * sits below the fold (under the main chart) its chunk is fetched only when it comes near the
 * viewport, and the server-rendered pie stays in place until then.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SectorPie as Pie } from './SectorPie';
// The pie's styles belong to the page (inlined with it), not to the lazily loaded chunk.
import './SectorPie.module.css';

/** Resolves once the server-rendered pie is near the viewport (at once when there is none to wait for). */
function whenPieNear(): Promise<void> {
  const figure = typeof document === 'undefined' ? null : document.querySelector('figure[data-year]');
  if (!figure || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    observer.observe(figure);
  });
}

const SectorPie = lazy(() => whenPieNear().then(() => import('./SectorPie').then((m) => ({ default: m.SectorPie }))));

export function SectorPieLoader(props: ComponentProps<typeof Pie>) {
  return (
    <Suspense fallback={null}>
      <SectorPie {...props} />
    </Suspense>
  );
}
