/**
 * What a printed chart page adds to the chart: the filters in words (the same lines as
 * in chart.png), the source line and the page address. Hidden on screen.
 */
import { PrintUrl } from '@/components/layout/PrintUrl';
import styles from '@/components/chart-page/ChartPage.module.css';

interface Props {
  heading: string;
  filterLines: string[];
  source: string;
  addressLabel: string;
  search: string;
}

export function PrintDetails({ heading, filterLines, source, addressLabel, search }: Props) {
  return (
    <div className={`print-only ${styles.printDetails}`} data-testid="print-details">
      <p>
        <strong>{heading}:</strong> {filterLines.join('; ')}
      </p>
      <p>{source}</p>
      <PrintUrl label={addressLabel} search={search} />
    </div>
  );
}
