/**
 * The Data page: what the open-data files are, their columns and addresses, how to read them (pandas,
 * R, a spreadsheet, a Frictionless tool) and every dataset with its source, vintage, licence and
 * citation, grouped by kind. Titles of the versioned files come from the messages; the rest from the
 * compiled data in the page's language.
 */
import { getTranslations } from 'next-intl/server';
import styles from '@/components/open-data/DataPage.module.css';
import { DatasetEntry } from '@/components/open-data/DatasetEntry';
import type { OpenDataset } from '@/lib/open-data/datasets';
import { OPEN_DATA_FOLDER, PACKAGE_FILE, openDataAddress } from '@/lib/open-data/files';
import { withBasePath } from '@/lib/url-state/base-path';
import { absoluteUrl } from '@/lib/seo/site-url';
import type { Locale } from '@/lib/model/locale';

const KINDS = ['inventory', 'projections', 'effort-sharing', 'compare', 'targets', 'activity'] as const;
const HEADINGS = {
  inventory: 'inventoryHeading',
  projections: 'projectionsHeading',
  'effort-sharing': 'effortSharingHeading',
  compare: 'compareHeading',
  targets: 'targetsHeading',
  activity: 'activityHeading',
} as const;

export async function DataPage({ locale, datasets }: { locale: Locale; datasets: readonly OpenDataset[] }) {
  const t = await getTranslations({ locale, namespace: 'DataPage' });
  const latest = absoluteUrl(openDataAddress('inventory/latest.csv'));
  const packageUrl = absoluteUrl(openDataAddress(PACKAGE_FILE));
  const site = absoluteUrl(`/${locale}/`);
  const titleOf = (d: OpenDataset): string => {
    if (d.kind === 'inventory') return t('inventoryTitle', { submission: d.edition ?? '' });
    if (d.kind === 'projections') return t('projectionsTitle', { round: d.edition ?? '' });
    if (d.kind === 'effort-sharing') return t('effortSharingTitle');
    if (d.kind === 'targets') return t('targetsTitle');
    if (d.name === 'compare-emissions') return t('compareEmissionsTitle');
    if (d.name === 'compare-population') return t('comparePopulationTitle');
    return d.title;
  };
  const words = { source: t('source'), vintage: t('vintage'), licence: t('licence'), cite: t('cite') };
  const entry = (d: OpenDataset) => {
    const alias = d.aliases[0];
    return (
      <DatasetEntry
        key={d.name}
        id={d.name}
        title={titleOf(d)}
        href={withBasePath(openDataAddress(d.path))}
        address={`${OPEN_DATA_FOLDER}/${d.path}`}
        {...(alias
          ? { alias: { href: withBasePath(openDataAddress(alias)), text: t('latest', { address: alias }) } }
          : {})}
        source={d.source.title}
        vintage={d.source.vintage}
        licence={d.source.licence}
        citation={t('citation', {
          source: d.source.title,
          vintage: d.source.vintage,
          site,
          address: absoluteUrl(openDataAddress(d.path)),
        })}
        words={words}
      />
    );
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <p>
        <a href={withBasePath(openDataAddress(PACKAGE_FILE))}>{t('package')}</a>
      </p>
      <h2>{t('columnsHeading')}</h2>
      <p>{t('columns')}</p>
      <h2>{t('addressesHeading')}</h2>
      <p>{t('addresses')}</p>
      <h2>{t('readHeading')}</h2>
      <p>{t('python')}</p>
      <pre className={styles.code} lang="en">
        <code>{`import pandas as pd\ndf = pd.read_csv("${latest}", keep_default_na=False, na_values=[""])`}</code>
      </pre>
      <p>{t('r')}</p>
      <pre className={styles.code} lang="en">
        <code>{`df <- read.csv("${latest}", na.strings = "")`}</code>
      </pre>
      <p>{t('frictionless')}</p>
      <pre className={styles.code} lang="en">
        <code>{`from frictionless import Package\npackage = Package("${packageUrl}")`}</code>
      </pre>
      <p>{t('spreadsheet')}</p>
      <h2>{t('datasetsHeading')}</h2>
      {KINDS.map((kind) => {
        const list = datasets.filter((d) => d.kind === kind);
        return list.length === 0 ? null : (
          <section key={kind} aria-labelledby={`data-${kind}`}>
            <h3 id={`data-${kind}`}>{t(HEADINGS[kind])}</h3>
            <ul className={styles.list}>{list.map(entry)}</ul>
          </section>
        );
      })}
    </div>
  );
}
