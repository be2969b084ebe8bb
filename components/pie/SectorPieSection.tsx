import { getTranslations } from 'next-intl/server';
import { SectorPieLazy } from '@/components/pie/SectorPieLazy';
import { buildPieData } from '@/lib/charts/shown/build-pie-data';
import { loadGasData, loadProportions, loadSubmissions, newestInventory } from '@/lib/compile/load/load';
import type { Locale } from '@/lib/model/locale';

/** The sector overview: the animated pie of sector shares with the co2eq totals of each year. */
export async function SectorPieSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SectorPie' });
  const gas = loadGasData(locale, newestInventory(locale), 'co2eq');
  // An inventory has both totals; the pie's legend needs both.
  const withLulucf = gas?.totals?.withLulucf;
  const withLabel = gas?.legendText?.withLulucf;
  const totals =
    gas?.totals && gas.legendText && withLulucf && withLabel
      ? {
          years: gas.years.map((y) => y.year),
          withoutLulucf: gas.totals.withoutLulucf,
          withLulucf,
          withoutLabel: gas.legendText.withoutLulucf,
          withLabel,
          unit: gas.unit,
        }
      : undefined;
  const data = buildPieData(loadProportions(), locale, totals);
  const keys = [
    'slider',
    'play',
    'pause',
    'legendSectors',
    'legendTotals',
    'tableSummary',
    'tableCaption',
    'year',
    'png',
    'xlsx',
    'failed',
    'title',
    'footer',
    'sector',
  ] as const;
  const labels = {
    ...(Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>),
    source: t('source', { source: loadSubmissions(locale)[0]?.source ?? '' }),
  };
  return (
    <div className="sector-pie">
      <p>
        {t('intro', { first: data.years[0] ?? '', last: data.years[data.years.length - 1] ?? '' })}
        {/* Paper shows one year and no slider. */}
        <span className="screen-only"> {t('introAnimation')}</span>
      </p>
      <SectorPieLazy data={data} locale={locale} labels={labels} />
    </div>
  );
}
