/** The words of a view's marks (lib/charts/overlays viewOverlays): readout, legend entries and the events toggle. */
import type { viewOverlays } from '@/lib/charts/view-overlays';

type WordKey =
  'readout' | 'readoutAbove' | 'legendInventory' | 'legendProjection' | 'legendTarget' | 'legendEvents' | 'showEvents';

/** `t`: the ChartOverlays messages, from the island's translator or the server's. */
export function overlayWords(
  shown: Pick<ReturnType<typeof viewOverlays>, 'readout' | 'legend'>,
  t: (key: WordKey, values?: Record<string, string>) => string,
  measure: string,
) {
  const { readout, legend } = shown;
  return {
    readout: readout ? t(readout.above ? 'readoutAbove' : 'readout', readout.values) : undefined,
    legend: {
      ...(legend.projection
        ? {
            projection: {
              inventory: t('legendInventory'),
              projection: t('legendProjection', { measure: measure.toUpperCase() }),
            },
          }
        : {}),
      ...(legend.target ? { target: t('legendTarget') } : {}),
      ...(legend.events ? { events: t('legendEvents') } : {}),
    },
    toggleLabel: t('showEvents'),
  };
}
