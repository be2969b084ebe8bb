/**
 * The first view's body, rendered on the server: the default view's drawing with its marks, readout,
 * toggles, sentence, notes and basis in the chart body (ChartBody), all still; the caller adds its
 * actions and table (the chart page) or its link to the full view (the embed).
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { viewOverlays, type OverlayData } from '@/lib/charts/shown/view-overlays';
import { ChartBody, type BodyShown } from '@/components/chart-page/ChartBody';
import { EmissionsChart } from '@/components/chart-page/EmissionsChart';
import { OverlayLegend } from '@/components/overlays/OverlayLegend';
import { overlayWords } from '@/components/overlays/overlay-words';
import { ChartPlaceholder } from '@/components/shared/ChartPlaceholder';
import type { FirstViewData } from '@/lib/page-data/chart-page';
import { viewChartOptions } from '@/lib/views/choice';
import type { Locale } from '@/lib/model/locale';

export async function FirstBody({
  first,
  locale,
  overlays,
  actions,
  table,
}: {
  first: FirstViewData;
  locale: Locale;
  /** The targets and events the view marks; none in the embed. */
  overlays: OverlayData | undefined;
  actions: ReactNode;
  table?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const to = await getTranslations({ locale, namespace: 'ChartOverlays' });
  const { choice, module, files, built, title, basis } = first;
  const { filters: f, shown, round } = choice;
  const shownOverlays =
    files && built
      ? viewOverlays({
          locale,
          filters: f,
          drawn: module.marks,
          gas: files.gas,
          view: built.view,
          firstProjectionYear: round?.projectionsYear,
          overlays,
          ...(round?.base ? { projectionBase: round.base } : {}),
        })
      : undefined;
  const words = shownOverlays ? overlayWords(shownOverlays, to, f.measure) : undefined;
  const drawn: BodyShown =
    built && shownOverlays && words
      ? {
          kind: 'drawing',
          drawing: (
            <EmissionsChart
              view={built.view}
              options={{ ...viewChartOptions(choice, module, built.view.unit, t), overlays: shownOverlays.marks }}
              label={t('chartLabel', { title })}
              legendLabel={t('legend')}
              legendExtras={<OverlayLegend {...words.legend} />}
            />
          ),
        }
      : { kind: 'note', note: <ChartPlaceholder /> };
  return (
    <ChartBody
      still
      readout={words?.readout}
      shown={drawn}
      noScript={t('noScript')}
      events={shownOverlays?.hasEvents && words ? { shown: f.events, label: words.toggleLabel } : undefined}
      inventoryLine={
        built?.inventoryLine?.drawn
          ? { shown: f.inventoryLine, label: t('showInventoryLine', { submission: shown.id }) }
          : undefined
      }
      sentence={built?.summary}
      notes={built?.notes}
      basis={built ? basis : []}
      actions={actions}
      table={table}
    />
  );
}
