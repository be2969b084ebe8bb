/** The words of a view's marks (lib/charts/shown/overlays viewOverlays): readout, legend entries and the events toggle. */
import type { viewOverlays } from '@/lib/charts/shown/view-overlays';

type WordKey =
  | 'readout'
  | 'readoutAbove'
  | 'readoutProjected'
  | 'readoutProjectedAbove'
  | 'legendInventory'
  | 'legendProjection'
  | 'legendTarget'
  | 'legendEvents'
  | 'showEvents';

const readoutKey = (r: { above: boolean; projected?: boolean }): WordKey =>
  r.projected ? (r.above ? 'readoutProjectedAbove' : 'readoutProjected') : r.above ? 'readoutAbove' : 'readout';

/** `t`: the ChartOverlays messages, from the island's translator or the server's. */
export function overlayWords(
  shown: Pick<ReturnType<typeof viewOverlays>, 'readout' | 'legend'>,
  t: (key: WordKey, values?: Record<string, string>) => string,
  measure: string,
) {
  const { readout, legend } = shown;
  return {
    readout: readout ? t(readoutKey(readout), { ...readout.values, measure: measure.toUpperCase() }) : undefined,
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
