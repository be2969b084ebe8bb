'use client';
/**
 * SectorPieLoader in a chunk of its own, fetched only by the pages with the overview pie: the other
 * pages' scripts leave it out. No Suspense boundary of its own, so that the export renders the pie's
 * stand-in in place (docs/chart-islands.md); its styles are imported here, inlined with the page.
 */
import { lazy, type ComponentProps } from 'react';
import type { SectorPieLoader } from '@/components/pie/SectorPieLoader';
import '@/components/pie/SectorPie.module.css';

const Loader = lazy(() => import('@/components/pie/SectorPieLoader').then((m) => ({ default: m.SectorPieLoader })));

export function SectorPieLazy(props: ComponentProps<typeof SectorPieLoader>) {
  return <Loader {...props} />;
}
