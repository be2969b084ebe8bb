/**
 * The head of the projections page: the newest projection round, which may be a few points in time
 * (the 2025 round: 2030, 2040 and 2050), read out against the base year on its own basis, drawn as
 * marked points beside the inventory and the older round's line (styled as older), and listed in a
 * table. Says once when both scenarios are the same, and which round the levels below show.
 */
import { getTranslations } from 'next-intl/server';
import { formatNumber, INTL_LOCALES } from '@/lib/format/number';
import { POINT_SCOPES } from '@/lib/model/projection-round';
import type { Locale } from '@/lib/model/locale';
import { loadOutlookData } from '@/components/outlook/outlook-data';
import { PointsChart, POINTS_COLOURS } from '@/components/outlook/PointsChart';
import styles from '@/components/outlook/Outlook.module.css';

export async function NewestProjection({ locale }: { locale: Locale }) {
  const data = loadOutlookData(locale);
  if (!data) return null;
  const { round, older, inventory, bases } = data;
  const t = await getTranslations({ locale, namespace: 'Outlook' });
  const kt = (v: number) => formatNumber(v, locale, { decimals: 0 });
  const total = round.points.withoutLulucf;
  const list = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(
    total.years.map((year, i) => t('point', { year: String(year), value: kt(total.wem[i]!) })),
  );
  const first = total.years[0]!;
  const base = bases.without;
  const percent = base ? ((base.value - total.wem[0]!) / base.value) * 100 : undefined;
  const lastInventory = inventory?.series.years.at(-1);
  return (
    <section className={styles.newest} data-testid="newest-projection" aria-labelledby="newest-projection-title">
      <h2 id="newest-projection-title">{t('title', { round: round.id })}</h2>
      <p className={styles.readout} data-testid="newest-projection-readout">
        {t('readout', {
          gwp: round.gwpName,
          list,
          year: String(first),
          percent: percent === undefined ? '' : formatNumber(percent, locale, { decimals: 1 }),
          baseYear: String(base?.year ?? ''),
          base: base ? kt(base.value) : '',
          submission: round.baseSubmission,
        })}
        {round.sameScenarios ? ` ${t('same', { round: round.id })}` : ''}
      </p>
      {inventory ? (
        <PointsChart
          inventory={inventory.series}
          {...(older ? { older: older.series } : {})}
          points={{ years: total.years, values: total.wem }}
          locale={locale}
          label={t('chartLabel', { last: String(lastInventory ?? ''), older: older?.info.id ?? '', round: round.id })}
        />
      ) : null}
      <ul className={styles.legend} data-testid="newest-projection-legend">
        {inventory ? (
          <li>
            <span className={styles.swatch} style={{ borderColor: POINTS_COLOURS.inventory }} />
            {t('legendInventory', { submission: inventory.info.id, gwp: inventory.info.gwpName })}
          </li>
        ) : null}
        {older ? (
          <li>
            <span className={`${styles.swatch} ${styles.dashed}`} style={{ borderColor: POINTS_COLOURS.older }} />
            {t('legendOlder', { round: older.info.id, gwp: older.info.gwpName })}
          </li>
        ) : null}
        <li>
          <span className={styles.dot} style={{ background: POINTS_COLOURS.points }} />
          {t('legendPoints', { round: round.id, gwp: round.gwpName })}
        </li>
      </ul>
      {older ? (
        <p data-testid="newest-projection-levels">{t('levels', { round: round.id, older: older.info.id })}</p>
      ) : null}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('tableCaption', { round: round.id })}>
        <table className={styles.table} data-testid="newest-projection-table">
          <caption>{t('tableCaption', { round: round.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('series')}</th>
              {[...new Set(POINT_SCOPES.flatMap((s) => round.points[s].years))]
                .sort((a, b) => a - b)
                .map((y) => (
                  <th key={y} scope="col">
                    {y}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {POINT_SCOPES.map((scope) => {
              const years = [...new Set(POINT_SCOPES.flatMap((s) => round.points[s].years))].sort((a, b) => a - b);
              const p = round.points[scope];
              return (
                <tr key={scope}>
                  <th scope="row">{t(`scopes.${scope}`)}</th>
                  {years.map((y) => {
                    const i = p.years.indexOf(y);
                    return (
                      <td key={y} className={styles.number}>
                        {i < 0 ? '' : kt(p.wem[i]!)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>
        {t('source')}: <a href={round.sourceUrl}>{round.source}</a>. {round.vintage}. {round.licence}.
      </p>
    </section>
  );
}
