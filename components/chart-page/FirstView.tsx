/**
 * The chart island's first view, rendered on the server: the default view as the island draws it, in the
 * same frame and body (ChartFrame, FirstBody), all still (the buttons disabled, the all-data link live)
 * and the filters as a still frame. What a reader without JavaScript gets, and what every reader sees
 * until the island (DeferredExplorer) takes over in the same layout.
 */
import { getTranslations } from 'next-intl/server';
import type { OverlayData } from '@/lib/charts/shown/view-overlays';
import { ChartFrame } from '@/components/chart-page/ChartFrame';
import { FirstBody } from '@/components/chart-page/FirstBody';
import { ViewTable } from '@/components/view-table/ViewTable';
import { FoldedFilters } from '@/components/filters/FoldedFilters';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { DownloadRow, downloadLabels, ShareRow, shareLabels } from '@/components/export/ActionRows';
import { allDataPath } from '@/lib/model/gas-file';
import { chartDataPath } from '@/lib/open-data/names';
import type { FirstViewData } from '@/lib/page-data/chart-page';
import { withBasePath } from '@/lib/url-state/base-path';
import { offeredViews } from '@/lib/views/registry';
import type { ChartData } from '@/lib/views/types';
import styles from '@/components/chart-page/ChartPage.module.css';

export async function FirstView({
  first,
  page,
  overlays,
}: {
  first: FirstViewData;
  page: ChartData;
  overlays: OverlayData;
}) {
  const { locale, rounds } = page;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  const te = await getTranslations({ locale, namespace: 'ExportButtons' });
  const tf = await getTranslations({ locale, namespace: 'FilterPanel' });
  const { choice, module, built, title } = first;
  const { filters: f, shown } = choice;
  return (
    <ChartFrame
      filters={
        <>
          {rounds?.length ? <MeasureTabs measure={f.measure} /> : null}
          <div className={styles.skeleton} />
          <FoldedFilters label={tf('show')} />
        </>
      }
      regionLabel={t('chartRegion')}
      title={title}
      view={module.id}
      views={offeredViews(page)}
    >
      <FirstBody
        first={first}
        locale={locale}
        overlays={overlays}
        actions={
          built ? (
            <>
              <DownloadRow
                labels={downloadLabels(te)}
                allDataHref={withBasePath(allDataPath(locale, shown.id))}
                dataHref={withBasePath(chartDataPath(locale, shown.id, choice.round?.id))}
              />
              <ShareRow labels={shareLabels(t)} />
            </>
          ) : null
        }
        table={
          built ? (
            <ViewTable
              table={built.table}
              whole={built.table}
              locale={locale}
              labels={{ caption: t('tableCaption', { title, unit: built.view.unit }), ...built.table.headings }}
            />
          ) : null
        }
      />
    </ChartFrame>
  );
}
