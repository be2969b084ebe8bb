/**
 * The targets against the newest projection (lib/charts/shown/target-gaps): each target with its
 * scope and status, the newest projection for its year on the same scope, and the gap; the
 * effort-sharing limit against the effort-sharing projection of the ETS/ESR page.
 */
import { getTranslations } from 'next-intl/server';
import { esrHeadline } from '@/lib/charts/shown/esr-headline';
import { targetGaps, type TargetGap } from '@/lib/charts/shown/target-gaps';
import { itemParts, loadTabbedItem } from '@/lib/compile/load/load-tabbed';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { Target } from '@/lib/model/targets';
import { loadOutlookData } from '@/components/outlook/outlook-data';
import styles from '@/components/outlook/Outlook.module.css';

/** The effort-sharing figures of the ETS/ESR projection file (its round: 2025). */
function esrFigures(locale: Locale) {
  const item = itemParts(loadTabbedItem('projections', locale, 'ets_esr', 'total_projections'), 'total_projections');
  const esr = esrHeadline(item.activity);
  return esr && { round: '2025', ...esr };
}

export async function ProjectionTargets({ locale, targets }: { locale: Locale; targets: readonly Target[] }) {
  const data = loadOutlookData(locale);
  if (!data) return null;
  const t = await getTranslations({ locale, namespace: 'Outlook' });
  const kt = (v: number) => formatNumber(v, locale, { decimals: 0 });
  const rows = targetGaps(targets, data.round, data.bases, esrFigures(locale));
  const what = (g: TargetGap) =>
    g.quantity.kind === 'change'
      ? t('change', {
          percent: formatNumber(g.quantity.percent, locale, { decimals: 0, minus: 'sign' }),
          baseYear: String(g.quantity.baseYear),
        })
      : g.quantity.kind === 'level'
        ? t('level', { kt: kt(g.quantity.kt) })
        : t('neutrality');
  const scope = (g: TargetGap) =>
    g.unstated ? t('unstated', { scope: t(`scope.${g.scope}`) }) : t(`scope.${g.scope}`);
  const gap = (g: TargetGap) =>
    g.gap === undefined
      ? g.projected === undefined
        ? t('noPoint', { year: String(g.year), round: g.round })
        : t('noAim', { baseYear: g.quantity.kind === 'change' ? String(g.quantity.baseYear) : '' })
      : t(g.gap > 0 ? 'above' : 'below', { gap: kt(Math.abs(g.gap)) });
  return (
    // The table's region, not the section, is named by the heading: one landmark, one name.
    <section className={styles.targets} data-testid="projection-targets">
      <h2 id="projection-targets-title">{t('targetsTitle')}</h2>
      <p>{t('targetsIntro')}</p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="projection-targets-title">
        <table className={styles.table}>
          <thead>
            <tr>
              {(['target', 'year', 'scope', 'status', 'aim', 'projected', 'gap'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <tr key={`${g.id}-${g.scope}`} data-target={g.id} data-scope={g.scope}>
                <th scope="row">{what(g)}</th>
                <td>{g.year}</td>
                <td>{scope(g)}</td>
                <td>{t(`status.${g.status}`)}</td>
                <td className={styles.number}>{g.aim === undefined ? '' : kt(g.aim)}</td>
                <td className={styles.number}>
                  {g.projected === undefined ? '' : t('projectedIn', { value: kt(g.projected), round: g.round })}
                </td>
                <td className={styles.number} data-testid="target-gap">
                  {gap(g)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
