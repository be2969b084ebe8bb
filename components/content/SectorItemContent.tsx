import { useTranslations } from 'next-intl';
import type { SectorItemPage } from '@/lib/data/types';
import { ActivityContent } from './ActivityContent';
import { MarkdownBody } from './MarkdownBody';
import styles from './SectorPage.module.css';

/** A sector item: its data file (chart or table) with the text, or the text alone, plus its note. */
export function SectorItemContent({ page }: { page: SectorItemPage }) {
  const t = useTranslations('SectorPage');
  const hasYears = Boolean(page.activity && page.activity.years.length > 0);
  const note =
    page.note === 'not_in_sources'
      ? t('noteNotInSources')
      : page.note === 'not_derivable'
        ? t('noteNotDerivable')
        : page.note === 'no_projections'
          ? `${t('noteNoProjections')}${hasYears ? ` ${t('noteInventoryShown')}` : ''}`
          : undefined;
  const noteBox = note && (
    <p className={styles.note} role="note">
      {note}
    </p>
  );
  return (
    <section className="sector-item" aria-labelledby="sector-item-title">
      <h2 id="sector-item-title">{page.title}</h2>
      {noteBox}
      {page.html !== undefined && <MarkdownBody html={page.html} />}
      {page.activity && page.dataFile && <ActivityContent activity={page.activity} file={page.dataFile} headingLevel={3} />}
    </section>
  );
}
