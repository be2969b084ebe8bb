'use client';
/** The embed's island (EmbedChart) after its first view, fetched as the chart page's island is. */
import type { ReactNode } from 'react';
import { DeferredIsland } from '@/components/chart-page/DeferredExplorer';
import type { ChartData } from '@/components/chart-page/use-chart-view';
import { preloadable } from '@/components/shared/preloadable';

const embed = preloadable(() => import('@/components/embed/EmbedChart'));

export function DeferredEmbed({ first, ...props }: ChartData & { heading: string; first: ReactNode }) {
  return <DeferredIsland island={embed} first={first} props={props} />;
}
