import { getTranslations } from 'next-intl/server';
import { resolveSectorRoute } from '@/lib/data/sector-route';
import type { Locale, Period } from '@/lib/data/types';
import { PrintUrl } from '@/components/layout/PrintUrl';
import { SectorItemContent } from './SectorItemContent';
import { SectorPieSection } from './SectorPieSection';
import { SectorSideMenu } from './SectorSideMenu';
import { SectorTabs } from './SectorTabs';
import styles from './SectorPage.module.css';

interface Props {
  locale: Locale;
  period: Period;
  sectorName?: string;
  activityName?: string;
}

/** A sector page: sector tabs, the side menu of the sector's items, and the chosen item. */
export async function SectorView({ locale, period, sectorName, activityName }: Props) {
  const t = await getTranslations({ locale, namespace: 'SectorPage' });
  const tp = await getTranslations({ locale, namespace: 'Print' });
  const { sectors, sector, items, item, page } = resolveSectorRoute(locale, period, sectorName, activityName);
  return (
    <div className={styles.page} data-sector={sector.id} data-item={item.id}>
      <h1 className={styles.title}>
        {t('heading')} <span className={styles.period}>· {t(period)}</span>
      </h1>
      <SectorTabs locale={locale} period={period} sectors={sectors} currentId={sector.id} label={t('tabsLabel')} />
      <div className={items.length > 1 ? `${styles.body} ${styles.withMenu}` : styles.body}>
        {items.length > 1 && (
          <SectorSideMenu locale={locale} period={period} sectorId={sector.id} items={items} currentId={item.id} label={t('menuLabel', { sector: sector.title })} />
        )}
        <div className={styles.content} id="sector-content">
          {item.id === 'overview_tab' ? <SectorPieSection locale={locale} title={page.title} /> : <SectorItemContent page={page} />}
          <PrintUrl label={tp('addressLabel')} />
        </div>
      </div>
    </div>
  );
}
