'use client';
/**
 * The chart-only island for iframes: the same query parameters, data and chart body as the chart page
 * (its drawing, sentence, notes and basis), with a link to the full view (filters, table, downloads).
 */
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { ChartBody } from '@/components/chart-page/ChartBody';
import { liveBody, useLiveDrawing } from '@/components/chart-page/live-body';
import { useChartView, type ChartData } from '@/components/chart-page/use-chart-view';
import { EmbedFrame } from '@/components/embed/EmbedFrame';
import { FullViewLink } from '@/components/embed/FullViewLink';

export default function EmbedChart(props: ChartData & { heading: string }) {
  const { locale, period, heading } = props;
  const t = useIslandTranslations('ChartPage');
  const tf = useIslandTranslations('FilterPanel');
  const chart = useChartView(props);
  const { controls, data, shown: s } = chart;
  const { drawing } = useLiveDrawing(chart, locale, undefined);
  const ready = Boolean(s.view && data.ready);
  return (
    <EmbedFrame
      heading={heading}
      title={s.withProjections ? `${s.title} · ${tf(s.filters.measure)}` : s.title}
      busy={data.status.state === 'loading'}
    >
      <ChartBody
        {...liveBody(chart, { locale, period, noSeries: t('noSeries') }, drawing)}
        sentence={ready ? s.summary : undefined}
        notes={s.noteLines}
        basis={s.basisLines}
        actions={<FullViewLink locale={locale} period={period} query={controls.query} label={t('share.fullView')} />}
      />
    </EmbedFrame>
  );
}
