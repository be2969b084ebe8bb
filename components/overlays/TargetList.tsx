/**
 * The published targets under the chart, in the server HTML: each target's sentence, year, scope,
 * whether LULUCF is counted (saying so when the source does not) and its source with title and date.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/model/locale';
import type { Target } from '@/lib/model/targets';
import { formatNumber } from '@/lib/format/number';
import { SourceLine } from '@/components/overlays/SourceLine';
import styles from '@/components/overlays/Overlays.module.css';

const LULUCF_KEY = { with: 'lulucfWith', without: 'lulucfWithout', unstated: 'lulucfUnstated' } as const;
const SCOPE_KEY = { 'national-total': 'scopeNationalTotal', 'effort-sharing': 'scopeEffortSharing' } as const;

export async function TargetList({ locale, targets }: { locale: Locale; targets: readonly Target[] }) {
  const t = await getTranslations({ locale, namespace: 'ChartOverlays' });
  return (
    <section aria-labelledby="targets-heading" data-testid="target-list">
      <h2 id="targets-heading">{t('targetsHeading')}</h2>
      <p className={styles.intro}>{t('targetsIntro')}</p>
      <ul className={styles.items}>
        {targets.map((target) => {
          const q = target.quantity;
          const amount =
            q.kind === 'level'
              ? t('level', { kt: formatNumber(q.kt, locale, { decimals: 0 }) })
              : q.kind === 'neutrality'
                ? t('neutrality')
                : t('change', {
                    percent: formatNumber(q.percent, locale, { decimals: 0, minus: 'sign' }),
                    baseYear: String(q.baseYear),
                  });
          const draft = target.status === 'draft';
          // A draft is not marked on the chart, so only an adopted target's note says what the chart compares.
          const lulucf =
            target.basis.lulucf === 'unstated' && !draft ? 'lulucfUnstatedChart' : LULUCF_KEY[target.basis.lulucf];
          return (
            <li key={target.id} data-target={target.id} data-status={target.status}>
              {draft && <p className={styles.status}>{t('statusDraft')}</p>}
              <p>{target.text}</p>
              <p className={styles.meta}>
                {t('year')}: {target.year} · {amount} · {t('scope')}: {t(SCOPE_KEY[target.basis.scope])} · {t('lulucf')}
                : {t(lulucf)}
              </p>
              <SourceLine locale={locale} source={target.source} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
