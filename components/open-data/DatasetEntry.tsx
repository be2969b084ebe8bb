/** One dataset of the Data page: its file's address, source, vintage, licence and how to cite it. */
import styles from '@/components/open-data/DataPage.module.css';

export interface DatasetEntryProps {
  id: string;
  title: string;
  href: string;
  address: string;
  alias?: { href: string; text: string };
  source: string;
  vintage: string;
  licence: string;
  citation: string;
  words: { source: string; vintage: string; licence: string; cite: string };
}

export function DatasetEntry({
  id,
  title,
  href,
  address,
  alias,
  source,
  vintage,
  licence,
  citation,
  words,
}: DatasetEntryProps) {
  return (
    <li className={styles.entry} id={id}>
      <h4>{title}</h4>
      <p>
        <a href={href}>{address}</a>
        {alias && (
          <>
            {' '}
            · <a href={alias.href}>{alias.text}</a>
          </>
        )}
      </p>
      <dl className={styles.facts}>
        {source && (
          <>
            <dt>{words.source}</dt>
            <dd>{source}</dd>
          </>
        )}
        {vintage && (
          <>
            <dt>{words.vintage}</dt>
            <dd>{vintage}</dd>
          </>
        )}
        <dt>{words.licence}</dt>
        <dd>{licence}</dd>
        <dt>{words.cite}</dt>
        <dd>{citation}</dd>
      </dl>
    </li>
  );
}
