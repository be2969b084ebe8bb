import { useTranslations } from 'next-intl';
import type { TabbedItem } from '@/lib/model/tabbed-sections';
import { ActivityContent } from '@/components/activity/ActivityContent';
import { MarkdownBody } from '@/components/shared/MarkdownBody';
import { SectorPieSection } from '@/components/pie/SectorPieSection';
import styles from '@/components/content/TabbedContent.module.css';
import type { Locale } from '@/lib/model/locale';

interface Props {
  item: TabbedItem;
  locale: Locale;
  /** Level of the item's title; its charts' titles are one below. */
  level: 2 | 3;
  headingId: string;
}

/** Whether the text block before block `i` is also an English stand-in (the notice above it covers both). */
const englishBefore = (blocks: TabbedItem['blocks'], i: number) => {
  const before = blocks.slice(0, i).findLast((b) => b.kind === 'markdown');
  return before?.kind === 'markdown' && before.lang === 'en';
};

/** One item of a tabbed section: title, note, then its blocks (text, charts, tables, the sector pie) in order. */
export function TabbedItemBody({ item, locale, level, headingId }: Props) {
  const t = useTranslations('SectorPage');
  const common = useTranslations('Common');
  const Heading = level === 2 ? 'h2' : 'h3';
  const hasYears = item.blocks.some((b) => b.kind === 'activity' && b.data.years.length > 0);
  const missing = item.missing ? ` ${t('noteMissingDataset', { dataset: item.missing })}` : '';
  const note =
    item.note === 'not_in_sources'
      ? `${t('noteNotInSources')}${missing}`
      : item.note === 'not_derivable'
        ? t('noteNotDerivable')
        : item.note === 'no_projections'
          ? `${t('noteNoProjections')}${missing}${hasYears ? ` ${t('noteInventoryShown')}` : ''}`
          : undefined;
  return (
    <article aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.itemTitle} tabIndex={-1}>
        {item.title}
      </Heading>
      {note && (
        <p className={styles.note} role="note">
          {note}
        </p>
      )}
      {item.blocks.map((block, i) =>
        block.kind === 'pie' ? (
          <SectorPieSection key="pie" locale={locale} />
        ) : block.kind === 'markdown' ? (
          <MarkdownBody
            key={block.file}
            html={block.html}
            lang={block.lang}
            // One notice for a run of English texts: the first says so for those after it.
            inEnglishNotice={englishBefore(item.blocks, i) ? undefined : common('inEnglish')}
          />
        ) : block.kind === 'activity' ? (
          <ActivityContent
            key={block.file}
            activity={block.data}
            file={block.file}
            headingLevel={level === 2 ? 3 : 4}
          />
        ) : (
          <p key={`${block.file}-${i}`} className="activity-unknown">
            Unknown chart type {block.file}
          </p>
        ),
      )}
    </article>
  );
}
