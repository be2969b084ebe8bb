'use client';
/**
 * SectorPieLoader in a chunk of its own, fetched only by the pages with the overview pie: the other
 * pages' scripts leave it out. The server renders the pie's stand-in whole; in the browser it stays as
 * rendered until this code is in, then hydrates. The pie's styles are imported here, so that they
 * are inlined with the page and the chunk brings none.
 */
import { lazy, type ComponentProps } from 'react';
import type { SectorPieLoader } from '@/components/pie/SectorPieLoader';
import '@/components/pie/SectorPie.module.css';

const Loader = lazy(() => import('@/components/pie/SectorPieLoader').then((m) => ({ default: m.SectorPieLoader })));

export function SectorPieLazy(props: ComponentProps<typeof SectorPieLoader>) {
  return <Loader {...props} />;
}
