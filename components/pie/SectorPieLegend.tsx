import { formatNumber, noValue } from '@/lib/format/number';
import { NBSP } from '@/lib/format/typeset';
import type { PieData } from '@/lib/charts/shown/pie-data';
import styles from '@/components/pie/SectorPie.module.css';
import type { Locale } from '@/lib/model/locale';

interface Props {
  data: PieData;
  index: number;
  locale: Locale;
  labels: { sectors: string; totals: string };
}

/** Legends of the pie: sectors with their share in the shown year, and the two totals of that year. */
export function SectorPieLegend({ data, index, locale, labels }: Props) {
  const totals = data.totals;
  const total = (v: number | null | undefined) =>
    v === null || v === undefined ? noValue(locale) : `${formatNumber(v, locale)}${NBSP}${totals?.unit ?? ''}`;
  return (
    <div className={styles.legends}>
      <div>
        <h3 className={styles.legendTitle}>{labels.sectors}</h3>
        <ul className={styles.legend}>
          {data.sectors.map((s) => (
            <li key={s.id}>
              <span className={styles.swatch} style={{ background: s.colour }} aria-hidden="true" />
              <span>{s.name}</span>
              <span className={styles.value}>{formatNumber(s.shares[index] ?? 0, locale)} %</span>
            </li>
          ))}
        </ul>
      </div>
      {totals && (
        <div>
          <h3 className={styles.legendTitle}>{labels.totals}</h3>
          <ul className={styles.legend}>
            <li>
              <span>{totals.withoutLabel}</span>
              <span className={styles.value}>{total(totals.withoutLulucf[index])}</span>
            </li>
            <li>
              <span>{totals.withLabel}</span>
              <span className={styles.value}>{total(totals.withLulucf[index])}</span>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
