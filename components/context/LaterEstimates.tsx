/**
 * "Later estimates (not the inventory)" under the inventory chart: the figures of other bases for
 * the years after the inventory (server-rendered text of the introduction's later-estimates item,
 * figures filled from the data), kept apart from the inventory's charts, tables and exports.
 */
import { SiteLink } from '@/components/links/SiteLink';
import { getTranslations } from 'next-intl/server';
import { MarkdownBody } from '@/components/shared/MarkdownBody';
import { itemParts, loadTabbedItem } from '@/lib/compile/load/load-tabbed';
import { tabbedHref } from '@/lib/model/tabbed-sections';
import styles from '@/components/context/LaterEstimates.module.css';
import type { Locale } from '@/lib/model/locale';

export async function LaterEstimates({ locale }: { locale: Locale }) {
  const item = itemParts(loadTabbedItem('inventory', locale, 'introduction', 'later_estimates'));
  if (!item.html) return null;
  const t = await getTranslations({ locale, namespace: 'ChartPage' });
  return (
    <section className={styles.later} aria-labelledby="later-estimates-title" data-testid="later-estimates">
      <h2 id="later-estimates-title">{t('laterTitle')}</h2>
      <MarkdownBody html={item.html} />
      {item.activity?.source ? <p className={styles.source}>{item.activity.source}.</p> : null}
      <p>
        <SiteLink href={tabbedHref(locale, 'inventory', 'introduction', 'later_estimates')}>{t('laterLink')}</SiteLink>
      </p>
    </section>
  );
}
