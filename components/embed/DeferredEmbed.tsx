'use client';
/** The embed's island (EmbedChart) after its first view, fetched as the chart page's island is. */
import type { ReactNode } from 'react';
import { DeferredIsland, type IslandSource } from '@/components/chart-page/DeferredExplorer';
import { preloadable } from '@/components/shared/preloadable';

const embed = preloadable(() => import('@/components/embed/EmbedChart'));

/** The embed marks no targets or events: its island is given the chart data alone. */
export function DeferredEmbed({ first, heading, ...source }: IslandSource & { heading: string; first: ReactNode }) {
  return (
    <DeferredIsland
      island={embed}
      first={first}
      source={source}
      props={({ props: { overlays: _marks, ...data } }) => ({ ...data, heading })}
    />
  );
}
